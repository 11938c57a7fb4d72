import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { api, unwrap } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { Modal } from '~/client/components/ui/modal';
import { Spinner } from '~/client/components/ui/spinner';
import { authHref } from '~/client/features/auth/return-path';
import { watchKeys } from '~/client/features/my-bookings';
import { useMe } from '~/client/features/session';
import { addDays, formatHhmm, isDateKey } from '~/shared/dates';
import { createWatchSchema, MAX_WATCH_RANGE_DAYS, WATCH_ERRORS, type Watch } from '~/shared/schemas/watches';
import { z } from '~/shared/zod';
import { w } from './watch-strings';

/** What the watch is for, from the time step's current choice. */
export interface WatchSubject {
  companyId: string;
  serviceId: string;
  /** A visit of several services: all of them in order (the first is `serviceId`); absent for one. */
  serviceIds?: string[];
  serviceName: string;
  /** The chosen member; null = 'Valfri personal'; undefined = the company has no staff (no staff line). */
  staff: { id: string; name: string } | null | undefined;
}

/** The time-of-day choices, every 30 minutes from 06:00 to 22:00. */
const TIME_OPTIONS = Array.from({ length: 33 }, (_, i) => formatHhmm(6 * 60 + i * 30));
const DEFAULT_FROM_TIME = '09:00';
const DEFAULT_TO_TIME = '12:00';

interface WatchFormValues {
  fromDate: string;
  toDate: string;
  /** 'Bara vissa tider': the window below applies. */
  window: boolean;
  fromTime: string;
  toTime: string;
}

const selectClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600/30';

/** The `POST /api/me/watches` body of the form's values. */
function watchBody(subject: WatchSubject, v: WatchFormValues) {
  return {
    companyId: subject.companyId,
    serviceIds: subject.serviceIds ?? [subject.serviceId],
    staffId: subject.staff?.id ?? null,
    fromDate: v.fromDate,
    toDate: v.toDate,
    fromTime: v.window ? v.fromTime : null,
    toTime: v.window ? v.toTime : null,
  };
}

/**
 * The form's rules: the server's own schema (createWatchSchema: range order, at most MAX_WATCH_RANGE_DAYS days,
 * window order) run on the body the form would send, with its messages on the form's fields, and the server's
 * 'not passed' rule by the browser's `today` (the server checks again by its clock).
 */
function watchFormSchema(subject: WatchSubject, today: string) {
  return z
    .object({
      fromDate: z.string(),
      toDate: z.string(),
      window: z.boolean(),
      fromTime: z.string(),
      toTime: z.string(),
    })
    .superRefine((v, ctx) => {
      if (isDateKey(v.fromDate) && v.fromDate < today)
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: WATCH_ERRORS.fromDatePassed });
      const parsed = createWatchSchema.safeParse(watchBody(subject, v));
      if (parsed.success) return;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
    });
}

/**
 * 'Bevaka lediga tider' (decision 044): for a signed-in customer, a dialog asking for the dates ('Från'–'Till',
 * from `today`, at most MAX_WATCH_RANGE_DAYS days apart) and optionally a time of day ('Bara vissa tider'), which
 * creates the watch (`POST /api/me/watches`); on 201 it closes with a toast and refreshes 'Bevakningar', on an
 * error it shows the server's message (e.g. 409 'Du kan ha högst 10 bevakningar.'). A guest is offered signing
 * in, which returns to this address. `defaultFrom`/`defaultTo`: the dates it opens with (`YYYY-MM-DD`).
 */
export function WatchDialog({
  open,
  onOpenChange,
  subject,
  today,
  defaultFrom,
  defaultTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: WatchSubject;
  today: string;
  defaultFrom: string;
  defaultTo: string;
}) {
  const me = useMe();
  const user = me.data?.user;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={me.isPending || user ? w.title : w.guestTitle}
      description={user ? w.description : undefined}
      closeLabel={w.close}
    >
      {me.isPending ? (
        <Spinner label={w.loading} className="py-8" />
      ) : user ? (
        <WatchForm
          userId={user.id}
          subject={subject}
          today={today}
          defaultFrom={defaultFrom}
          defaultTo={defaultTo}
          onDone={() => onOpenChange(false)}
        />
      ) : (
        <GuestPrompt />
      )}
    </Modal>
  );
}

