/** Entry module of the booking links feature: the cancel and verify links mailed with a booking. */
export { bookingLinksRoutes } from './booking-links.routes';
