import { BOOKING_STATUS_LABELS } from '~/shared/booking-status-labels';

/** Swedish texts of 'Mina bokningar' (customer-side §2 'My bookings', §8 cancel and my-bookings toasts). */
export const t = {
  title: 'Mina bokningar',
  upcoming: 'Kommande bokningar',
  previous: 'Tidigare bokningar',
  loading: 'Laddar bokningar...',
  noUpcoming: 'Du har inga kommande bokningar',
  bookATime: 'Boka en tid',
  noPrevious: 'Inga tidigare bokningar',
  loggedOut: 'Du måste vara inloggad för att se dina bokningar',
  logIn: 'Logga in',
  change: 'Ändra',
  changeLabel: (service: string, date: string) => `Ändra ${service} ${date}`,
  cancel: 'Avboka',
  cancelLabel: (service: string, date: string) => `Avboka ${service} ${date}`,
  cancelled: 'Avbokad',
  /** Badges of 'Tidigare bokningar' by status (the names of every page). */
  previousStatus: BOOKING_STATUS_LABELS,
  inProgress: 'Pågår',
  at: (company: string) => `hos ${company}`,

  // Confirmation dialog
  confirmTitle: 'Avboka bokningen?',
  confirmText: (service: string, company: string, date: string, time: string) =>
    `${service} hos ${company}, ${date} kl. ${time}. Tiden blir ledig för andra.`,
  confirmAction: 'Avboka',
  keep: 'Behåll',

  // Toasts (§8)
  loadFailed: 'Kunde inte hämta bokningar',
  tryAgain: 'Försök igen',
  cancelSuccess: 'Bokningen har avbokats',
  cancelNotCancellable: 'Bokningen kunde inte avbokas. Kontrollera att den fortfarande är aktiv.',
  cancelFailed: 'Fel vid avbokning av bokning',

  // 'Bevakningar': the customer's watches for freed times (docs/decisions/044)
  watches: 'Bevakningar',
  anyStaff: 'Valfri personal',
  /** As a booking's member line (staff-choice's StaffLine). */
  watchStaff: (name: string) => `Personal: ${name}`,
  removeWatch: 'Ta bort',
  removeWatchLabel: (services: string, company: string, dates: string) =>
    `Ta bort bevakningen ${services} hos ${company}, ${dates}`,
  watchRemoved: 'Bevakningen har tagits bort',
  watchRemoveFailed: 'Kunde inte ta bort bevakningen',
} as const;
