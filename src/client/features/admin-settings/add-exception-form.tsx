import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { useAdminStaff } from '~/client/lib/admin-staff-query';
import { todayInZone } from '~/shared/dates';
import {
  exceptionFormSchema,
  type AffectedBooking,
  type ExceptionForm,
} from '~/shared/schemas/schedule-exceptions';
import { CoveredChoice, coveredOf } from './covered-choice';
import { HoursInputs } from './hours-inputs';
import { exceptionStrings as x } from './strings';
import { useAddException, useExceptionPreview } from './use-schedule-exceptions';
import { selectClass } from './select-class';

/** The form's values as one key: a preview answers for the values it was asked with only. */
const keyOf = (v: Pick<ExceptionForm, 'staffId' | 'startDate' | 'endDate' | 'kind' | 'start' | 'end'>) =>
  [v.staffId, v.startDate, v.endDate, v.kind, v.start, v.end].join('|');

/**
 * The form that adds an exception (`POST /api/admin/schedule-exceptions`): scope, dates, closed or special hours,
 * the note. Before saving it asks which booked times the exception would cover (`GET …/covered`, a 200); when
 * there are any it lists them ('Undantaget krockar med 2 bokningar:') and the salon chooses to keep or cancel them,
 * which is sent with the values. The server's refusal shows under the note; should it still answer 409 (a booking
 * made meanwhile), the same choice is offered for what it names.
 */
export function AddExceptionForm() {
  const staff = useAdminStaff().data ?? [];
  const add = useAddException();
  const preview = useExceptionPreview();
  const [asked, setAsked] = useState<{ key: string; bookings: AffectedBooking[] } | null>(null);
  const today = todayInZone(new Date());
  const { register, handleSubmit, control, getValues, setValue, formState } = useForm<ExceptionForm>({
    resolver: zodResolver(exceptionFormSchema),
    defaultValues: {
      staffId: '',
      startDate: today,
      endDate: today,
      kind: 'closed',
      start: '10:00',
      end: '14:00',
      note: '',
    },
  });
  const [kind, startDate, staffId, endDate, start, end] = useWatch({
    control,
    name: ['kind', 'startDate', 'staffId', 'endDate', 'start', 'end'],
  });
  const currentKey = keyOf({ staffId, startDate, endDate, kind, start, end });
  const covered = coveredOf(add.error) ?? (asked && asked.key === currentKey ? asked.bookings : null);
  const refusal = preview.error ?? (add.error && !coveredOf(add.error) ? add.error : null);
  const fieldError = formState.errors.note?.message ?? (refusal ? (refusal as Error).message : undefined);

  const send = (values: ExceptionForm, coveredBookings?: 'keep' | 'cancel') =>
    add.mutate(
      {
        staffId: values.staffId || null,
        startDate: values.startDate,
        endDate: values.endDate < values.startDate ? values.startDate : values.endDate,
        kind: values.kind,
        intervals: values.kind === 'hours' ? [{ start: values.start, end: values.end }] : [],
        note: values.note,
        ...(coveredBookings ? { coveredBookings } : {}),
      },
      {
        onSuccess: () => {
          setValue('note', '');
          setAsked(null);
        },
      },
    );

  /** Asks the server which bookings the exception would cover; saves at once when none, else shows them. */
  const check = (values: ExceptionForm) => {
    add.reset();
    preview.mutate(values, {
      onSuccess: (bookings) => {
        if (bookings.length === 0) send(values);
        else setAsked({ key: keyOf(values), bookings });
      },
    });
  };

  return (
    <form className="space-y-3 rounded-xl bg-stone-50 p-3" onSubmit={handleSubmit(check)}>
      {staff.length > 0 ? (
        <Field id="exception-scope" label={x.scope}>
          <select id="exception-scope" className={selectClass} {...register('staffId')}>
            <option value="">{x.wholeCompany}</option>
            {staff.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Field id="exception-from" label={x.from}>
          <Input
            id="exception-from"
            type="date"
            min={today}
            {...register('startDate', {
              // A start after the end moves the end with it.
              onChange: (e: { target: { value: string } }) => {
                if (getValues('endDate') < e.target.value) setValue('endDate', e.target.value);
              },
            })}
          />
        </Field>
        <Field id="exception-to" label={x.to}>
          <Input id="exception-to" type="date" min={startDate} {...register('endDate')} />
        </Field>
      </div>
      <Field id="exception-kind" label={x.kind}>
        <select id="exception-kind" className={selectClass} {...register('kind')}>
          <option value="closed">{x.modeClosed}</option>
          <option value="hours">{x.modeHours}</option>
        </select>
      </Field>
      {kind === 'hours' ? (
        <HoursInputs id="exception" start={register('start')} end={register('end')} />
      ) : null}
      <Field id="exception-note" label={x.note} error={fieldError}>
        <Input id="exception-note" maxLength={80} placeholder={x.notePlaceholder} {...register('note')} />
      </Field>
      {covered ? (
        <CoveredChoice
          title={x.clashes(covered.length)}
          bookings={covered}
          pending={add.isPending}
          onChoose={(choice) => void handleSubmit((values) => send(values, choice))()}
        />
      ) : (
        <Button type="submit" disabled={add.isPending || preview.isPending} className="w-full sm:w-auto">
          {add.isPending || preview.isPending ? x.adding : x.add}
        </Button>
      )}
    </form>
  );
}
