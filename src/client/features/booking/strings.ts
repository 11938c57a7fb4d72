/** Swedish texts of the booking flow (customer-side §2 'Booking flow', §8 booking toasts). */
export const t = {
  // Page and company header
  companyNotFound: 'Företag hittades inte',
  backToSearch: 'Tillbaka till sök',
  noAddress: 'Adress ej tillgänglig',
  noContact: 'Kontakt ej tillgänglig',
  loadCompanyFailed: 'Kunde inte hämta företaget.',
  tryAgain: 'Försök igen',

  // Step indicator
  stepsLabel: 'Bokningssteg',
  steps: ['Tjänst', 'Tid', 'Uppgifter', 'Klart'] as const,

  // Service step
  chooseService: 'Välj tjänst',
  serviceGone: 'Tjänsten du bokade förra gången erbjuds inte längre. Välj gärna en annan tjänst.',
  loadingServices: 'Laddar tjänster...',
  noServices: 'Företaget har inga bokningsbara tjänster just nu.',
  /** The heading of services without a category when others have one (decision 043). */
  otherServices: 'Övrigt',
  book: 'Boka',
  bookService: (name: string) => `Boka ${name}`,
  minutes: (n: number) => `${n} min`,

  // Calendar step
  chooseTime: 'Välj tid för din bokning',
  loadingTimes: 'Laddar tillgängliga tider...',
  loadTimesFailed: 'Kunde inte hämta lediga tider.',
  changeService: 'Ändra tjänst',
  pickHint: 'Välj en ledig tid för att fortsätta din bokning',
  previousWeek: 'Föregående vecka',
  nextWeek: 'Nästa vecka',
  week: (n: number) => `v. ${n}`,
  dayPast: 'Passerat',
  dayClosed: 'Stängt',
  dayBeyondHorizon: 'Ej bokbart än',
  dayFull: 'Fullbokat',
  today: 'idag',
  freeTimes: (n: number) => (n === 1 ? '1 ledig tid' : `${n} lediga tider`),
  daysLabel: 'Välj dag',

  // Form step
  completeBooking: 'Slutför din bokning',
  backToCalendar: 'Tillbaka till kalender',
  summaryDate: 'Datum',
  summaryTime: 'Tid',
  summaryDuration: 'Längd',
  summaryPrice: 'Pris',
  summaryAddress: 'Adress',
  authPrompt: 'Skapa konto eller logga in för att slutföra',
  openAuth: 'Skapa konto / Logga in',
  signupPhone: 'Mobilnummer (valfritt, för SMS-påminnelse)',
  yourDetails: 'Dina uppgifter',
  name: 'Namn',
  email: 'E-post',
  phone: 'Telefon',
  addMessage: 'Lägg till meddelande',
  messageLabel: 'Meddelande (valfritt)',
  removeMessage: 'Ta bort meddelande',
  payOnSite: 'Betalning sker på plats',
  confirm: 'Bekräfta bokning',
  confirming: 'Bekräftar bokning...',
  confirmFootnote: 'Du kommer att få en bekräftelse via e-post',
  loadingSession: 'Laddar dina uppgifter...',

  // The booking toasts (§8) are in toast-strings.ts: only the form step shows them.

  // Confirmation step
  confirmedTitle: 'Bokning bekräftad!',
  confirmedLead: (service: string, company: string) => `Din tid för ${service} hos ${company} är bokad.`,
  message: 'Meddelande',
  noticeEmailSent: (email: string) => `En bekräftelse har skickats till ${email}.`,
  noticeCancel: 'Du kan avboka tiden via länken i e-postmeddelandet.',
  noticeQuestions: (company: string) => `Har du frågor? Kontakta ${company}`,
  noticeQuestionsOn: 'på',
  newBooking: 'Gör en ny bokning',
  backToEdit: 'Tillbaka för att ändra',

  // Open status near the top of the company page (decision 041)
  openNow: 'Öppet nu',
  closedNow: 'Stängt nu',
  closesAt: (time: string) => `Stänger ${time}`,
  opensAt: (when: string) => `Öppnar ${when}`,
  opensTomorrow: (time: string) => `i morgon\u00a0${time}`,
} as const;

/** Price shown for a slot when the service has none (customer-side §9). */
export const DEFAULT_PRICE_KR = 250;
