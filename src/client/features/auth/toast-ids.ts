/**
 * The sonner id shared by a sign-up's toasts ('Registrering initierad', then 'E-post verifierad', 'Ny kod skickad' or
 * 'Felaktig kod'): each step's toast replaces the one before instead of stacking over the page, where in the booking
 * flow 'Bokning bekräftad' follows at once.
 */
export const SIGN_UP_TOAST_ID = 'sign-up';
