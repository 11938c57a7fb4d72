import { formatHhmm, minutesNowInZone, todayInZone } from '~/shared/dates';

/** The 'Ny bokning' form's select style (a native select, as tall as the inputs). */
export const selectClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900';

/**
 * The aria attributes of a 'Ny bokning' field with an `error`: invalid, described by the Field's message
 * (`nb-<key with '-' for '.'>-error`); none without one.
 */
export function fieldErrorProps(key: string, error: { message?: string } | undefined) {
  return error?.message
    ? { 'aria-invalid': true as const, 'aria-describedby': `nb-${key.replace('.', '-')}-error` }
    : {};
}

/** 'Starttid' of a day other than today: the usual opening. */
export const DEFAULT_NEW_BOOKING_START = '09:00';

/**
 * 'Starttid' 'Ny bokning' opens with on `date` (`YYYY-MM-DD`) at the server's instant `now`: today, the next
 * quarter hour after now (13:50 -> 14:00, at most 23:45), so a walk-in is booked without typing; another day
 * DEFAULT_NEW_BOOKING_START.
 */
export function defaultStartTime(date: string, now: Date): string {
  if (date !== todayInZone(now)) return DEFAULT_NEW_BOOKING_START;
  const minutes = minutesNowInZone(now) + (now.getSeconds() > 0 || now.getMilliseconds() > 0 ? 1 : 0);
  return formatHhmm(Math.min(Math.ceil(minutes / 15) * 15, 23 * 60 + 45));
}
