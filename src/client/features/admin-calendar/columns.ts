/**
 * The columns of the admin calendar grid: a column per date (week view, or a staff-less company's day),
 * or per staff member on one date (day view of a staffed company), plus 'Ej tilldelad' when that day has bookings
 * without a member. Pure.
 */
import { instantToZoned, zonedWallClockToInstant, addDays } from '~/shared/dates';
import type {
  AdminCalendar,
  AdminCalendarBooking,
  CalendarBlock,
  CalendarStaff,
} from '~/shared/schemas/admin-calendar';
import type { StaffAbsence } from '~/shared/schemas/staff';

/** One column: a date and whose bookings it shows (`staffId` undefined: everyone's; null: those without a member). */
export interface GridColumn {
  key: string;
  date: string;
  staffId: string | null | undefined;
  /** The member, for a staff column. */
  member?: CalendarStaff;
  /**
   * The member whose hours and absences a date column draws (the week view filtered to one member), so the
   * column offers only times they work.
   */
  hoursOf?: string;
}

/** The member whose own hours and absences `column` draws: its member, or the week view's chosen member. */
export const hoursMemberOf = (column: GridColumn): string | undefined => column.member?.id ?? column.hoursOf;

/**
 * The date hours `column` is drawn with: the company's (`data.dateHours`), and for a member's column their own
 * working hours on its date (`data.staffHours`; none known = not working), so times outside them are shaded and
 * not offered.
 */
export function columnDateHours(
  data: Pick<AdminCalendar, 'dateHours' | 'staffHours'>,
  column: GridColumn,
): AdminCalendar['dateHours'] {
  const memberId = hoursMemberOf(column);
  if (!memberId) return data.dateHours;
  const intervals = data.staffHours[memberId]?.[column.date] ?? [];
  return {
    ...data.dateHours,
    [column.date]: { intervals, note: data.dateHours[column.date]?.note ?? null },
  };
}

/** Whether the booking belongs in `column`. */
export function inColumn(booking: AdminCalendarBooking, column: GridColumn): boolean {
  if (booking.startDate !== column.date) return false;
  return column.staffId === undefined || booking.staffId === column.staffId;
}

/**
 * The members shown as day columns on `date`: the active ones, and inactive ones only when they have bookings then;
 * 'Ej tilldelad' (staffId null) last when some booking of that date has no member.
 */
export function staffColumns(data: AdminCalendar, date: string): GridColumn[] {
  const onDate = data.bookings.filter((b) => b.startDate === date);
  const columns: GridColumn[] = data.staff
    .filter((m) => m.active || onDate.some((b) => b.staffId === m.id))
    .map((member) => ({ key: `${date}|${member.id}`, date, staffId: member.id, member }));
  if (onDate.some((b) => b.staffId === null)) columns.push({ key: `${date}|none`, date, staffId: null });
  return columns;
}

/**
 * The columns of the grid: per date, or at a staffed company's day view per member. `member`: the week view's
 * chosen member (an id), whose hours the date columns then draw.
 */
export function gridColumns(
  data: AdminCalendar,
  dates: string[],
  view: 'day' | 'week',
  member?: string,
): GridColumn[] {
  // Staffed = at least one active member (decision 012); otherwise the day is one column as before.
  if (view === 'day' && data.staff.some((m) => m.active) && dates[0]) return staffColumns(data, dates[0]);
  const hoursOf = member && data.staff.some((m) => m.id === member) ? member : undefined;
  return dates.map((date) => ({ key: date, date, staffId: undefined, ...(hoursOf ? { hoursOf } : {}) }));
}

/**
 * The blocks drawn in a column: the salon-wide ones everywhere, a member's own block only in that member's column
 * (a lunch of one stylist does not grey the whole day of the week view).
 */
export function columnBlocks(blocks: CalendarBlock[], staffId: string | null | undefined): CalendarBlock[] {
  return blocks.filter((b) => b.staffId === null || (staffId != null && b.staffId === staffId));
}

/** A member's absences as blocks (so the grid greys them like blocks), with 'Ledig'/'Sjuk' as the reason. */
export function absencesAsBlocks(
  absences: StaffAbsence[],
  staffId: string | null | undefined,
  label: (a: StaffAbsence) => string,
): CalendarBlock[] {
  if (!staffId) return [];
  return absences
    .filter((a) => a.staffId === staffId)
    .map((a) => ({
      id: `absence:${a.id}`,
      start: a.start,
      end: a.end,
      reason: label(a),
      staffId: a.staffId,
    }));
}

/** Whether the block is a member's absence (not a company block the details dialog can remove). */
export const isAbsenceBlock = (block: CalendarBlock) => block.id.startsWith('absence:');

/** The minutes since midnight of `iso` on `date` (clamped to the day). */
export function minutesOnDate(iso: string, date: string): number {
  const at = new Date(iso).getTime();
  if (at <= zonedWallClockToInstant(date, '00:00').getTime()) return 0;
  if (at >= zonedWallClockToInstant(addDays(date, 1), '00:00').getTime()) return 1440;
  return instantToZoned(new Date(iso)).minutes;
}

/**
 * Side-by-side lanes for overlapping cards of one column: each booking's lane index and the lane count of its
 * group of overlapping bookings (so a cancelled booking and the one that took its time are both readable).
 */
export function laneLayout(
  items: { id: string; start: number; end: number }[],
): Map<string, { lane: number; lanes: number }> {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const result = new Map<string, { lane: number; lanes: number }>();
  let group: { id: string; lane: number }[] = [];
  let groupEnd = -1;
  let laneEnds: number[] = [];
  const flush = () => {
    for (const g of group) result.set(g.id, { lane: g.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) flush();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.push(item.end) - 1;
    else laneEnds[lane] = item.end;
    group.push({ id: item.id, lane });
    groupEnd = Math.max(groupEnd, item.end);
  }
  flush();
  return result;
}
