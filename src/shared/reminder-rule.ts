import { todayInZone } from './dates';

/**
 * Whether the day-before reminder will still go out for a booking on Stockholm `startDate` (`YYYY-MM-DD`) as seen at
 * the instant `now`. The reminder job (server/jobs/reminders.ts) sends reminders on the day before
 * a booking's date, from REMINDER_HOUR on, to every booked booking dated tomorrow; a booking for today (made at 13:34
 * for 14:00) therefore never gets one, while one for tomorrow or later does. Used wherever a reminder is promised
 * (the confirmation e-mail, /booking-confirmed), so the promise is made only when it is kept.
 */
export function dayBeforeReminderPlanned(startDate: string, now: Date): boolean {
  return startDate > todayInZone(now);
}
