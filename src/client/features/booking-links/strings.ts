/**
 * Swedish texts of the pages reached from booking e-mails: /verify-booking, /booking-confirmed, /booking-error and
 * /cancel-booking (customer-side §2 'Booking confirmed, error and verify pages', §8 'Cancel').
 */
export const verifyStrings = {
  verifying: 'Verifierar din bokning...',
  /** The spec's message when the link has no token; the error page classifies it as a failed booking. */
  missingToken: 'Missing verification token',
} as const;

export const confirmedStrings = {
  title: 'Bokning bekräftad!',
  /** What the confirmation page says after 'Bekräfta att du kommer'. */
  intro: 'Tack! Vi har noterat att du kommer.',
  numberLabel: 'Bokningsnummer',
  emailSent: 'Vi har skickat en bekräftelse med alla detaljer till din e-post.',
  reminder: 'Dagen före din tid får du en påminnelse.',
  changeOrCancel: 'Behöver du avboka eller ändra tiden? Använd länken i bekräftelsemejlet.',
  home: 'Till startsidan',
  bookMore: 'Boka fler tider',
  /** /booking-confirmed opened without a booking to show: no claim that anything is confirmed. */
  noBookingTitle: 'Ingen bokning att visa',
  noBookingText:
    'Den här sidan visar en bokning när du har bekräftat den via länken i bekräftelsemejlet. Öppna länken igen, eller se dina tider under Mina bokningar.',
  myBookings: 'Mina bokningar',
} as const;

export const errorStrings = {
  expired: {
    title: 'Länken har gått ut',
    description: 'Bekräftelselänken gäller bara en begränsad tid, och den här har slutat gälla.',
    suggestions: [
      'Din bokning finns kvar – du kan se den under Mina bokningar.',
      'Kontakta företaget om du är osäker på om tiden gäller.',
    ],
  },
  used: {
    title: 'Länken har redan använts',
    description: 'Den här länken går bara att använda en gång, och bokningen är redan bekräftad.',
    suggestions: ['Du hittar bokningen under Mina bokningar.', 'Bekräftelsen finns också i din e-post.'],
  },
  unavailable: {
    title: 'Tiden är inte längre tillgänglig',
    description: 'Bokningen har avbokats eller tiden är redan tagen.',
    suggestions: ['Välj en ny tid hos företaget.', 'Sök efter ett annat företag med lediga tider.'],
  },
  failed: {
    title: 'Bokning misslyckades',
    description: 'Något gick fel och bokningen kunde inte bekräftas.',
    suggestions: [
      'Kontrollera att du öppnade hela länken från mejlet.',
      'Försök igen om en stund eller boka en ny tid.',
    ],
  },
  suggestionsTitle: 'Det här kan du göra',
  reasonLabel: 'Orsak',
  /** What went wrong, in words (the page used to show the raw code). */
  reasons: {
    used: 'Bekräftelselänken har redan använts en gång.',
    expired: 'Bekräftelselänken gäller inte längre.',
    unavailable: 'Bokningen är avbokad, så tiden är inte längre reserverad.',
    invalid: 'Länken är ogiltig. Den kan vara ofullständig eller felkopierad.',
    missing: 'Länken saknar sin bekräftelsekod.',
    rateLimited: 'För många försök på kort tid. Vänta en stund och försök igen.',
    network: 'Vi kunde inte nå servern. Kontrollera din anslutning och försök igen.',
    unknown: 'Ett oväntat fel inträffade. Försök igen, eller kontakta företaget om felet kvarstår.',
  },
  tryAgain: 'Försök igen',
  home: 'Till startsidan',
} as const;

export const cancelStrings = {
  title: 'Avboka bokning',
  loading: 'Hämtar bokningen...',
  intro: 'Du är på väg att avboka den här tiden:',
  service: 'Tjänst',
  company: 'Företag',
  address: 'Adress',
  date: 'Datum',
  time: 'Tid',
  cancel: 'Avboka bokningen',
  cancelling: 'Avbokar...',
  confirmTitle: 'Vill du avboka?',
  confirmText: 'Tiden släpps och kan bokas av någon annan. Det går inte att ångra.',
  confirm: 'Ja, avboka',
  keep: 'Behåll bokningen',
  cancelled: 'Bokningen har avbokats',
  cancelledText: 'Vi har skickat en bekräftelse på avbokningen till din e-post.',
  alreadyCancelled: 'Bokningen är redan avbokad',
  alreadyCancelledText: 'Den här bokningen är redan avbokad. Du behöver inte göra något mer.',
  started: 'Bokningen kan inte längre avbokas',
  startedText: 'Tiden har redan börjat eller passerat. Kontakta företaget om du har frågor.',
  notActive: 'Bokningen är inte längre aktiv',
  invalid: 'Länken är ogiltig',
  invalidText:
    'Vi hittar ingen bokning för den här länken. Kontrollera att du öppnade hela länken från mejlet.',
  fetchFailed: 'Kunde inte hämta bokningsdetaljer',
  cancelFailed: 'Fel vid avbokning av bokning',
  bookAgain: 'Boka en ny tid',
  /** After a cancel: the same service at the same company. */
  bookSameAgain: 'Boka igen',
  /** Offered before cancelling. */
  moveInstead: 'Passar tiden inte? Du kan flytta bokningen till en annan tid i stället för att avboka.',
  move: 'Ändra tid i stället',
  home: 'Till startsidan',
} as const;
