import type { BookingStatus } from '~/shared/schemas/booking';
import { PAYMENT_HOLD_MINUTES } from '~/shared/schemas/payments';

/** Swedish texts of the admin calendar (admin-side §2, §8). */
export const t = {
  title: 'Kalender',
  subtitle: 'Bokningar och blockerade tider',
  dayView: 'Dag',
  weekView: 'Vecka',
  viewLabel: 'Visning',
  // Customers watching a day for a freed time (decision 044): a count, no names.
  watchers: (n: number) => `${n} bevakar`,
  watchersLabel: (n: number) =>
    n === 1 ? '1 kund bevakar lediga tider den här dagen' : `${n} kunder bevakar lediga tider den här dagen`,
  previousDay: 'Föregående dag',
  nextDay: 'Nästa dag',
  previousWeek: 'Föregående vecka',
  nextWeek: 'Nästa vecka',
  today: 'Idag',
  week: (n: number) => `v. ${n}`,
  statusFilter: 'Status',
  customerFilter: 'Kunder',
  serviceFilter: 'Tjänst',
  allServices: 'Alla tjänster',
  blockTime: 'Blockera tid',
  loadFailed: 'Kalendern kunde inte laddas',
  bookingLinkFailed: 'Bokningen kunde inte öppnas',
  retry: 'Försök igen',
  time: 'Tid',
  closed: 'Stängt',
  noBookings: 'Inga bokningar',
  blocked: 'Blockerad',
  legend: {
    label: 'Förklaring',
    available: 'Ledig tid',
    booked: 'Bokad',
    blocked: 'Blockerad',
    outside: 'Utanför arbetstid',
    disabled: 'Stängt',
  },
  // Booking details
  bookingDetails: 'Bokningsdetaljer',
  customer: 'Kund',
  service: 'Tjänst',
  when: 'Tid',
  price: 'Pris',
  notes: 'Meddelande',
  phone: 'Telefon',
  email: 'E-post',
  close: 'Stäng',
  openCustomer: 'öppnas i ny flik',
  cancel: 'Avboka',
  noShow: 'Markera som utebliven',
  restore: 'Återställ till bokad',
  restoreCompleted: 'Återställ till genomförd',
  confirmCancelTitle: 'Avboka bokningen?',
  confirmCancel:
    'Är du säker på att du vill avboka denna bokning? Detta kommer att frigöra tiden för andra kunder.',
  keep: 'Behåll',
  cancelled: 'Bokning avbokad',
  cancelFailed: 'Fel vid avbokning',
  cancelFailedDescription: 'Bokning kunde inte avbokas',
  noShowDone: 'Bokning markerad som utebliven',
  noShowFailed: 'Fel vid markering som utebliven',
  noShowFailedDescription: 'Bokning kunde inte markeras som utebliven',
  restored: 'Bokning återställd',
  restoreFailed: 'Fel vid uppdatering av status',
  // Blocks
  blockDialogTitle: 'Blockera tid',
  blockDialogDescription: 'Kunder kan inte boka tider som är blockerade.',
  blockAppliesTo: 'Gäller',
  wholeSalon: 'Hela salongen',
  date: 'Datum',
  start: 'Starttid',
  end: 'Sluttid',
  reason: 'Anledning (valfritt)',
  reasonPlaceholder: 't.ex. Lunch, semester',
  save: 'Blockera',
  saving: 'Sparar...',
  blockCreated: 'Tid blockerad',
  blockCreatedCancelled: (n: number) =>
    n === 1 ? 'Tid blockerad, 1 bokning avbokad' : `Tid blockerad, ${n} bokningar avbokade`,
  coveredTitle: (n: number) => `Blockeringen täcker ${n} ${n === 1 ? 'bokning' : 'bokningar'}:`,
  coveredQuestion: 'Vad ska hända med bokningarna?',
  keepCovered: 'Behåll bokningarna (blockera bara den lediga tiden)',
  cancelCovered: 'Avboka dem (kunderna får ett mejl)',
  coveredFailed: 'Kunde inte kontrollera bokningarna under tiden. De visas när du sparar.',
  blockFailed: 'Fel vid blockering av tid',
  blockDetails: 'Blockerad tid',
  noReason: 'Ingen anledning angiven',
  removeBlock: 'Ta bort blockering',
  confirmRemoveTitle: 'Ta bort blockeringen?',
  confirmRemove: 'Tiden blir bokningsbar för kunder igen.',
  remove: 'Ta bort',
  blockRemoved: 'Blockering borttagen',
  removeFailed: 'Fel vid borttagning av blockering',
  // Staff
  staff: 'Personal',
  staffFilter: 'Personal',
  allStaff: 'All personal',
  unassigned: 'Ej tilldelad',
  anyStaff: 'Valfri',
  showStaff: 'Visa person',
  inactive: 'inaktiv',
  absence: { time_off: 'Ledig', sick: 'Sjuk' },
  /** An absence over all of a day in the phone's week list. */
  wholeDay: 'hela dagen',
  /** A member's time off their hours in their column: shaded, never offered as 'Ledig tid'. */
  offHours: 'Ej i tjänst',
  offHoursAt: (who: string, from: string, to: string) =>
    who ? `${who} är inte i tjänst ${from}–${to}` : `Inte i tjänst ${from}–${to}`,
  /** A member's working hours of the day in their column header ('Ledig' when they do not work). */
  dayOff: 'Ledig',
  workingHours: (hours: string) => `Arbetar ${hours}`,
  nowLine: (time: string) => `Nu ${time}`,
  /** A booking's processing gap ('Verkningstid', docs/decisions/036): its member is free for another customer. */
  processing: 'Verkningstid',
  processingAt: (from: string, to: string) => `verkningstid ${from}–${to}, personalen ledig`,
  filters: 'Filter',
  // 'Ny bokning'
  newBooking: 'Ny bokning',
  newBookingAt: (when: string) => `Ny bokning ${when}`,
  newBookingDescription:
    'Bokningen följer samma regler som kundernas. Kunden får en bekräftelse när e-post finns.',
  existingCustomer: 'Befintlig kund',
  newCustomer: 'Ny kund',
  customerKind: 'Kund',
  searchCustomer: 'Sök kund (namn, e-post eller telefon)',
  searching: 'Söker...',
  noCustomers: 'Inga kunder hittades',
  chooseCustomer: 'Välj en kund i listan',
  selectedCustomer: 'Vald kund',
  /** 'Ny kund' with a phone or e-mail the company already has: 'Finns redan: Per Olsson, 070-345 67 89'. */
  customerExists: (who: string) => `Finns redan: ${who}`,
  useExistingCustomer: 'Använd befintlig kund',
  // The customer record in the booking details
  customerFlag: 'Flagga',
  customerFlagged: 'Flaggad kund',
  customerNotes: 'Om kunden',
  customerNoShows: 'Uteblivna besök',
  customerName: 'Namn',
  customerPhone: 'Telefon (valfritt)',
  customerEmail: 'E-post (valfritt)',
  chooseService: 'Välj tjänst',
  bookingNotes: 'Anteckning (valfritt)',
  createBooking: 'Boka',
  bookingCreated: 'Bokning skapad',
  createFailed: 'Bokningen kunde inte skapas',
  bookAnyway: 'Boka ändå',
  overrideHint: 'Salongen kan boka tiden ändå.',
  chooseOtherTime: 'Välj en annan tid.',
  nearestFree: 'Närmaste lediga tider',
  freeAt: (time: string) => `Ledigt ${time}`,
  noFreeThatDay: 'Inga lediga tider den dagen.',
  // 'Flytta'
  move: 'Flytta',
  moveTitle: 'Flytta bokning',
  moveDescription: 'Kunden får ett mejl om den nya tiden.',
  moveSave: 'Flytta',
  moved: 'Bokningen flyttad',
  moveFailed: 'Bokningen kunde inte flyttas',
  keepStaff: 'Samma som nu',
  dragMoveTitle: 'Flytta bokningen?',
  dragMoveQuestion: (when: string, member: string | null) =>
    member ? `Flytta bokningen till ${when} hos ${member}?` : `Flytta bokningen till ${when}?`,
  notifyCustomer: 'Meddela kunden',
  cancelMove: 'Avbryt',
  undo: 'Ångra',
  moveUndone: 'Flytten ångrad',
  // Its online payment (docs/decisions/047)
  payment: 'Betalning',
  paymentWaiting: (kind: string, amount: string) => `${kind} ${amount}, väntar på betalning`,
  paymentPaidAt: (line: string, when: string) => `${line} ${when}`,
  onSite: (amount: string) => `På plats: ${amount}`,
  pendingHint: `Tiden hålls i ${PAYMENT_HOLD_MINUTES} minuter medan kunden betalar. Betalar kunden inte släpps tiden.`,
  // Where the booking was made
  source: 'Bokad via',
  sources: {
    web: 'Tidvis',
    iframe: 'Webbplatsens widget',
    admin: 'Företaget (Ny bokning)',
  },
} as const;

/** Filter values of the status filter ('all' = every status). */
export const STATUS_FILTERS = [
  'all',
  'booked',
  'pending_payment',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Status names (admin-side §3) and the filter's 'Alla'. */
export const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'Alla',
  booked: 'Bokad',
  pending_payment: 'Väntar på betalning',
  completed: 'Genomförd',
  cancelled: 'Avbokad',
  no_show: 'Utebliven',
};

export const CUSTOMER_FILTERS = ['all', 'new', 'returning'] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];

/** The customer filter (admin-side §2): new = registered within 30 days, returning = 2 or more bookings. */
export const CUSTOMER_LABELS: Record<CustomerFilter, string> = {
  all: 'Alla kunder',
  new: 'Nya',
  returning: 'Återkommande',
};

/** The Badge tone of each booking status. */
export const STATUS_TONES: Record<BookingStatus, 'accent' | 'success' | 'danger' | 'warning' | 'neutral'> = {
  booked: 'accent',
  completed: 'success',
  cancelled: 'danger',
  no_show: 'warning',
  pending_payment: 'neutral',
};
