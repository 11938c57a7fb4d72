import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { WEEKDAYS, isHhmm } from '~/shared/dates';
import { SLOT_INTERVAL_OPTIONS, type WeeklySchedule } from '~/shared/schedule';
import { t } from './strings';
import { ToggleSwitch } from '~/client/components/ui/switch';

/**
 * The schedule for all days from one start/end and an optional break (admin-side §5): the break splits each day
 * into start–break start and break end–end; each day keeps its enabled flag.
 */
export function uniformSchedule(
  current: WeeklySchedule,
  hours: { start: string; end: string; breakStart?: string; breakEnd?: string },
): WeeklySchedule {
  const intervals =
    hours.breakStart && hours.breakEnd
      ? [
          { start: hours.start, end: hours.breakStart },
          { start: hours.breakEnd, end: hours.end },
        ]
      : [{ start: hours.start, end: hours.end }];
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { enabled: current[day]?.enabled ?? true, intervals: intervals.map((i) => ({ ...i })) },
    ]),
  ) as WeeklySchedule;
}

/** 'Snabbinställningar arbetstider': uniform hours, break, default buffer and start-time step. */
export function QuickSettingsCard({
  schedule,
  onScheduleChange,
  bufferMinutes,
  onBufferChange,
  slotInterval,
  onSlotIntervalChange,
}: {
  schedule: WeeklySchedule;
  onScheduleChange: (schedule: WeeklySchedule) => void;
  bufferMinutes: number;
  onBufferChange: (minutes: number) => void;
  slotInterval: number;
  onSlotIntervalChange: (minutes: number) => void;
}) {
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('17:00');
  const [withBreak, setWithBreak] = useState(false);
  const [breakStart, setBreakStart] = useState('12:00');
  const [breakEnd, setBreakEnd] = useState('13:00');
  const canApply = isHhmm(start) && isHhmm(end) && (!withBreak || (isHhmm(breakStart) && isHhmm(breakEnd)));

  const apply = () => {
    onScheduleChange(
      uniformSchedule(schedule, withBreak ? { start, end, breakStart, breakEnd } : { start, end }),
    );
    toast.success(t.hoursApplied, { description: t.hoursAppliedText });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.quickTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <Field id="quick-start" label={t.quickStart}>
            <Input
              id="quick-start"
              inputMode="numeric"
              placeholder="HH:MM"
              maxLength={5}
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          </Field>
          <Field id="quick-end" label={t.quickEnd}>
            <Input
              id="quick-end"
              inputMode="numeric"
              placeholder="HH:MM"
              maxLength={5}
              value={end}
              onChange={(e) => setEnd(e.target.value)}
            />
          </Field>
        </div>
        <div className="flex items-center gap-3">
          <ToggleSwitch id="quick-break" checked={withBreak} onCheckedChange={setWithBreak} />
          <label htmlFor="quick-break" className="text-sm font-medium text-stone-800">
            {t.quickBreak}
          </label>
        </div>
        {withBreak ? (
          <div className="grid grid-cols-2 gap-3">
            <Field id="break-start" label={t.breakStart}>
              <Input
                id="break-start"
                inputMode="numeric"
                placeholder="HH:MM"
                maxLength={5}
                value={breakStart}
                onChange={(e) => setBreakStart(e.target.value)}
              />
            </Field>
            <Field id="break-end" label={t.breakEnd}>
              <Input
                id="break-end"
                inputMode="numeric"
                placeholder="HH:MM"
                maxLength={5}
                value={breakEnd}
                onChange={(e) => setBreakEnd(e.target.value)}
              />
            </Field>
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field id="default-buffer" label={t.defaultBuffer}>
            <Input
              id="default-buffer"
              type="number"
              min={0}
              max={240}
              step={5}
              value={bufferMinutes}
              onChange={(e) =>
                onBufferChange(Math.max(0, Math.min(240, Math.round(Number(e.target.value) || 0))))
              }
            />
          </Field>
          <Field id="slot-interval" label={t.slotInterval}>
            <select
              id="slot-interval"
              value={slotInterval}
              onChange={(e) => onSlotIntervalChange(Number(e.target.value))}
              className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900"
            >
              {SLOT_INTERVAL_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {t.slotOption(n)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Button variant="secondary" disabled={!canApply} onClick={apply} className="w-full sm:w-auto">
          {t.applyAll}
        </Button>
      </CardContent>
    </Card>
  );
}
