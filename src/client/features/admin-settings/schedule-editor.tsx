import { Plus, Trash2 } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Input } from '~/client/components/ui/input';
import { WEEKDAYS, type Weekday } from '~/shared/dates';
import { weeklyScheduleInputSchema, type DaySchedule, type WeeklySchedule } from '~/shared/schedule';
import { t } from './strings';

/** Errors by `day.index.start|end`, e.g. `monday.1.start`. */
export type ScheduleErrors = Record<string, string>;

/** The schedule's errors by `day.index.start|end` per the save validator (empty when it can be saved). */
export function scheduleErrors(schedule: WeeklySchedule): ScheduleErrors {
  const result = weeklyScheduleInputSchema.safeParse(schedule);
  if (result.success) return {};
  const errors: ScheduleErrors = {};
  for (const issue of result.error.issues) {
    const [day, , index, end] = issue.path;
    const key = `${String(day)}.${String(index)}.${String(end)}`;
    errors[key] ??= issue.message;
  }
  return errors;
}

function nextInterval(day: DaySchedule) {
  const last = day.intervals[day.intervals.length - 1];
  if (!last) return { start: '09:00', end: '17:00' };
  const [h] = last.end.split(':').map(Number);
  const start = Math.min((h ?? 17) + 1, 22);
  return { start: `${String(start).padStart(2, '0')}:00`, end: `${String(start + 1).padStart(2, '0')}:00` };
}

/**
 * 'Redigera arbetstider' (admin-side §2): per day a checkbox, intervals 'HH:MM till HH:MM', 'Lägg till pass', and
 * 'Ta bort' when the day has more than one interval. Every change goes to `onChange`; the parent saves.
 */
export function ScheduleEditor({
  schedule,
  errors,
  onChange,
  footer,
  title = t.editorTitle,
}: {
  title?: string;
  schedule: WeeklySchedule;
  errors: ScheduleErrors;
  onChange: (schedule: WeeklySchedule) => void;
  footer?: React.ReactNode;
}) {
  const setDay = (day: Weekday, next: DaySchedule) => onChange({ ...schedule, [day]: next });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="divide-y divide-stone-200/80">
        {WEEKDAYS.map((day, index) => {
          const value = schedule[day];
          const name = t.dayNames[index] ?? day;
          return (
            <fieldset key={day} className="py-4 first:pt-0" data-testid={`day-${day}`}>
              <legend className="sr-only">{name}</legend>
              <div className="flex items-center justify-between gap-3">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-stone-900">
                  <input
                    type="checkbox"
                    className="size-5 accent-accent-700"
                    checked={value.enabled}
                    onChange={(e) =>
                      setDay(day, {
                        enabled: e.target.checked,
                        intervals:
                          e.target.checked && value.intervals.length === 0
                            ? [{ start: '09:00', end: '17:00' }]
                            : value.intervals,
                      })
                    }
                  />
                  {name}
                </label>
                {value.enabled ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      setDay(day, { ...value, intervals: [...value.intervals, nextInterval(value)] })
                    }
                  >
                    <Plus aria-hidden="true" />
                    {t.addInterval}
                  </Button>
                ) : (
                  <span className="text-sm text-stone-500">{t.closed}</span>
                )}
              </div>
              {value.enabled ? (
                <ul className="mt-2 space-y-2">
                  {value.intervals.map((interval, i) => {
                    const startError = errors[`${day}.${i}.start`];
                    const endError = errors[`${day}.${i}.end`];
                    const update = (patch: Partial<typeof interval>) =>
                      setDay(day, {
                        ...value,
                        intervals: value.intervals.map((x, j) => (j === i ? { ...x, ...patch } : x)),
                      });
                    return (
                      <li key={i}>
                        <div className="flex flex-wrap items-center gap-2">
                          <Input
                            inputMode="numeric"
                            placeholder="HH:MM"
                            maxLength={5}
                            className="w-24 text-center tabular-nums"
                            aria-label={t.intervalStart(name, i + 1)}
                            aria-invalid={startError ? true : undefined}
                            value={interval.start}
                            onChange={(e) => update({ start: e.target.value })}
                          />
                          <span className="text-sm text-stone-600">{t.until}</span>
                          <Input
                            inputMode="numeric"
                            placeholder="HH:MM"
                            maxLength={5}
                            className="w-24 text-center tabular-nums"
                            aria-label={t.intervalEnd(name, i + 1)}
                            aria-invalid={endError ? true : undefined}
                            value={interval.end}
                            onChange={(e) => update({ end: e.target.value })}
                          />
                          {value.intervals.length > 1 ? (
                            <Button
                              type="button"
                              variant="ghost"
                              size="sm"
                              aria-label={t.removeIntervalLabel(name, i + 1)}
                              onClick={() =>
                                setDay(day, {
                                  ...value,
                                  intervals: value.intervals.filter((_, j) => j !== i),
                                })
                              }
                            >
                              <Trash2 aria-hidden="true" />
                              {t.removeInterval}
                            </Button>
                          ) : null}
                        </div>
                        {startError || endError ? (
                          <p role="alert" className="mt-1 text-sm text-red-600">
                            {startError ?? endError}
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </fieldset>
          );
        })}
        {footer ? <div className="pt-4">{footer}</div> : null}
      </CardContent>
    </Card>
  );
}
