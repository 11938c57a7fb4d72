import { zodResolver } from '@hookform/resolvers/zod';
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
} from '~/shared/schemas/admin-calendar';
import { CustomerFields } from './new-booking-customer';
import { fieldErrorProps, selectClass } from './new-booking-fields';
import { t } from './strings';
import { useCreateCalendarBooking } from './use-admin-calendar';

/** What the dialog opens with: a clicked free time (date, time, member) or today's defaults. */
export interface NewBookingDefaults {
  date: string;
  startTime: string;
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
}: {
  defaults: NewBookingDefaults | null;
  services: ServiceOption[];
  staff: CalendarStaff[];
  onClose: () => void;
}) {
  if (!defaults) return null;
  return (
    <NewBookingForm
      key={`${defaults.date}${defaults.startTime}${defaults.staffId ?? ''}`}
      defaults={defaults}
      services={services.filter((s) => s.active !== false)}
      staff={staff.filter((m) => m.active)}
      onClose={onClose}
    />
  );
}

/** The form of 'Ny bokning' for active `services` and `staff`; errors show on submit and stay until the next. */
export function NewBookingForm({
  defaults,
  services,
  staff,
  onClose,
}: {
  defaults: NewBookingDefaults;
  services: ServiceOption[];
  staff: CalendarStaff[];
  onClose: () => void;
}) {
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
      startTime: defaults.startTime,
      notes: '',
    },
  });
  const { register, handleSubmit, control } = form;
  const errors = form.formState.errors;
  const mode = useWatch({ control, name: 'mode' });
  const create = useCreateCalendarBooking(() => onClose());
  const submit = handleSubmit((body) => create.mutate(body));

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
        <Field id="nb-notes" label={t.bookingNotes} error={errors.notes?.message}>
          <Textarea id="nb-notes" rows={2} maxLength={500} {...register('notes')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t.saving : t.createBooking}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
