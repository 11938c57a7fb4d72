import { BOOKING_STATUS_LABELS } from '~/shared/booking-status-labels';

/** Swedish texts of the customer dashboard (customer-side §2 'Customer dashboard'). */
export const t = {
  /** The browser tab's title, 'Översikt – Tidvis'. */
  documentTitle: 'Översikt',
  greeting: (name: string) => (name ? `Välkommen tillbaka, ${name}!` : 'Välkommen tillbaka!'),
  /** A new account's greeting ('tillbaka' is wrong the first time). */
  greetingNew: (name: string) => (name ? `Välkommen till Tidvis, ${name}!` : 'Välkommen till Tidvis!'),
  introNew: 'Ditt konto är klart. Hitta ett företag och boka din första tid.',
  /** A new account that has already booked (not 'boka din första tid'). */
  introNewBooked: 'Ditt konto är klart och din bokning är gjord. Här ser du dina tider och kan boka fler.',
  intro: 'Här hittar du dina bokningar och kan boka nya tider.',
  profile: 'Din profil',
  email: 'E-post',
  memberSince: 'Medlem sedan',
  findCompanies: 'Hitta företag',
  findCompaniesText: 'Sök bland företag och boka en tid.',
  myBookings: 'Mina bokningar',
  myBookingsText: 'Se, ändra eller avboka dina tider.',
  quickBooking: 'Snabb bokning',
  quickBookingLoading: 'Hämtar ditt senaste besök...',
  quickBookingNone: 'Efter ditt första besök bokar du samma tjänst igen här.',
  recentActivity: 'Senaste aktivitet',
  recentActivityOrder: 'Dina senast gjorda bokningar, den senaste först.',
  madeOn: (date: string) => `Bokades ${date}`,
  loadingActivity: 'Laddar aktivitet...',
  noActivity: 'Inga bokningar att visa ännu',
  at: (company: string) => `hos ${company}`,
  bookAgainLabel: (service: string, company: string) => `Boka ${service} igen hos ${company}`,
  status: BOOKING_STATUS_LABELS,
} as const;
