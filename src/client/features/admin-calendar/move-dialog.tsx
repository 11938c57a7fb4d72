import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { Modal } from '~/client/components/ui/modal';
import {
  moveBookingFormSchema,
  type AdminCalendarBooking,
  type CalendarStaff,
  type MoveBookingFormValues,
  type MoveCalendarBookingInput,
} from '~/shared/schemas/admin-calendar';
import { selectClass } from './new-booking-fields';
import { t } from './strings';
import { useMoveCalendarBooking } from './use-admin-calendar';

/**
 * 'Flytta', the keyboard way to move a booking: new date, start time and (at a company with staff)
 * member or 'Valfri'. The server checks the time as for a new booking and e-mails the customer.
 */
export function MoveDialog({
  booking,
  staff,
  onClose,
}: {
  booking: AdminCalendarBooking;
  staff: CalendarStaff[];
  onClose: () => void;
}) {
  const members = staff.filter((m) => m.active || m.id === booking.staffId);
  const { register, handleSubmit, formState } = useForm<
    MoveBookingFormValues,
    unknown,
    MoveCalendarBookingInput
  >({
    resolver: zodResolver(moveBookingFormSchema(members.length > 0)),
    reValidateMode: 'onSubmit',
    defaultValues: { date: booking.startDate, startTime: booking.startTime, staffId: booking.staffId ?? '' },
  });
  const errors = formState.errors;
  const move = useMoveCalendarBooking(onClose);
  const submit = handleSubmit((body) => move.mutate({ id: booking.id, ...body }));
  const invalid = (key: 'date' | 'startTime') =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `move-${key}-error` } : {};

  return (
    <Modal
      closeLabel={t.close}
      open
      onOpenChange={(o) => !o && onClose()}
      title={t.moveTitle}
      description={t.moveDescription}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <p className="text-sm text-stone-700">
          {booking.customerName}, {booking.serviceName}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Field id="move-date" label={t.date} error={errors.date?.message}>
            <Input id="move-date" type="date" {...invalid('date')} {...register('date')} />
          </Field>
          <Field id="move-startTime" label={t.start} error={errors.startTime?.message}>
            <Input
              id="move-startTime"
              type="time"
              step={300}
              {...invalid('startTime')}
              {...register('startTime')}
            />
          </Field>
        </div>
        {members.length > 0 ? (
          <Field id="move-staff" label={t.staff}>
            <select id="move-staff" className={selectClass} {...register('staffId')}>
              <option value="">{t.anyStaff}</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? t.saving : t.moveSave}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