/** A guest's part: why to sign in, and a link to it that comes back to this very step. */
function GuestPrompt() {
  const location = useLocation();
  return (
    <div className="space-y-4">
      <p className="text-stone-700">{w.guestText}</p>
      <Button asChild className="w-full sm:w-auto">
        <Link
          to={authHref('login', `${location.pathname}${location.search}${location.hash}`)}
          state={{ from: location }}
        >
          <LogIn aria-hidden="true" />
          {w.signIn}
        </Link>
      </Button>
    </div>
  );
}

function WatchForm({
  userId,
  subject,
  today,
  defaultFrom,
  defaultTo,
  onDone,
}: {
  userId: string;
  subject: WatchSubject;
  today: string;
  defaultFrom: string;
  defaultTo: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => watchFormSchema(subject, today), [subject, today]);
  const { register, handleSubmit, control, getValues, setValue, formState } = useForm<WatchFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      fromDate: defaultFrom,
      toDate: defaultTo,
      window: false,
      fromTime: DEFAULT_FROM_TIME,
      toTime: DEFAULT_TO_TIME,
    },
  });
  const [fromDate, windowOn] = useWatch({ control, name: ['fromDate', 'window'] });
  const create = useMutation({
    mutationFn: (values: WatchFormValues) =>
      unwrap(api.me.watches.$post({ json: watchBody(subject, values) })) as Promise<{ watch: Watch }>,
    onSuccess: () => {
      toast.success(w.created, { description: w.createdText });
      void queryClient.invalidateQueries({ queryKey: watchKeys.list(userId) });
      onDone();
    },
  });
  const errors = formState.errors;
  const describedBy = (id: string, error: unknown, hint = false) =>
    error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <form className="space-y-4" noValidate onSubmit={handleSubmit((values) => create.mutate(values))}>
      <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700" data-testid="watch-subject">
        {w.watching}: <span className="font-medium text-stone-900">{subject.serviceName}</span>
        {subject.staff === undefined ? null : ` · ${subject.staff?.name ?? w.anyStaff}`}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field id="watch-from-date" label={w.fromDate} error={errors.fromDate?.message}>
          <Input
            id="watch-from-date"
            type="date"
            min={today}
            aria-invalid={errors.fromDate ? true : undefined}
            aria-describedby={describedBy('watch-from-date', errors.fromDate)}
            {...register('fromDate', {
              // The end follows a start moved past it or more than the limit before it.
              onChange: (e: { target: { value: string } }) => {
                const start = e.target.value;
                if (!isDateKey(start)) return;
                const end = getValues('toDate');
                if (end < start) setValue('toDate', start);
                else if (end > addDays(start, MAX_WATCH_RANGE_DAYS))
                  setValue('toDate', addDays(start, MAX_WATCH_RANGE_DAYS));
              },
            })}
          />
        </Field>
        <Field
          id="watch-to-date"
          label={w.toDate}
          error={errors.toDate?.message}
          hint={w.rangeHint(MAX_WATCH_RANGE_DAYS)}
        >
          <Input
            id="watch-to-date"
            type="date"
            min={isDateKey(fromDate) ? fromDate : today}
            max={isDateKey(fromDate) ? addDays(fromDate, MAX_WATCH_RANGE_DAYS) : undefined}
            aria-invalid={errors.toDate ? true : undefined}
            aria-describedby={describedBy('watch-to-date', errors.toDate, true)}
            {...register('toDate')}
          />
        </Field>
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-5 accent-accent-700" {...register('window')} />
        {w.onlySomeTimes}
      </label>
      {windowOn ? (
        <div className="grid grid-cols-2 gap-3">
          <Field id="watch-from-time" label={w.fromTime}>
            <select id="watch-from-time" className={selectClass} {...register('fromTime')}>
              {TIME_OPTIONS.slice(0, -1).map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </Field>
          <Field id="watch-to-time" label={w.toTime} error={errors.toTime?.message}>
            <select
              id="watch-to-time"
              className={selectClass}
              aria-invalid={errors.toTime ? true : undefined}
              aria-describedby={describedBy('watch-to-time', errors.toTime)}
              {...register('toTime')}
            >
              {TIME_OPTIONS.slice(1).map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
      {create.error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {create.error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? w.submitting : w.submit}
      </Button>
    </form>
  );
}
