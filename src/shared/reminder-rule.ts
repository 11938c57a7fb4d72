import { addDays, todayInZone, zonedWallClockToInstant } from './dates';

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

/**
 * Whether the reminder moment of a booking on Stockholm `startDate` (`YYYY-MM-DD`) is still ahead at `now`: the day
 * before at `reminderHour`:00 Stockholm (REMINDER_HOUR, 0–23), when the reminder job starts sending that date's
 * reminders. A move to a new time makes the reminder due again only then; once the moment has passed, the job would
 * send it at once, so a customer already reminded would get a second reminder within the minute.
 */
export function reminderMomentAhead(startDate: string, now: Date, reminderHour: number): boolean {
  const hh = String(reminderHour).padStart(2, '0');
  const moment = zonedWallClockToInstant(addDays(startDate, -1), `${hh}:00`);
  return now.getTime() < moment.getTime();
}
