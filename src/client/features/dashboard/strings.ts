/** Swedish texts of the customer dashboard (customer-side §2 'Customer dashboard'). */
export const t = {
  greeting: (name: string) => (name ? `Välkommen tillbaka, ${name}!` : 'Välkommen tillbaka!'),
  /** A new account's greeting (issue 21: 'tillbaka' is wrong the first time). */
  greetingNew: (name: string) => (name ? `Välkommen till Tidvis, ${name}!` : 'Välkommen till Tidvis!'),
  introNew: 'Ditt konto är klart. Hitta ett företag och boka din första tid.',
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
  loadingActivity: 'Laddar aktivitet...',
  noActivity: 'Inga bokningar att visa ännu',
  at: (company: string) => `hos ${company}`,
  bookAgainLabel: (service: string, company: string) => `Boka ${service} igen hos ${company}`,
  status: { booked: 'Bokad', completed: 'Klar', noShow: 'Uteblivit', other: 'Avbokad' },
} as const;
