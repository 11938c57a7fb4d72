import { OPEN_STATUS_DAYS, openStatusAt } from '../../../shared/availability/open-status';
import { addDays, todayInZone } from '../../../shared/dates';
import type { WeeklySchedule } from '../../../shared/schedule';
import type { OpenStatus } from '../../../shared/schemas/company';
import type { Database } from '../../db/client';
import { loadDateHours } from '../schedule-exceptions';

/**
 * Whether the company is open at `now` (decision 041): its weekly schedule with the dates that differ from it over
 * the next OPEN_STATUS_DAYS days (its exceptions and the public holidays, as the slot engine reads them: one
 * statement), resolved by openStatusAt. Null when the company has no weekly schedule.
 */
export async function loadOpenStatus(
  db: Database,
  company: { id: string; weeklySchedule: unknown },
  now: Date,
): Promise<OpenStatus | null> {
  const schedule = company.weeklySchedule as WeeklySchedule | null;
  if (!schedule) return null;
  const today = todayInZone(now);
  const { dateHours } = await loadDateHours(
    db,
    company.id,
    today,
    addDays(today, OPEN_STATUS_DAYS - 1),
    schedule,
  );
  return openStatusAt(now, schedule, new Map(Object.entries(dateHours)));
}
