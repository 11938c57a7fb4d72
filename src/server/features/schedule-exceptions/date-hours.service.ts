import { resolveCompanyDateHours, resolveStaffDateHours } from '../../../shared/availability/date-hours';
import type { WeeklySchedule } from '../../../shared/schedule';
import type { AdminCalendar } from '../../../shared/schemas/admin-calendar';
import type { Database } from '../../db/client';
import { swedishHolidaysBetween } from '../../holidays/swedish-holidays';
import { listExceptionRows } from './schedule-exceptions.queries';

/**
 * The per-date hours of the company over the dates [from, to] (`YYYY-MM-DD`, inclusive) as the admin calendar and
 * 'Veckoschema – Kundvy' draw them: `dateHours`, the company's dates that differ from `schedule` (exceptions and
 * public holidays), and `staffDateHours`, per member id in `staffIds` their own differing dates.
 */
export async function loadDateHours(
  db: Database,
  companyId: string,
  from: string,
  to: string,
  schedule: WeeklySchedule,
  staffIds: string[] = [],
): Promise<Pick<AdminCalendar, 'dateHours' | 'staffDateHours'>> {
  const rows = await listExceptionRows(db, companyId, from, to);
  return {
    dateHours: Object.fromEntries(
      resolveCompanyDateHours(from, to, rows, swedishHolidaysBetween(from, to), schedule),
    ),
    staffDateHours: Object.fromEntries(
      staffIds.map((id) => [
        id,
        Object.fromEntries(
          resolveStaffDateHours(
            from,
            to,
            rows.filter((row) => row.staffId === id),
          ),
        ),
      ]),
    ),
  };
}
