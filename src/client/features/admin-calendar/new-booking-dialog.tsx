import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input, Textarea } from '~/client/components/ui/input';
import { Modal } from '~/client/components/ui/modal';
import {
  newBookingFormSchema,
  type CalendarStaff,
  type CreateCalendarBookingInput,
  type NewBookingFormValues,
  type SlotCheck,
} from '~/shared/schemas/admin-calendar';
import { CustomerFields } from './new-booking-customer';
import { defaultStartTime, fieldErrorProps, selectClass } from './new-booking-fields';
import { SlotRefusal } from './slot-refusal';
import { t } from './strings';
import { checkNewBookingSlot, useCreateCalendarBooking } from './use-admin-calendar';

/**
 * What the dialog opens with: a clicked free time (date, time, member) or the toolbar's day, whose `startTime` null
 * means defaultStartTime (today: the next quarter hour by the server's clock).
 */
export interface NewBookingDefaults {
  date: string;
  startTime: string | null;
  staffId: string | null | undefined;
}

interface ServiceOption {
  id: string;
  name: string;
  active?: boolean;
}

/**
 * 'Ny bokning' (admin-side §4): an existing customer (searched by name, e-mail or phone with the admin customers
 * search) or a new one (name; phone and e-mail optional), service, staff member ('Valfri' or one; only at a company
 * with staff), date and time, notes. Checked with the server's schema before sending; the server decides the rest.
 * Renders nothing while `defaults` is null; new defaults start a fresh form.
 */
export function NewBookingDialog({
  defaults,
  services,
  staff,
  onClose,
  clockSkewMs = 0,
}: {
  defaults: NewBookingDefaults | null;
  services: ServiceOption[];
  staff: CalendarStaff[];
  onClose: () => void;
  /** How far the server's clock is ahead of the browser's (ms), for today's default start. */
  clockSkewMs?: number;
}) {
  if (!defaults) return null;
  return (
    <NewBookingForm
      key={`${defaults.date}${defaults.startTime}${defaults.staffId ?? ''}`}
      defaults={defaults}
      clockSkewMs={clockSkewMs}
      services={services.filter((s) => s.active !== false)}
      staff={staff.filter((m) => m.active)}
      onClose={onClose}
    />
  );
}

/**
 * The form of 'Ny bokning' for active `services` and `staff`; errors show on submit and stay until the next.
 * Before booking it asks the server whether the time is free: a refused time shows why under the time, the
 * nearest free times as chips ('Ledigt 14:00' fills the time) and, when the salon may, 'Boka ändå'.
 */
export function NewBookingForm({
  defaults,
  services,
  staff,
  onClose,
  clockSkewMs = 0,
}: {
  defaults: NewBookingDefaults;
  clockSkewMs?: number;
  services: ServiceOption[];
  staff: CalendarStaff[];
  onClose: () => void;
}) {
  // Read once when the form opens: today's default is the next quarter hour by the server's clock.
  const [startTimeDefault] = useState(
    () => defaults.startTime ?? defaultStartTime(defaults.date, new Date(Date.now() + clockSkewMs)),
  );
  const form = useForm<NewBookingFormValues, unknown, CreateCalendarBookingInput>({
    resolver: zodResolver(newBookingFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      mode: 'existing',
      query: '',
      chosen: null,
      customer: { name: '', phone: '', email: '' },
      serviceId: services[0]?.id ?? '',
      staffId: defaults.staffId ?? '',
      date: defaults.date,
      startTime: startTimeDefault,
      notes: '',
    },
  });
  const { register, handleSubmit, control } = form;
  const errors = form.formState.errors;
  const mode = useWatch({ control, name: 'mode' });
  const [serviceId, staffId, date, startTime] = useWatch({
    control,
    name: ['serviceId', 'staffId', 'date', 'startTime'],
  });
  // A refusal belongs to the time it was given for; changing the time, member or service puts it away.
  const [refused, setRefused] = useState<{ key: string; check: SlotCheck } | null>(null);
  const [checking, setChecking] = useState(false);
  const keyOf = (b: { serviceId: string; staffId?: string | null; date: string; startTime: string }) =>
    [b.serviceId, b.staffId ?? '', b.date, b.startTime].join('|');
  const refusal = refused?.key === keyOf({ serviceId, staffId, date, startTime }) ? refused.check : null;
  const create = useCreateCalendarBooking(
    () => onClose(),
    (check) => setRefused({ key: keyOf({ serviceId, staffId, date, startTime }), check }),
  );
  const submit = handleSubmit(async (body) => {
    setChecking(true);
    try {
      const check = await checkNewBookingSlot(body);
      if (check.free) create.mutate(body);
      else setRefused({ key: keyOf(body), check });
    } catch (error) {
      toast.error(t.createFailed, { description: error instanceof Error ? error.message : t.createFailed });
    } finally {
      setChecking(false);
    }
  });
  const bookAnyway = handleSubmit((body) => create.mutate({ ...body, override: true }));
  const busy = checking || create.isPending;
  // Opened before the services had loaded: the first one once they are there.
  const firstService = services[0]?.id;
  useEffect(() => {
    if (firstService && !form.getValues('serviceId')) form.setValue('serviceId', firstService);
  }, [firstService, form]);

  return (
    <Modal
      closeLabel={t.close}
      open
      onOpenChange={(o) => !o && onClose()}
      title={t.newBooking}
      description={t.newBookingDescription}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <CustomerFields form={form} mode={mode} />
        <Field id="nb-serviceId" label={t.service} error={errors.serviceId?.message}>
          <select
            id="nb-serviceId"
            className={selectClass}
            {...fieldErrorProps('serviceId', errors.serviceId)}
            {...register('serviceId')}
          >
            {services.length === 0 ? <option value="">{t.chooseService}</option> : null}
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        {staff.length > 0 ? (
          <Field id="nb-staff" label={t.staff}>
            <select id="nb-staff" className={selectClass} {...register('staffId')}>
              <option value="">{t.anyStaff}</option>
              {staff.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field id="nb-date" label={t.date} error={errors.date?.message}>
            <Input id="nb-date" type="date" {...fieldErrorProps('date', errors.date)} {...register('date')} />
          </Field>
          <Field id="nb-startTime" label={t.start} error={errors.startTime?.message}>
            <Input
              id="nb-startTime"
              type="time"
              step={300}
              {...fieldErrorProps('startTime', errors.startTime)}
              {...register('startTime')}
            />
          </Field>
        </div>
        {refusal ? (
          <SlotRefusal
            refusal={refusal}
            pending={busy}
            onPick={(time) => form.setValue('startTime', time)}
            onBookAnyway={() => void bookAnyway()}
          />
        ) : null}
        <Field id="nb-notes" label={t.bookingNotes} error={errors.notes?.message}>
          <Textarea id="nb-notes" rows={2} maxLength={500} {...register('notes')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t.saving : t.createBooking}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
