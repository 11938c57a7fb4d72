/** Entry module of the availability feature: a company's free times, computed and cached. */
export { availabilityRoutes, serveHeldWeek } from './availability.routes';
export { warmAvailabilityCode, type CodeWarmUp, type InProcessRequest } from './warm-code';
export {
  NO_COMPANY,
  cachedFirstFrees,
  cachedWeekAvailability,
  warmAvailabilityStatements,
} from './cached-availability';
// What booking and moving a booking check a slot with (the bookings and admin-calendar features).
export {
  busyPeriodsBounds,
  busyPeriodsSubqueries,
  loadActiveService,
  loadActiveServices,
  loadBusyPeriods,
  loadStaffWorkingHours,
  toAvailabilityInput,
  visitAvailabilityInput,
  visitService,
  type VisitPartService,
  type AvailabilityService,
  type BusyPeriods,
  type ScheduleSettings,
  type StaffWorkingHours,
} from './availability.service';
export type { ActiveStaffMember, HeldBooking, QueryValue } from './availability.queries';
