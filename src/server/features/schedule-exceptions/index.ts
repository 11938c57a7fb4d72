/** Entry module of the schedule exceptions feature: a company's date exceptions and public holidays. */
export { holidayRoutes, scheduleExceptionRoutes } from './schedule-exceptions.routes';
export { loadDateHours } from './date-hours.service';
export { findCalendarSettings } from './schedule-exceptions.queries';
