import { BOOKING_STATUS_LABELS } from '~/shared/booking-status-labels';
import type { Gender } from '~/shared/schemas/profile';

/** Swedish texts of the profile page (customer-side §2 'Profile', §5, §8 history, feedback and password toasts). */
export const t = {
  title: 'Profil',
  /** The browser tab's title, 'Min profil – Tidvis'. */
  documentTitle: 'Min profil',
  loading: 'Laddar profil...',
  loadFailed: 'Kunde inte hämta profilen',
  tryAgain: 'Försök igen',

  // Guests
  guestTitle: 'Logga in för att se din profil',
  guestText:
    'Med ett konto kan du se och ändra dina uppgifter, följa din bokningshistorik och lämna omdömen.',
  logIn: 'Logga in',
  createAccount: 'Skapa konto',

  // Personal details
  detailsTitle: 'Personliga uppgifter',
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  email: 'E-post',
  phone: 'Telefon',
  age: 'Ålder',
  ageValue: (age: number) => `${age} år`,
  gender: 'Kön',
  memberSince: 'Medlem sedan',
  notGiven: 'Ej angivet',
  editProfile: 'Redigera profil',
  genders: { unspecified: 'Vill inte ange', male: 'Man', female: 'Kvinna', other: 'Annat' } satisfies Record<
    Gender,
    string
  >,
  save: 'Spara',
  saving: 'Sparar...',
  cancel: 'Avbryt',
  close: 'Stäng',
  profileUpdated: 'Profil uppdaterad',
  profileUpdateFailed: 'Kunde inte uppdatera profilen',

  // History
  historyTitle: 'Bokningshistorik',
  historyGuest: 'Logga in för att se dina tidigare bokningar.',
  historyLoading: 'Laddar bokningshistorik...',
  historyEmpty: 'Inga tidigare bokningar ännu',
  historyErrorTitle: 'Fel',
  historyError: 'Kunde inte hämta bokningshistorik',
  statusCompleted: BOOKING_STATUS_LABELS.completed,
  statusCancelled: BOOKING_STATUS_LABELS.cancelled,
  at: 'hos',
  giveFeedback: 'Lämna omdöme',
  giveFeedbackLabel: (service: string, date: string) => `Lämna omdöme om ${service} ${date}`,
  feedbackGiven: 'Omdöme lämnat',

  // Feedback dialog
  feedbackTitle: 'Lämna omdöme',
  feedbackDescription: (service: string, company: string) => `Hur var ${service} hos ${company}?`,
  rating: 'Betyg',
  stars: (n: number) => (n === 1 ? '1 stjärna' : `${n} stjärnor`),
  comment: 'Kommentar (valfritt)',
  send: 'Skicka',
  sending: 'Skickar...',
  feedbackSent: 'Omdöme skickat',
  feedbackThanks: 'Tack för ditt omdöme!',
  feedbackFailed: 'Kunde inte skicka omdömet',

  // Favourites
  favouritesTitle: 'Favoriter',
  favouritesText: 'Tryck på hjärtat hos ett företag för att spara det här och boka det snabbare.',
  favouritesLoading: 'Hämtar favoriter …',
  favouritesError: 'Favoriterna kunde inte hämtas.',
  bookAgainLabel: (service: string, company: string) => `Boka ${service} igen hos ${company}`,
  publishReview: 'Visa mitt omdöme på företagets sida (med förnamn och initial)',
  favouritesLink: 'Hitta företag',

  // Settings
  settingsTitle: 'Inställningar',
  notifications: 'Notiser',
  notificationsHint: 'Välj hur vi kontaktar dig',
  emailNotifications: 'E-postnotiser',
  emailNotificationsHint:
    'Påminnelse dagen före din bokning och lediga tider du bevakar. Bekräftelser skickas alltid.',
  smsNotifications: 'SMS-notiser',
  smsNotificationsHint:
    'Påminnelse dagen före din tid och lediga tider du bevakar, till telefonnumret i din profil',
  smsBookingMessages: 'Bokningar via SMS',
  smsBookingMessagesHint: 'Bekräftelse, ändrad tid och avbokning även via SMS, inte bara e-post',
  notificationsSaved: 'Notisinställningar sparade',
  notificationsFailed: 'Kunde inte spara notisinställningarna',
  changePassword: 'Byt lösenord',
  changePasswordHint: 'Du loggas ut från dina andra enheter',
  currentPassword: 'Nuvarande lösenord',
  newPassword: 'Nytt lösenord',
  newPasswordHint: 'Minst 8 tecken, en versal och en siffra',
  confirmPassword: 'Bekräfta nytt lösenord',
  passwordUpdated: 'Lösenordet är uppdaterat',
  passwordError: 'Fel vid lösenordsändring',
  passwordErrorText: 'Något gick fel. Försök igen.',
  passwordUnexpected: 'Ett oväntat fel inträffade',
  wrongCurrentPassword: 'Fel nuvarande lösenord',
  privacy: 'Integritet och GDPR',
  privacyHint: 'Så hanterar vi dina uppgifter',
  logOut: 'Logga ut',

  // Your data
  exportData: 'Exportera mina uppgifter',
  exportDataHint: 'Ladda ner allt vi har sparat om dig',
  exportText:
    'Filen innehåller din profil, dina inställningar, alla dina bokningar med meddelanden, dina omdömen och kundkorten som företagen har om dig. Företagens egna anteckningar om dig ingår inte, men filen säger om de finns.',
  exportJson: 'Ladda ner (JSON)',
  exportJsonHint: 'För att flytta uppgifterna till en annan tjänst',
  exportHtml: 'Ladda ner som webbsida (HTML)',
  exportHtmlHint: 'Lätt att läsa i webbläsaren',
  deleteAccount: 'Radera mitt konto',
  deleteAccountHint: 'Tar bort ditt konto och dina uppgifter',
  deleteTitle: 'Radera ditt konto',
  deleteWhat: [
    'Kommande bokningar avbokas och företagen får besked.',
    'Du loggas ut på alla enheter och ditt konto och din profil tas bort.',
    'Avslutade bokningar finns kvar hos företagen utan ditt namn, din e-post, ditt telefonnummer och dina meddelanden. Omdömen finns kvar utan namn.',
    'Det går inte att ångra. Du får ett sista mejl som bekräftar raderingen.',
  ],
  confirmWith: 'Bekräfta med',
  withPassword: 'Lösenord',
  withCode: 'Kod via e-post',
  password: 'Ditt lösenord',
  sendCode: 'Mejla mig en kod',
  sendingCode: 'Skickar...',
  codeSent: (email: string) => `Vi har mejlat en 6-siffrig kod till ${email}. Den gäller i 10 minuter.`,
  code: 'Kod från mejlet',
  deleteConfirm: 'Radera kontot',
  deleting: 'Raderar...',
  deleted: 'Ditt konto är raderat',
  deletedText: 'Vi har mejlat en bekräftelse.',
  deleteFailed: 'Kontot kunde inte raderas',
  confirmMissing: 'Fyll i ditt lösenord eller koden från mejlet.',
} as const;
