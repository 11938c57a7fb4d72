import type { Gender } from '~/shared/schemas/profile';

/** Swedish texts of the profile page (customer-side §2 'Profile', §5, §8 history, feedback and password toasts). */
export const t = {
  title: 'Profil',
  loading: 'Laddar profil...',
  loadFailed: 'Kunde inte hämta profilen',
  tryAgain: 'Försök igen',

  // Guests
  guestTitle: 'Logga in för att se din profil',
  guestText:
    'Med ett konto kan du se och ändra dina uppgifter, följa din bokningshistorik och lämna feedback.',
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
  statusCompleted: 'Genomförd',
  statusCancelled: 'Avbokad',
  at: 'hos',
  giveFeedback: 'Lämna feedback',
  giveFeedbackLabel: (service: string, date: string) => `Lämna feedback på ${service} ${date}`,
  feedbackGiven: 'Feedback lämnad',

  // Feedback dialog
  feedbackTitle: 'Lämna feedback',
  feedbackDescription: (service: string, company: string) => `Hur var ${service} hos ${company}?`,
  rating: 'Betyg',
  stars: (n: number) => (n === 1 ? '1 stjärna' : `${n} stjärnor`),
  comment: 'Kommentar (valfritt)',
  send: 'Skicka',
  sending: 'Skickar...',
  feedbackSent: 'Feedback skickat',
  feedbackThanks: 'Tack för din feedback!',
  feedbackFailed: 'Kunde inte skicka feedback',

  // Favourites
  favouritesTitle: 'Favoriter',
  favouritesText: 'Snart kan du spara dina favoritföretag här och boka dem snabbare.',
  favouritesLink: 'Hitta företag',

  // Settings
  settingsTitle: 'Inställningar',
  notifications: 'Notiser',
  notificationsHint: 'Välj hur vi kontaktar dig',
  emailNotifications: 'E-postnotiser',
  emailNotificationsHint: 'Påminnelse dagen före din bokning. Bekräftelser skickas alltid.',
  smsNotifications: 'SMS-notiser',
  smsNotificationsHint: 'Påminnelse via SMS dagen före din tid, till telefonnumret i din profil',
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
} as const;
