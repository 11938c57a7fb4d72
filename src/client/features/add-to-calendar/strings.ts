/** Swedish texts of 'Lägg till i kalender'. */
export const t = {
  title: 'Lägg till i kalender',
  file: 'Kalenderfil (.ics)',
  // 'Google', not 'Google Kalender': after the heading it says enough, and the three fit one row on a phone.
  google: 'Google',
  outlook: 'Outlook',
  forBooking: (booking: string) => `för ${booking}`,
  newTab: 'öppnas i ny flik',
};
