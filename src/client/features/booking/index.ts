/** Entry module of the booking feature (the customer's booking flow): what other features may import. */
export { BookAgainLink, bookAgainHref } from './book-again-link';
export { dayStatusText } from './day-status';
export { type Slot } from './slot-button';
export { availabilityKey } from './use-availability';
export { bookingKey, useBooking } from './use-booking';
export { useCompany } from './use-company';
