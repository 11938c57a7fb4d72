/**
 * A company's booking policy (decision 014): how late its customers may cancel or move a booking
 * online, and how far ahead they may book. Pure rules, shared by the server (which enforces them) and the client
 * (which shows them). Times are Europe/Stockholm wall clock; notice periods are elapsed hours, so a deadline
 * across a DST change lies that many real hours before the start.
 */
import { addMonths, formatHhmm, instantToZoned, todayInZone, zonedWallClockToInstant } from './dates';
import { formatShortDateSv } from './date-labels-sv';

export {
  BOOKING_HORIZON_OPTIONS,
  CANCELLATION_NOTICE_OPTIONS,
  DEFAULT_BOOKING_HORIZON_MONTHS,
  noticeDescription,
} from './cancellation-notice';

const MS_PER_HOUR = 3_600_000;

/**
 * The last instant a customer may cancel or move a booking starting at Stockholm `startDate` (`YYYY-MM-DD`)
 * `startTime` (`HH:MM`) online, with `noticeHours` of notice: the start minus that many elapsed hours. With 0
 * hours it is the start itself.
 */
export function cancellationDeadline(startDate: string, startTime: string, noticeHours: number): Date {
  const start = zonedWallClockToInstant(startDate, startTime);
  return new Date(start.getTime() - noticeHours * MS_PER_HOUR);
}

/** Whether a customer may still cancel or move online at `now`: strictly before the deadline. */
export function customerMayChange(deadline: Date, now: Date): boolean {
  return now.getTime() < deadline.getTime();
}

/**
 * The last date (`YYYY-MM-DD`, Stockholm) customers may book at `now` with a horizon of `months` calendar months:
 * today plus that many months (the day clamped to a shorter month's end), inclusive.
 */
export function lastBookableDate(now: Date, months: number): string {
  return addMonths(todayInZone(now), months);
}

/** Whether a booking on `date` (`YYYY-MM-DD`) lies within the horizon of `months` months at `now`. */
export function withinBookingHorizon(date: string, now: Date, months: number): boolean {
  return date <= lastBookableDate(now, months);
}

/** An instant as Stockholm wall clock, `'tis 24 nov 10:00'` (how deadlines are shown everywhere). */
export function formatDeadline(instant: Date): string {
  const { date, minutes } = instantToZoned(instant);
  return `${formatShortDateSv(date)} ${formatHhmm(minutes)}`;
}

/** `'Avbokning senast tis 24 nov 10:00'`: the line shown with a booking when the company asks for notice. */
export function deadlineLine(deadline: Date): string {
  return `Avbokning senast ${formatDeadline(deadline)}`;
}

/**
 * The refusal a customer gets past the deadline (409 on the server, the buttons' text in the client):
 * names the deadline and how to reach the company (`contact`: formatted phone or e-mail; null = none known).
 */
export function deadlinePassedMessage(deadline: Date, companyName: string, contact: string | null): string {
  const lead = `Sista tid att avboka eller ändra online var ${formatDeadline(deadline)}.`;
  return contact ? `${lead} Kontakta ${companyName} på ${contact}.` : `${lead} Kontakta ${companyName}.`;
}

/** The refusal of a date beyond the horizon: `last` is the last bookable date (`YYYY-MM-DD`). */
export function beyondHorizonMessage(months: number, last: string): string {
  const span = months === 1 ? '1 månad' : `${months} månader`;
  return `Det går att boka högst ${span} framåt, till och med ${formatShortDateSv(last)}. Välj ett tidigare datum.`;
}
