/** Entry module of the edit-booking feature (moving a booking): what other features may import. */
export { useBooking } from './use-edit-booking';
