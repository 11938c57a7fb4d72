// The links are built the same on both sides (issue 20: the customer's pages offer them too).
export { googleCalendarUrl, outlookCalendarUrl } from '../../shared/calendar-links';
