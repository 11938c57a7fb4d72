/** Entry module of the admin calendar feature: bookings, blocks and status changes in the company's calendar. */
export { adminCalendarRoutes } from './admin-calendar.routes';
export { listCompanyBlocks } from './admin-calendar.queries';
