/**
 * The company's weekly schedule (`weekly_schedule`): shape, default, tolerant normalisation of stored data and
 * the strict validator used when an admin saves it. Customer spec §3, admin spec §3 and §5.
 */
import { z } from './zod';
import { HHMM_PATTERN, WEEKDAYS, isHhmm, parseHhmm, type Weekday } from './dates';

export const HHMM_MESSAGE = 'Ange tid som HH:MM';
export const END_AFTER_START_MESSAGE = 'Sluttiden måste vara efter starttiden';
export const OVERLAP_MESSAGE = 'Passen får inte överlappa varandra';

/** Start-time step options for `slot_interval_minutes` (admin spec §5), in minutes. */
export const SLOT_INTERVAL_OPTIONS = [15, 30, 60] as const;
/** `slot_interval_minutes` when absent (customer spec §3). */
export const DEFAULT_SLOT_INTERVAL_MINUTES = 30;

const hhmmSchema = z.string({ error: HHMM_MESSAGE }).regex(HHMM_PATTERN, { error: HHMM_MESSAGE });

/** One opening interval `{start, end}`, both `HH:MM` Stockholm wall-clock; shape only. */
export const timeIntervalSchema = z.object({ start: hhmmSchema, end: hhmmSchema });

/** One weekday: `enabled` and its intervals; shape only. */
export const dayScheduleSchema = z.object({ enabled: z.boolean(), intervals: z.array(timeIntervalSchema) });

/** The weekly schedule keyed `monday..sunday`; shape only (see `weeklyScheduleInputSchema` for saving). */
export const weeklyScheduleSchema = z.object({
  monday: dayScheduleSchema,
  tuesday: dayScheduleSchema,
  wednesday: dayScheduleSchema,
  thursday: dayScheduleSchema,
  friday: dayScheduleSchema,
  saturday: dayScheduleSchema,
  sunday: dayScheduleSchema,
});

export type TimeInterval = z.infer<typeof timeIntervalSchema>;
export type DaySchedule = z.infer<typeof dayScheduleSchema>;
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/**
 * A day as an admin may save it: on top of the shape, every interval ends after it starts
 * ('Sluttiden måste vara efter starttiden', on `intervals.i.end`) and no two intervals of the day overlap
 * ('Passen får inte överlappa varandra', on the later interval's `start`; touching, e.g. 12:00–13:00 then
 * 13:00–17:00, is allowed). Checked whether or not the day is enabled.
 */
export const dayScheduleInputSchema = dayScheduleSchema.superRefine((day, ctx) => {
  const valid: { index: number; start: number; end: number }[] = [];
  day.intervals.forEach((interval, index) => {
    // Zod 4 runs this refinement even when a time failed its format check: those already carry an issue.
    if (!isHhmm(interval.start) || !isHhmm(interval.end)) return;
    const start = parseHhmm(interval.start);
    const end = parseHhmm(interval.end);
    if (end <= start) {
      ctx.addIssue({ code: 'custom', message: END_AFTER_START_MESSAGE, path: ['intervals', index, 'end'] });
    } else {
      valid.push({ index, start, end });
    }
  });
  valid.sort((a, b) => a.start - b.start || a.index - b.index);
  let latestEnd = -1;
  for (const interval of valid) {
    if (interval.start < latestEnd) {
      ctx.addIssue({
        code: 'custom',
        message: OVERLAP_MESSAGE,
        path: ['intervals', interval.index, 'start'],
      });
    }
    latestEnd = Math.max(latestEnd, interval.end);
  }
});

/** Validator for saving a weekly schedule (admin settings "Spara schema"): all seven days, each per `dayScheduleInputSchema`. */
export const weeklyScheduleInputSchema = z.object({
  monday: dayScheduleInputSchema,
  tuesday: dayScheduleInputSchema,
  wednesday: dayScheduleInputSchema,
  thursday: dayScheduleInputSchema,
  friday: dayScheduleInputSchema,
  saturday: dayScheduleInputSchema,
  sunday: dayScheduleInputSchema,
});

/** Admin spec §3: Monday–Friday enabled 09:00–17:00, Saturday and Sunday disabled with no intervals. Frozen. */
export const DEFAULT_WEEKLY_SCHEDULE: Readonly<WeeklySchedule> = deepFreeze(
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const workday = day !== 'saturday' && day !== 'sunday';
      return [day, { enabled: workday, intervals: workday ? [{ start: '09:00', end: '17:00' }] : [] }];
    }),
  ) as WeeklySchedule,
);

/** A fresh (mutable) copy of the default schedule of one weekday. */
export function defaultDaySchedule(day: Weekday): DaySchedule {
  const fallback = DEFAULT_WEEKLY_SCHEDULE[day];
  return { enabled: fallback.enabled, intervals: fallback.intervals.map((i) => ({ ...i })) };
}

/**
 * Turns whatever is stored in `weekly_schedule` into a complete `WeeklySchedule` (fresh objects, never throws):
 * - input that is not a plain object (null, array, string, ...) → the full default;
 * - a missing weekday → disabled, no intervals (customer spec §3: in slot generation a missing day is disabled);
 * - a malformed weekday → that weekday's default (admin spec §3). Malformed: not an object, `enabled` present but
 *   not a boolean, `intervals` present but not an array, or an interval without valid `HH:MM` start and end with
 *   end after start. A missing `enabled` counts as `true` (customer spec §3: open unless explicitly false); missing
 *   `intervals` counts as none.
 * Intervals come back sorted by start. Overlapping intervals are kept (the slot engine copes); the save validator
 * forbids them.
 */
export function normalizeWeeklySchedule(input: unknown): WeeklySchedule {
  if (!isPlainObject(input)) {
    return Object.fromEntries(WEEKDAYS.map((day) => [day, defaultDaySchedule(day)])) as WeeklySchedule;
  }
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const raw = input[day];
      if (raw === undefined) return [day, { enabled: false, intervals: [] }];
      return [day, normalizeDay(raw) ?? defaultDaySchedule(day)];
    }),
  ) as WeeklySchedule;
}

function normalizeDay(raw: unknown): DaySchedule | null {
  if (!isPlainObject(raw)) return null;
  const { enabled = true, intervals = [] } = raw;
  if (typeof enabled !== 'boolean' || !Array.isArray(intervals)) return null;
  const parsed: { start: number; interval: TimeInterval }[] = [];
  for (const item of intervals as unknown[]) {
    const result = timeIntervalSchema.safeParse(item);
    if (!result.success) return null;
    const start = parseHhmm(result.data.start);
    if (parseHhmm(result.data.end) <= start) return null;
    parsed.push({ start, interval: { start: result.data.start, end: result.data.end } });
  }
  parsed.sort((a, b) => a.start - b.start);
  return { enabled, intervals: parsed.map((p) => p.interval) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
