import { useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { Spinner } from '~/client/components/ui/spinner';
import { useAdminStaff } from '~/client/lib/admin-staff-query';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import { todayInZone } from '~/shared/dates';
import type {
  AdminHoliday,
  AdminScheduleException,
  AffectedBooking,
  ExceptionKind,
} from '~/shared/schemas/schedule-exceptions';
import { exceptionStrings as x } from './strings';
import {
  asksAboutBookings,
  useAddException,
  useRemoveException,
  useScheduleExceptions,
  useSetHoliday,
} from './use-schedule-exceptions';

const selectClass = 'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900';
const MODE_TEXT: Record<ExceptionKind, string> = {
  closed: x.modeClosed,
  open: x.modeOpen,
  hours: x.modeHours,
};

const range = (from: string, to: string) =>
  from === to ? formatShortDateSv(from) : `${formatShortDateSv(from)} – ${formatShortDateSv(to)}`;
const hoursText = (intervals: { start: string; end: string }[]) =>
  intervals.map((i) => `${i.start}–${i.end}`).join(', ');

/** The bookings a change would leave outside its hours, and the salon's choice: keep them or cancel them. */
function CoveredChoice({
  bookings,
  pending,
  onChoose,
}: {
  bookings: AffectedBooking[];
  pending: boolean;
  onChoose: (choice: 'keep' | 'cancel') => void;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-900">{x.coveredTitle}</p>
      <ul className="space-y-1 text-amber-900">
        {bookings.map((b) => (
          <li key={b.id} className="break-words">
            {formatShortDateSv(b.startDate)} {b.startTime}–{b.endTime} · {b.customerName} · {b.serviceName}
            {b.staffName ? ` · ${b.staffName}` : ''}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" disabled={pending} onClick={() => onChoose('keep')}>
          {x.keep}
        </Button>
        <Button variant="danger" disabled={pending} onClick={() => onChoose('cancel')}>
          {x.cancelThem}
        </Button>
      </div>
    </div>
  );
}

const coveredOf = (error: unknown): AffectedBooking[] | null =>
  asksAboutBookings(error) ? ((error.details.bookings as AffectedBooking[] | undefined) ?? []) : null;

/** Two `HH:MM` inputs for one interval of special hours. */
function HoursInputs({
  id,
  start,
  end,
  onChange,
}: {
  id: string;
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Field id={`${id}-start`} label={x.opens}>
        <Input id={`${id}-start`} type="time" value={start} onChange={(e) => onChange(e.target.value, end)} />
      </Field>
      <Field id={`${id}-end`} label={x.closes}>
        <Input id={`${id}-end`} type="time" value={end} onChange={(e) => onChange(start, e.target.value)} />
      </Field>
    </div>
  );
}

/** One holiday: its name and date, and how the company keeps it (saved on change; special hours with 'Spara'). */
function HolidayRow({ holiday }: { holiday: AdminHoliday }) {
  const save = useSetHoliday();
  const [mode, setMode] = useState<ExceptionKind>(holiday.mode);
  const [start, setStart] = useState(holiday.intervals[0]?.start ?? '10:00');
  const [end, setEnd] = useState(holiday.intervals[0]?.end ?? '14:00');
  const id = `holiday-${holiday.date}`;
  const submit = (next: ExceptionKind, coveredBookings?: 'keep' | 'cancel') =>
    save.mutate({
      date: holiday.date,
      mode: next,
      intervals: next === 'hours' ? [{ start, end }] : [],
      ...(coveredBookings ? { coveredBookings } : {}),
    });
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
          <select
            id={id}
            aria-label={x.modeLabel(holiday.name)}
            className={`${selectClass} sm:w-56`}
            value={mode}
            disabled={save.isPending}
            onChange={(e) => {
              const next = e.target.value as ExceptionKind;
              setMode(next);
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
      </div>
      {mode === 'hours' && !holiday.coveredBy ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <HoursInputs
              id={id}
              start={start}
              end={end}
              onChange={(s, e) => {
                setStart(s);
                setEnd(e);
              }}
            />
          </div>
          <Button variant="secondary" disabled={save.isPending} onClick={() => submit('hours')}>
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

/** One exception in the list, with its 'Ta bort'. */
function ExceptionRow({ exception }: { exception: AdminScheduleException }) {
  const remove = useRemoveException();
  const when = range(exception.startDate, exception.endDate);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 border-b border-stone-100 py-3 last:border-b-0">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-stone-900">{when}</p>
        <p className="text-sm text-stone-600">
          {exception.staffName ?? x.wholeCompany} ·{' '}
          {exception.kind === 'closed' ? x.closedText : hoursText(exception.intervals)}
        </p>
        {exception.note ? <p className="text-sm break-words text-stone-500">{exception.note}</p> : null}
        {exception.affectedBookings.length > 0 ? (
          <p className="text-sm text-amber-800">{x.affected(exception.affectedBookings.length)}</p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={x.removeLabel(when)}
        disabled={remove.isPending}
        onClick={() => remove.mutate(exception.id)}
      >
        {x.remove}
      </Button>
    </li>
  );
}

/** The form that adds an exception: scope, dates, closed or special hours, the note. */
function AddExceptionForm() {
  const staff = useAdminStaff().data ?? [];
  const add = useAddException();
  const today = todayInZone(new Date());
  const [staffId, setStaffId] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const [kind, setKind] = useState<'closed' | 'hours'>('closed');
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('14:00');
  const [note, setNote] = useState('');
  const covered = coveredOf(add.error);
  const fieldError = add.error && !covered ? (add.error as Error).message : undefined;

  const submit = (coveredBookings?: 'keep' | 'cancel') =>
    add.mutate(
      {
        staffId: staffId || null,
        startDate,
        endDate: endDate < startDate ? startDate : endDate,
        kind,
        intervals: kind === 'hours' ? [{ start, end }] : [],
        note,
        ...(coveredBookings ? { coveredBookings } : {}),
      },
      { onSuccess: () => setNote('') },
    );

  return (
    <form
      className="space-y-3 rounded-xl bg-stone-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {staff.length > 0 ? (
        <Field id="exception-scope" label={x.scope}>
          <select
            id="exception-scope"
            className={selectClass}
            value={staffId}
            onChange={(e) => setStaffId(e.target.value)}
          >
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
            value={startDate}
            onChange={(e) => {
              setStartDate(e.target.value);
              if (endDate < e.target.value) setEndDate(e.target.value);
            }}
          />
        </Field>
        <Field id="exception-to" label={x.to}>
          <Input
            id="exception-to"
            type="date"
            min={startDate}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
          />
        </Field>
      </div>
      <Field id="exception-kind" label={x.kind}>
        <select
          id="exception-kind"
          className={selectClass}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'closed' | 'hours')}
        >
          <option value="closed">{x.modeClosed}</option>
          <option value="hours">{x.modeHours}</option>
        </select>
      </Field>
      {kind === 'hours' ? (
        <HoursInputs
          id="exception"
          start={start}
          end={end}
          onChange={(s, e) => {
            setStart(s);
            setEnd(e);
          }}
        />
      ) : null}
      <Field id="exception-note" label={x.note} error={fieldError}>
        <Input
          id="exception-note"
          maxLength={80}
          placeholder={x.notePlaceholder}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      {covered ? (
        <CoveredChoice bookings={covered} pending={add.isPending} onChoose={(choice) => submit(choice)} />
      ) : (
        <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
          {add.isPending ? x.adding : x.add}
        </Button>
      )}
    </form>
  );
}

/**
 * 'Helgdagar' and 'Undantag' of Settings › Schema (issue 16 §1–§2): the coming twelve months' public holidays with
 * a choice each, and the company's (and its members') exceptions with a form to add one.
 */
export function ExceptionsCards() {
  const query = useScheduleExceptions();
  if (query.isPending) return <Spinner className="py-6" />;
  if (query.isError) {
    return (
      <Card>
        <CardContent className="space-y-3 py-6 text-center">
          <p className="text-stone-600">{x.loadFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {x.retry}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { holidays, exceptions } = query.data;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{x.exceptionsTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-stone-600">{x.exceptionsIntro}</p>
          {exceptions.length === 0 ? (
            <p className="text-sm text-stone-500">{x.noExceptions}</p>
          ) : (
            <ul aria-label={x.exceptionsTitle}>
              {exceptions.map((e) => (
                <ExceptionRow key={e.id} exception={e} />
              ))}
            </ul>
          )}
          <AddExceptionForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{x.holidaysTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-sm text-stone-600">{x.holidaysIntro}</p>
          <ul aria-label={x.holidaysTitle}>
            {holidays.map((h) => (
              <HolidayRow key={`${h.date}:${h.mode}:${h.coveredBy ?? ''}`} holiday={h} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
