/**
 * Why 'Ny bokning' refuses a time, and what the salon may book anyway (docs/decisions/030-salon-overrides-hours.md).
 * The slot engine answers only "offered or not"; this explains a refusal with the first reason a front desk can act
 * on, per candidate member, and finds the nearest free starts of the day.
 */
import { inArray } from 'drizzle-orm';
import { activeParts, computeDaySlots, type AvailabilityInput } from '../../../shared/availability';
import {
  formatHhmm,
  instantToZoned,
  parseHhmm,
  todayInZone,
  weekdayKey,
  zonedWallClockToInstant,
} from '../../../shared/dates';
import type { TimeInterval } from '../../../shared/schedule';
import {
  SLOT_REFUSAL_MESSAGES as M,
  SLOT_REFUSAL_OVERRIDABLE,
  type SlotCheck,
  type SlotRefusalCode,
  type SlotRefusalReason,
} from '../../../shared/schemas/admin-calendar';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { BOOKING_ERRORS } from '../../../shared/schemas/booking';
import { toHhmm } from '../../lib/pg-time';
import {
  loadBusyPeriods,
  toAvailabilityInput,
  type AvailabilityService,
  type BusyPeriods,
  type HeldBooking,
  type ScheduleSettings,
} from '../availability';

/** How many nearest free starts a refusal suggests. */
export const SUGGESTION_COUNT = 3;

interface Range {
  start: number;
  end: number;
}

/** A half-open minute range overlapping another. */
const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

const toRanges = (list: readonly TimeInterval[]): Range[] =>
  list.map((i) => ({ start: parseHhmm(i.start), end: parseHhmm(i.end) })).filter((r) => r.end > r.start);

/** The company's open intervals on `date`: its exception or holiday of that date, else its weekday's. */
function companyIntervals(input: AvailabilityInput, date: string): Range[] {
  const special = input.exceptions?.get(date);
  if (special) return toRanges(special.intervals);
  const day = input.schedule[weekdayKey(date)];
  return day?.enabled ? toRanges(day.intervals) : [];
}

/** A member's own intervals on `date` (their exception, else their weekday), or undefined = the company's. */
function memberIntervals(
  member: NonNullable<AvailabilityInput['staff']>[number],
  date: string,
): Range[] | undefined {
  const own = member.exceptions?.get(date);
  if (own) return toRanges(own);
  if (!member.schedule) return undefined;
  const day = member.schedule[weekdayKey(date)];
  return day?.enabled ? toRanges(day.intervals) : [];
}

/** Pairwise intersections of two interval lists. */
function intersect(a: Range[], b: Range[]): Range[] {
  const out: Range[] = [];
  for (const x of a)
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  return out;
}

/**
 * A booking's busy minutes on its own date: `[start, end + buffer)`, or with processing time its two active parts
 * (docs/decisions/036); an end at or before the start runs to midnight.
 */
function bookingRanges(b: HeldBooking): Range[] {
  const start = parseHhmm(b.startTime);
  let end = parseHhmm(b.endTime);
  if (end <= start) end += 24 * 60;
  return activeParts(start, end, b.bufferMinutes, b.processingAfterMinutes, b.processingMinutes);
}

/** What a candidate is refused for; `clash` names the booking (id) or block start that is in the way. */
interface Diagnosis {
  staffId: string | null;
  reasons: { code: SlotRefusalCode; clashBookingId?: string; clashAt?: string; member?: string }[];
}

/**
 * The reasons `startTime` on `date` is refused for each candidate (the named member, every eligible member for
 * 'Valfri', or the company without staff), from the engine's own input. Pure. Hard reasons are listed first.
 */
