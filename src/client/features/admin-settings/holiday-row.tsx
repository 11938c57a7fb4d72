import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import {
  holidayFormSchema,
  type AdminHoliday,
  type ExceptionKind,
  type HolidayForm,
} from '~/shared/schemas/schedule-exceptions';
import { CoveredChoice, coveredOf } from './covered-choice';
import { HoursInputs } from './hours-inputs';
import { exceptionStrings as x } from './strings';
import { useSetHoliday } from './use-schedule-exceptions';
import { selectClass } from './select-class';

/** The Swedish name of each way to keep a day. */
const MODE_TEXT: Record<ExceptionKind, string> = {
  closed: x.modeClosed,
  open: x.modeOpen,
  hours: x.modeHours,
};

/**
 * One holiday: its name and date, and how the company keeps it. Closed and open are saved as soon as they are
 * chosen; special hours with 'Spara'. A holiday inside one of the company's exceptions only says so.
 */
export function HolidayRow({ holiday }: { holiday: AdminHoliday }) {
  const save = useSetHoliday();
  const { register, control, getValues } = useForm<HolidayForm>({
    resolver: zodResolver(holidayFormSchema),
    defaultValues: {
      mode: holiday.mode,
      start: holiday.intervals[0]?.start ?? '10:00',
      end: holiday.intervals[0]?.end ?? '14:00',
    },
  });
  const mode = useWatch({ control, name: 'mode' });
  const id = `holiday-${holiday.date}`;
  const submit = (next: ExceptionKind, coveredBookings?: 'keep' | 'cancel') => {
    const { start, end } = getValues();
    save.mutate({
      date: holiday.date,
      mode: next,
      intervals: next === 'hours' ? [{ start, end }] : [],
      ...(coveredBookings ? { coveredBookings } : {}),
    });
  };
  const covered = coveredOf(save.error);
  return (
    <li className="space-y-2 border-b border-stone-100 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-stone-900">{holiday.name}</p>
          <p className="text-sm text-stone-500">{formatShortDateSv(holiday.date)}</p>
        </div>
        {holiday.coveredBy ? (
          <p className="text-sm text-stone-500">
            {MODE_TEXT[holiday.mode]} · {x.coveredBy}
          </p>
        ) : (
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <select
                id={id}
                aria-label={x.modeLabel(holiday.name)}
                className={`${selectClass} sm:w-56`}
                value={field.value}
                disabled={save.isPending}
                onChange={(e) => {
                  const next = e.target.value as ExceptionKind;
                  field.onChange(next);
                  save.reset();
                  if (next !== 'hours') submit(next);
                }}
              >
                {(['closed', 'open', 'hours'] as const).map((m) => (
                  <option key={m} value={m}>
                    {MODE_TEXT[m]}
                  </option>
                ))}
              </select>
            )}
          />
        )}
      </div>
      {mode === 'hours' && !holiday.coveredBy ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <HoursInputs id={id} start={register('start')} end={register('end')} />
          </div>
          <Button type="button" variant="secondary" disabled={save.isPending} onClick={() => submit('hours')}>
            {save.isPending ? x.saving : x.save}
          </Button>
        </div>
      ) : null}
      {holiday.affectedBookings.length > 0 && !covered ? (
        <p className="text-sm text-amber-800">{x.affected(holiday.affectedBookings.length)}</p>
      ) : null}
      {covered ? (
        <CoveredChoice
          bookings={covered}
          pending={save.isPending}
          onChoose={(choice) => submit(mode, choice)}
        />
      ) : null}
    </li>
  );
}
