/**
 * The booking toasts' Swedish texts (customer-side §8). Apart from strings.ts: only the form step (a chunk of its
 * own) shows them, so they are not on the booking page's first load.
 */
export const toastText = {
  slotTakenTitle: 'Tiden är redan bokad',
  slotTakenText: 'Någon annan hann boka denna tid. Vänligen välj en annan tid.',
  dailyLimitTitle: 'Bokningsgräns nådd',
  dailyLimitText: 'Du kan maximalt boka 5 tider per dag.',
  bookingFailedTitle: 'Fel vid bokning',
  bookingFailedText: 'Det uppstod ett fel. Försök igen.',
  retryAfterAuth: 'Klicka på Bekräfta bokning för att försöka igen',
  retryAfterAuthPayment: 'Klicka på Gå till betalning för att försöka igen',
  bookingConfirmedToast: 'Bokning bekräftad',
} as const;
