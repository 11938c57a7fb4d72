/**
 * The sonner id shared by a sign-up's toasts ('Nästan klart – bekräfta din e-post', then 'E-post verifierad', 'Ny kod skickad' or
 * 'Felaktig kod'): each step's toast replaces the one before instead of stacking over the page, where in the booking
 * flow 'Bokning bekräftad' follows at once. sonner merges an update into the toast it replaces, so a toast without a
 * description of its own passes `description: null` (else it would keep the one before).
 */
export const SIGN_UP_TOAST_ID = 'sign-up';
