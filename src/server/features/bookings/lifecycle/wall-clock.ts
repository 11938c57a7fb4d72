import { formatHhmm, minutesNowInZone, todayInZone } from '../../../../shared/dates';

/** Stockholm's date (`YYYY-MM-DD`) and wall-clock time (`HH:MM:SS`) at the instant `now`. */
export function stockholmNow(now: Date): { today: string; time: string } {
  const seconds = String(now.getUTCSeconds()).padStart(2, '0'); // zone offsets are whole minutes
  return { today: todayInZone(now), time: `${formatHhmm(minutesNowInZone(now))}:${seconds}` };
}

/** Whether Stockholm's wall clock at `now` has reached `date` (`YYYY-MM-DD`) `time` (`HH:MM:SS` as stored). */
export function wallClockReached(date: string, time: string, now: Date): boolean {
  const wall = stockholmNow(now);
  return `${date} ${time}` <= `${wall.today} ${wall.time}`;
}
