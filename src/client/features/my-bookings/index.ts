/** Entry module of the my-bookings feature (the customer's bookings): what other features may import. */
export { myBookingsQuery } from './use-my-bookings';
export { watchKeys } from './use-watches';
