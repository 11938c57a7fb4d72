/** Entry module of the calendar-feeds feature: the company's iCalendar subscription links. */
export { adminCalendarFeedRoutes, publicCalendarFeedRoutes } from './calendar-feeds.routes';
