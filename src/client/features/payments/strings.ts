import { PAYMENT_HOLD_MINUTES } from '~/shared/schemas/payments';

/**
 * Swedish texts of paying online (issue 36, docs/decisions/047): the booking form's amounts, the return page
 * `/payment/:bookingId`, the dev payment page and a booking's payment line in 'Mina bokningar' and the dashboard.
 * The refund sentence itself is shared with the e-mails (shared/payment-terms-sv.ts).
 */
export const p = {
  /** What is paid online, as a noun ('Handpenning 300 kr'). */
  kind: { deposit: 'Handpenning', prepay: 'Förskottsbetalning' },

  // The booking form and the time step
  payNow: 'Att betala nu',
  payOnSite: 'Betalas på plats',
  goToPayment: 'Gå till betalning',
  openingPayment: 'Öppnar betalningen...',
  holdNote: `Tiden hålls i ${PAYMENT_HOLD_MINUTES} minuter medan du betalar.`,

  // A booking's payment line ('Mina bokningar', the dashboard)
  paid: (kind: string, amount: string, method: string | null) =>
    `${kind} ${amount} betald${method ? ` (${method})` : ''}`,
  refundPending: (amount: string) => `Återbetalning på väg: ${amount}`,
  refunded: (amount: string) => `Återbetald ${amount}`,
  refundedPart: (amount: string, of: string) => `Återbetald ${amount} av ${of}`,
  kept: { deposit: 'Handpenningen behålls', prepay: 'Förskottsbetalningen behålls' },
  notPaid: 'Inte betald',
  /** Added to the cancel dialog of a paid booking before the company's deadline. */
  refundOnCancel: (amount: string) => `Du får tillbaka ${amount}.`,

  // The return page /payment/:bookingId
  documentTitle: 'Betalning',
  loading: 'Hämtar din bokning...',
  loadFailed: 'Kunde inte hämta bokningen.',
  reload: 'Försök igen',
  notFoundText: 'Den finns inte, eller hör till ett annat konto.',
  pendingTitle: 'Väntar på betalningen…',
  pendingText: 'Sidan uppdateras av sig själv när betalningen är klar.',
  holdUntil: (time: string) => `Tiden hålls åt dig till kl. ${time}.`,
  releasing: 'Släpper tiden...',
  releaseFailed: 'Kunde inte släppa tiden.',
  paidTitle: 'Betalningen är klar',
  bookedTitle: 'Din tid är bokad',
  bookedLead: (service: string, company: string) => `Din tid för ${service} hos ${company} är bokad.`,
  company: 'Företag',
  service: 'Tjänst',
  services: 'Tjänster',
  date: 'Datum',
  time: 'Tid',
  paidRow: (kind: string) => `${kind} betald`,
  paidValue: (amount: string, method: string | null) => (method ? `${amount} (${method})` : amount),
  onSiteRow: 'Att betala på plats',
  toMyBookings: 'Till Mina bokningar',
  failedTitle: 'Betalningen misslyckades',
  failedText: 'Betalningen gick inte igenom och tiden har släppts.',
  expiredText: `Betalningen blev inte klar inom ${PAYMENT_HOLD_MINUTES} minuter och tiden har släppts.`,
  abortedTitle: 'Betalningen avbröts',
  abortedText: 'Du avbröt betalningen och tiden har släppts.',
  cancelledTitle: 'Bokningen är avbokad',
  tryAgain: 'Försök igen',
  tryingAgain: 'Försöker igen...',
  chooseOtherTime: 'Välj en annan tid',

  // The dev payment page /dev/payment/:paymentId
  dev: {
    documentTitle: 'Testbetalning',
    title: 'Testbetalning — inga pengar dras',
    intro:
      'Den här sidan spelar betalleverantören när Tidvis körs utan Stripe. Den finns aldrig i produktion.',
    loading: 'Hämtar betalningen...',
    company: 'Företag',
    service: 'Tjänst',
    amount: 'Belopp',
    timeLeft: (left: string) => `Tiden hålls i ${left}`,
    expired: 'Tiden för betalningen har gått ut.',
    method: 'Betalsätt',
    methods: { card: 'Kort', swish: 'Swish', klarna: 'Klarna' },
    pay: (amount: string) => `Betala ${amount}`,
    paying: 'Betalar...',
    fail: 'Låt betalningen misslyckas',
    cancel: 'Avbryt',
    finished: 'Betalningen är redan avslutad.',
    back: 'Tillbaka till Tidvis',
    actionFailed: 'Det gick inte. Försök igen.',
  },
} as const;