export function diagnose(
  input: AvailabilityInput,
  names: ReadonlyMap<string, string>,
  date: string,
  startTime: string,
  now: Date,
): Diagnosis[] {
  const start = parseHhmm(startTime);
  const span = input.durationMinutes + Math.max(0, input.bufferMinutes);
  const wanted = { start, end: start + span };
  // What must be clear of bookings, blocks and absences: the whole span, or its active parts (docs/decisions/036).
  const parts = activeParts(
    start,
    start + input.durationMinutes,
    input.bufferMinutes,
    input.processingAfterMinutes,
    input.processingMinutes,
  );
  const today = todayInZone(now);
  const company = companyIntervals(input, date);
  const startsInside = (list: Range[]) => list.find((r) => r.start <= start && start < r.end);
  const spanInside = (list: Range[]) => list.some((r) => r.start <= wanted.start && wanted.end <= r.end);
  const fromMs = zonedWallClockToInstant(date, startTime).getTime();
  const partsMs = parts.map((p) => ({
    start: fromMs + (p.start - start) * 60_000,
    end: fromMs + (p.end - start) * 60_000,
  }));
  const hitsParts = (period: { start: Date; end: Date }) =>
    partsMs.some((p) => period.start.getTime() < p.end && p.start < period.end.getTime());

  const common: Diagnosis['reasons'] = [];
  if (date < today) common.push({ code: 'slot_past_day' });
  else if (company.length === 0) common.push({ code: 'slot_closed' });
  else if (!startsInside(company)) common.push({ code: 'slot_outside_opening_hours' });
  for (const block of input.blocks) {
    if (hitsParts(block)) {
      const at = instantToZoned(block.start);
      common.push({ code: 'slot_clash', clashAt: at.date === date ? formatHhmm(at.minutes) : '00:00' });
      break;
    }
  }
  const clashOf = (list: readonly HeldBooking[]) =>
    list.find(
      (b) =>
        b.date === date &&
        // A time held while its customer pays online (docs/decisions/047) is taken as much as a booked one.
        (b.status === 'booked' || b.status === 'pending_payment') &&
        bookingRanges(b).some((r) => parts.some((p) => overlaps(r, p))),
    );
  const soft: Diagnosis['reasons'] = [];
  if (date === today && fromMs <= now.getTime()) soft.push({ code: 'slot_past_time' });
  if (start % input.slotIntervalMinutes !== 0) soft.push({ code: 'slot_off_grid' });

  const unassigned = clashOf(input.bookings as HeldBooking[]);
  if (unassigned) common.push({ code: 'slot_clash', clashBookingId: unassigned.id });

  if (!input.staff) {
    const hours: Diagnosis['reasons'] =
      common.length === 0 && !spanInside(company) ? [{ code: 'slot_after_closing' }] : [];
    return [{ staffId: null, reasons: [...common, ...hours, ...soft] }];
  }
  return input.staff.map((member) => {
    const name = (names.get(member.id) ?? '').split(' ')[0] ?? '';
    const reasons: Diagnosis['reasons'] = [...common];
    const absent = member.absences.some(hitsParts);
    if (absent) reasons.push({ code: 'slot_staff_absent', member: name });
    const clash = clashOf(member.bookings as HeldBooking[]);
    if (clash) reasons.push({ code: 'slot_clash', clashBookingId: clash.id });
    if (common.length === 0) {
      const own = memberIntervals(member, date);
      const effective = own ? intersect(company, own) : company;
      if (!spanInside(effective)) {
        const from = startsInside(effective);
        const closesThere = from && company.some((c) => c.end === from.end);
        reasons.push(
          closesThere ? { code: 'slot_after_closing' } : { code: 'slot_outside_staff_hours', member: name },
        );
      }
    }
    return { staffId: member.id, reasons: [...reasons, ...soft] };
  });
}

const isOverridable = (code: SlotRefusalCode) => SLOT_REFUSAL_OVERRIDABLE.includes(code);

/** The nearest free starts of `date` to `startTime` (by distance, then earlier first), `HH:MM`, ascending. */
function nearestFree(input: AvailabilityInput, date: string, startTime: string): string[] {
  const wanted = parseHhmm(startTime);
  return computeDaySlots(date, input)
    .slots.map((s) => s.startTime)
    .sort((a, b) => Math.abs(parseHhmm(a) - wanted) - Math.abs(parseHhmm(b) - wanted) || (a < b ? -1 : 1))
    .slice(0, SUGGESTION_COUNT)
    .sort();
}

