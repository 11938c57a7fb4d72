/** Swedish texts of 'Lägg till i kalender' (issue 20 §3). */
export const t = {
  title: 'Lägg till i kalender',
  file: 'Kalenderfil (.ics)',
  google: 'Google Kalender',
  outlook: 'Outlook',
  forBooking: (booking: string) => `för ${booking}`,
  newTab: 'öppnas i ny flik',
};
