// The links are built the same on both sides (the customer's pages offer them too).
export { googleCalendarUrl, outlookCalendarUrl } from '../../shared/calendar-links';
