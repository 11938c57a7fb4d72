import { brandStrings } from '~/client/components/brand/strings';

/** Swedish texts of the customer layout, the landing page and the not-found page (customer-side §1, §2). */
export const layoutStrings = {
  ...brandStrings,
  greeting: (name: string) => `Hej ${name}`,
  adminBadge: 'ADMIN',
  adminPanel: 'Adminpanel',
  login: 'Logga in',
  signup: 'Skapa konto',
  logout: 'Logga ut',
  logoutError: 'Fel vid utloggning',
  openMenu: 'Öppna meny',
  closeMenu: 'Stäng meny',
  menuTitle: 'Meny',
  toggleSidebar: 'Visa eller dölj sidomeny (Ctrl+B)',
  mainNav: 'Huvudmeny',
  infoNav: 'Information',
  tabNav: 'Snabbnavigering',
  profileCardHint: 'Visa profil',
  guestCardText: 'Logga in för att boka och se dina bokningar.',
  links: {
    home: 'Hem',
    myBookings: 'Mina bokningar',
    book: 'Boka',
    profile: 'Profil',
    faq: 'FAQ',
    terms: 'Villkor',
    businessRegistration: 'Företagsregistrering',
    contact: 'Kontakt',
    companyPanel: 'Företagspanel',
    platform: 'Godkänn företag',
  },
} as const;

export const landingStrings = {
  pitch: 'Hitta och boka tid hos salonger, barberare och kliniker – enkelt, dygnet runt.',
  search: 'Sök företag',
  signup: 'Skapa konto',
  login: 'Logga in',
  haveAccount: 'Har du redan ett konto?',
  // Signed in: no 'Skapa konto', but the way to one's own bookings and overview.
  myBookings: 'Mina bokningar',
  signedInAs: (name: string) => (name ? `Inloggad som ${name}.` : 'Du är inloggad.'),
  toDashboard: 'Till din översikt',
  toAdmin: 'Till företagspanelen',
} as const;

export const notFoundStrings = {
  title: 'Sidan finns inte',
  text: 'Sidan du letar efter finns inte, eller har flyttats. Sök bland salonger, barberare och kliniker i stället.',
  /** A company page whose company is unknown, removed or not yet approved. */
  companyText:
    'Företaget har tagits bort eller tar inte emot bokningar på Tidvis just nu. Hitta ett annat företag.',
  search: 'Sök företag',
  home: 'Till startsidan',
  adminHome: 'Till översikten',
} as const;

/** The error page of any route that fails to render or load. */
export const routeErrorStrings = {
  title: 'Något gick fel',
  text: 'Sidan kunde inte visas. Ladda om sidan, eller gå till startsidan och försök igen.',
  reload: 'Ladda om',
  home: 'Till startsidan',
} as const;
