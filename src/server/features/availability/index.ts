/** Entry module of the availability feature: a company's free times, computed and cached. */
export { availabilityRoutes } from './availability.routes';
export { cachedFirstFrees, cachedWeekAvailability } from './cached-availability';
