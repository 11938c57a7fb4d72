/** Swedish texts of the admin login page and the admin layout (admin-side §2, §8). */
export const adminLayoutStrings = {
  panelLabel: 'ADMIN PANEL',
  logout: 'Logga ut',
  openMenu: 'Öppna meny',
  closeMenu: 'Stäng meny',
  menuTitle: 'Adminmeny',
  toggleSidebar: 'Visa eller dölj sidomeny (Ctrl+B)',
  mainNav: 'Adminmeny',
  tabNav: 'Adminnavigering',
  toCustomerSite: 'Till kundsidan',
  pending: 'Ditt företag väntar på godkännande. Kunder kan inte boka ännu.',
  links: {
    dashboard: 'Dashboard',
    calendar: 'Kalender',
    customers: 'Kunder',
    services: 'Tjänster',
    settings: 'Inställningar',
  },
} as const;

export const adminLoginStrings = {
  title: 'Logga in som företag',
  intro: 'Logga in med e-postadressen som ditt företag är registrerat med.',
  email: 'E-post',
  password: 'Lösenord',
  submit: 'Logga in',
  submitting: 'Loggar in...',
  noCompany: 'Har du inget företagskonto?',
  register: 'Registrera ditt företag',
  toCustomer: 'Är du kund?',
  toCustomerLink: 'Logga in som kund',
  success: 'Inloggning lyckades',
  failure: 'Inloggning misslyckades',
  unexpectedTitle: 'Fel vid inloggning',
  unexpected: 'Ett oväntat fel inträffade. Försök igen.',
} as const;
