/** Swedish texts of 'Ändra bokning' (customer-side §2 'Edit booking', §8 edit toasts). */
export const t = {
  title: 'Ändra bokning',
  loading: 'Laddar bokning...',
  notFound: 'Bokningen kunde inte hittas',
  notEditable: 'Bokningen kan inte längre ändras.',
  backToMyBookings: 'Tillbaka till mina bokningar',
  tryAgain: 'Försök igen',

  // Current booking
  current: 'Nuvarande bokning',
  at: (company: string) => `hos ${company}`,

  // Staff
  chooseStaff: 'Välj personal',

  // Date and time
  chooseDate: 'Välj nytt datum',
  chooseTime: 'Välj ny tid',
  previousWeek: 'Föregående vecka',
  nextWeek: 'Nästa vecka',
  week: (n: number) => `v. ${n}`,
  today: 'idag',
  past: 'passerat',
  currentMarker: 'nuvarande',
  loadingSlots: 'Laddar lediga tider...',
  noSlots: 'Inga lediga tider denna dag',
  closed: 'Stängt',
  loadSlotsFailed: 'Kunde inte hämta lediga tider.',
  slotLabel: (date: string, time: string, current: boolean) =>
    `${date} ${time}${current ? ' (nuvarande tid)' : ''}`,

  // Confirm
  newTime: 'Ny tid',
  newTimeValue: (date: string, time: string) => `${date} kl. ${time}`,
  confirm: 'Bekräfta ändring',
  confirming: 'Sparar ändring...',

  // Toasts (§8)
  updated: 'Bokningen uppdaterad!',
  loadFailed: 'Kunde inte hämta bokningsdetaljer',
  updateFailed: 'Kunde inte uppdatera bokningen',
} as const;