/** What checkAdminSlot needs: the company's settings, the service and the wanted time and member. */
export interface AdminSlotRequest {
  companyId: string;
  company: ScheduleSettings;
  service: AvailabilityService;
  /** `YYYY-MM-DD` and `HH:MM`, Stockholm. */
  date: string;
  startTime: string;
  /** A named member, or null/undefined for 'Valfri'. */
  staffId: string | null | undefined;
  /** When moving a booking: that booking, left out so it may overlap its old time. */
  excludeBookingId?: string;
  now: Date;
}

/**
 * Explains whether 'Ny bokning' may book `request` (read in `tx`, inside the booking's transaction when it books):
 * free times answer `free` (the caller books them through assignSlot as before); a refused one answers its
 * reasons worded in Swedish, `overridable` and the member 'Boka ändå' would book (for 'Valfri': the eligible member
 * with no hard reason and the fewest reasons, in display order), and the nearest free starts.
 * Errors: 404 STAFF_NOT_FOUND_MESSAGE for an unknown member (toAvailabilityInput).
 */
export async function checkAdminSlot(tx: Database, request: AdminSlotRequest): Promise<SlotCheck> {
  const { date, startTime, now } = request;
  const loaded: BusyPeriods = await loadBusyPeriods(tx, request.companyId, date, date);
  const busy =
    request.excludeBookingId === undefined
      ? loaded
      : { ...loaded, bookings: loaded.bookings.filter((b) => b.id !== request.excludeBookingId) };
  const input = toAvailabilityInput(
    request.company,
    request.service,
    busy,
    { from: date, to: date },
    now,
    request.staffId,
  );
  const offered = computeDaySlots(date, input).slots.find((s) => s.startTime === startTime);
  if (offered) {
    return {
      free: true,
      reasons: [],
      overridable: false,
      staffId: offered.staffIds?.[0] ?? null,
      suggestions: [],
    };
  }
  const names = new Map(busy.staff.map((m) => [m.id, m.name]));
  const candidates = diagnose(input, names, date, startTime, now);
  const hard = (d: Diagnosis) => d.reasons.some((r) => !isOverridable(r.code));
  const chosen =
    [...candidates].sort(
      (a, b) => Number(hard(a)) - Number(hard(b)) || a.reasons.length - b.reasons.length,
    )[0] ?? candidates[0];
  const clashIds = (chosen?.reasons ?? []).flatMap((r) => (r.clashBookingId ? [r.clashBookingId] : []));
  const clashes = clashIds.length
    ? await tx
        .select({ id: bookings.id, customerName: bookings.customerName, startTime: bookings.startTime })
        .from(bookings)
        .where(inArray(bookings.id, clashIds))
    : [];
  const reasons: SlotRefusalReason[] = (chosen?.reasons ?? [])
    .map((r): SlotRefusalReason => {
      const clash = clashes.find((c) => c.id === r.clashBookingId);
      const message = {
        slot_past_day: M.pastDay,
        slot_past_time: M.pastTime,
        slot_closed: M.closed,
        slot_outside_opening_hours: M.outsideOpeningHours,
        slot_after_closing: M.afterClosing,
        slot_outside_staff_hours: M.outsideStaffHours(r.member ?? ''),
        slot_staff_absent: M.staffAbsent(r.member ?? ''),
        slot_clash: clash
          ? M.clash(clash.customerName, toHhmm(clash.startTime))
          : M.clash(M.aBlock, r.clashAt ?? startTime),
        slot_off_grid: M.offGrid(request.company.slotIntervalMinutes),
      }[r.code];
      return { code: r.code, message, overridable: isOverridable(r.code) };
    })
    .sort((a, b) => Number(a.overridable) - Number(b.overridable));
  // Nothing found to explain (e.g. the hour the clock skips): refused, and not to be overridden.
  if (reasons.length === 0)
    reasons.push({ code: 'slot_clash', message: BOOKING_ERRORS.slotTaken, overridable: false });
  return {
    free: false,
    reasons,
    overridable: reasons.every((r) => r.overridable),
    staffId: chosen?.staffId ?? null,
    suggestions: nearestFree(input, date, startTime),
  };
}
