/** Swedish texts of the admin login page and the admin layout (admin-side §2, §8). */
export const adminLayoutStrings = {
  panelLabel: 'Administration',
  /** The top bar's label for a staff account (docs/decisions/035). */
  staffPanelLabel: 'Personal',
  logout: 'Logga ut',
  openMenu: 'Öppna meny',
  closeMenu: 'Stäng meny',
  menuTitle: 'Adminmeny',
  toggleSidebar: 'Visa eller dölj sidomeny (Ctrl+B)',
  mainNav: 'Adminmeny',
  tabNav: 'Adminnavigering',
  /** The bottom bar's 'Mer' button: what it opens. */
  moreTitle: 'Mer: Omdömen, Rapporter, Inställningar',
  toCustomerSite: 'Till kundsidan',
  pending: 'Ditt företag väntar på godkännande. Kunder kan inte boka ännu.',
  pendingSetup: 'Under tiden kan du lägga upp',
  pendingServices: 'tjänster',
  pendingAnd: 'och',
  pendingHours: 'arbetstider',
  links: {
    dashboard: 'Översikt',
    reports: 'Rapporter',
    calendar: 'Kalender',
    customers: 'Kunder',
    services: 'Tjänster',
    staff: 'Personal',
    reviews: 'Omdömen',
    settings: 'Inställningar',
    more: 'Mer',
  },
} as const;

export const adminLoginStrings = {
  title: 'Logga in som företag',
  intro: 'Logga in med e-postadressen som ditt företag är registrerat med.',
  noCompany: 'Har du inget företagskonto?',
  register: 'Registrera ditt företag',
  toCustomer: 'Är du kund?',
  toCustomerLink: 'Logga in som kund',
  success: 'Inloggning lyckades',
} as const;
