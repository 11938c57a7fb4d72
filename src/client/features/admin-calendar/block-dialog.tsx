import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { useDebounced } from '~/client/lib/use-debounced';
import {
  ADMIN_CALENDAR_ERRORS,
  BLOCK_REASON_MAX,
  DEFAULT_BLOCK_END,
  DEFAULT_BLOCK_START,
  blockEndsByNow,
  blockPeriodQuerySchema,
  createBlockSchema,
  type CalendarStaff,
  type CoveredBookingsChoice as Choice,
  type CreateBlockInput,
} from '~/shared/schemas/admin-calendar';
import { Modal } from '~/client/components/ui/modal';
import { CoveredBookingsChoice } from './covered-bookings';
import { selectClass } from './new-booking-fields';
import { t } from './strings';
import { useCoveredBookings, useCreateBlock, type BlockPeriod } from './use-admin-calendar';

type FormValues = {
  date: string;
  startTime: string;
  endTime: string;
  /** 'Gäller': a member's id, '' = the whole salon. */
  staffId: string;
  reason: string;
  coveredBookings: Choice | null;
};

/** The server's schema, plus 'Blockeringen ligger redan i det förflutna' when the end has passed (checked on submit). */
const blockFormSchema = createBlockSchema.refine((b) => !blockEndsByNow(b, new Date()), {
  message: ADMIN_CALENDAR_ERRORS.blockInPast,
  path: ['endTime'],
});

/** The period the form's fields name, when it is a valid one that has not ended; else null. */
function periodOf(date: string, startTime: string, endTime: string, staffId: string): BlockPeriod | null {
  const parsed = blockPeriodQuerySchema.safeParse({ date, startTime, endTime, staffId: staffId || null });
  return parsed.success && !blockEndsByNow(parsed.data, new Date()) ? parsed.data : null;
}

/**
 * 'Blockera tid' (admin-side §2): date (default `defaultDate`), start 09:00, end 17:00, 'Gäller' (the whole
 * salon, or one of the active `staff`: then only that member's time and bookings) and an optional reason, checked with the server's schema (end after start, end not passed) before sending. While the
 * times cover booked bookings (asked of the server 300 ms after the last change) it lists them and requires the
 * choice to keep or cancel them; a 409 for a booking made meanwhile shows the fresh list instead of failing.
 */
export function BlockDialog({
  open,
  onOpenChange,
  defaultDate,
  staff = [],
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultDate: string;
  staff?: CalendarStaff[];
}) {
  const members = staff.filter((m) => m.active);
  const defaults: FormValues = {
    date: defaultDate,
    startTime: DEFAULT_BLOCK_START,
    endTime: DEFAULT_BLOCK_END,
    staffId: '',
    reason: '',
    coveredBookings: null,
  };
  const form = useForm<FormValues, unknown, CreateBlockInput>({
    resolver: zodResolver(blockFormSchema) as never,
    defaultValues: defaults,
  });
  const { reset, setError, setValue, setFocus } = form;
  const create = useCreateBlock(
    () => onOpenChange(false),
    (error) => {
      setValue('coveredBookings', null);
      setError('coveredBookings', { message: error.message });
      setTimeout(() => setFocus('coveredBookings'), 0);
    },
  );
  useEffect(() => {
    if (open)
      reset({
        date: defaultDate,
        startTime: DEFAULT_BLOCK_START,
        endTime: DEFAULT_BLOCK_END,
        staffId: '',
        reason: '',
        coveredBookings: null,
      });
  }, [open, defaultDate, reset]);

  const [date, startTime, endTime, staffId] = useWatch({
    control: form.control,
    name: ['date', 'startTime', 'endTime', 'staffId'],
  });
  const currentKey = open ? `${date}|${startTime}|${endTime}|${staffId}` : '';
  const periodKey = useDebounced(currentKey, 300);
  const [d = '', s = '', e = '', m = ''] = periodKey.split('|');
  const covered = useCoveredBookings(periodKey ? periodOf(d, s, e, m) : null);
  // The list of a period the fields no longer name (changed within the last 300 ms) is not shown or sent: the
  // server then answers 409 with the covered bookings of the period sent, which the choice shows.
  const coveredList = periodKey === currentKey ? (covered.data ?? []) : [];

  const submit = form.handleSubmit((values) => {
    if (coveredList.length > 0 && !values.coveredBookings) {
      setError('coveredBookings', { message: ADMIN_CALENDAR_ERRORS.coveredChoice });
      setFocus('coveredBookings');
      return;
    }
    create.mutate({
      ...values,
      staffId: values.staffId || null,
      ...(coveredList.length > 0
        ? { coveredBookings: values.coveredBookings, coveredBookingIds: coveredList.map((b) => b.id) }
        : { coveredBookings: undefined }),
    });
  });

  const errors = form.formState.errors;
  const invalid = (name: keyof FormValues) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `block-${name}-error` } : {};

  return (
    <Modal
      closeLabel={t.close}
      open={open}
      onOpenChange={onOpenChange}
      title={t.blockDialogTitle}
      description={t.blockDialogDescription}
    >
      <form noValidate className="space-y-4" onSubmit={submit}>
        <Field id="block-date" label={t.date} error={errors.date?.message}>
          <Input id="block-date" type="date" {...form.register('date')} {...invalid('date')} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="block-startTime" label={t.start} error={errors.startTime?.message}>
            <Input
              id="block-startTime"
              type="time"
              step={300}
              {...form.register('startTime')}
              {...invalid('startTime')}
            />
          </Field>
          <Field id="block-endTime" label={t.end} error={errors.endTime?.message}>
            <Input
              id="block-endTime"
              type="time"
              step={300}
              {...form.register('endTime')}
              {...invalid('endTime')}
            />
          </Field>
        </div>
        {members.length > 0 ? (
          <Field id="block-staffId" label={t.blockAppliesTo} error={errors.staffId?.message}>
            <select
              id="block-staffId"
              className={selectClass}
              {...form.register('staffId')}
              {...invalid('staffId')}
            >
              <option value="">{t.wholeSalon}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <div aria-live="polite">
          {coveredList.length > 0 ? (
            <CoveredBookingsChoice
              bookings={coveredList}
              register={form.register('coveredBookings')}
              error={errors.coveredBookings?.message}
            />
          ) : covered.isError ? (
            <p className="text-sm text-stone-600">{t.coveredFailed}</p>
          ) : null}
        </div>
        <Field id="block-reason" label={t.reason} error={errors.reason?.message}>
          <Input
            id="block-reason"
            maxLength={BLOCK_REASON_MAX}
            placeholder={t.reasonPlaceholder}
            {...form.register('reason')}
            {...invalid('reason')}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t.close}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
