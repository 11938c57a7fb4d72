import { addDays, todayInZone, zonedWallClockToInstant } from '../../../shared/dates';

/**
 * Until when (epoch ms, exclusive) a computed week of availability stays exactly what the engine would compute
 * again, absent any change to the company: the engine drops a start once `now` reaches it, and at Stockholm
 * midnight today becomes a past day. So: the earliest offered start of the week, or the next midnight, whichever
 * comes first. `days` are the engine's days in date order (`YYYY-MM-DD`, `HH:MM` starts, Europe/Stockholm).
 */
export function weekValidUntil(
  days: readonly { date: string; slots: readonly { startTime: string }[] }[],
  now: Date,
): number {
  const nextMidnight = zonedWallClockToInstant(addDays(todayInZone(now), 1), '00:00').getTime();
  const first = days.find((d) => d.slots.length > 0);
  if (!first) return nextMidnight;
  return Math.min(nextMidnight, zonedWallClockToInstant(first.date, first.slots[0]!.startTime).getTime());
}
