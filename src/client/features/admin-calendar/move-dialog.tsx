import { useState, type FormEvent } from 'react';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { Modal } from '~/client/components/ui/modal';
import {
  moveCalendarBookingSchema,
  type AdminCalendarBooking,
  type CalendarStaff,
} from '~/shared/schemas/admin-calendar';
import { t } from './strings';
import { useMoveCalendarBooking } from './use-admin-calendar';

const selectClass = 'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900';

/**
 * 'Flytta' (issue 15 §4), the keyboard way to move a booking: new date, start time and (at a company with staff)
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
  const [date, setDate] = useState(booking.startDate);
  const [startTime, setStartTime] = useState(booking.startTime);
  const [staffId, setStaffId] = useState(booking.staffId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useMoveCalendarBooking(onClose);
  const members = staff.filter((m) => m.active || m.id === booking.staffId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { date, startTime, ...(members.length > 0 ? { staffId: staffId || null } : {}) };
    const parsed = moveCalendarBookingSchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (parsed.success) move.mutate({ id: booking.id, ...body });
  };
  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `move-${key}-error` } : {};

  return (
    <Modal
      closeLabel={t.close}
      open
      onOpenChange={(o) => !o && onClose()}
      title={t.moveTitle}
      description={t.moveDescription}
    >
      <form noValidate className="space-y-4" onSubmit={submit}>
        <p className="text-sm text-stone-700">
          {booking.customerName}, {booking.serviceName}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Field id="move-date" label={t.date} error={errors.date}>
            <Input
              id="move-date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              {...invalid('date')}
            />
          </Field>
          <Field id="move-startTime" label={t.start} error={errors.startTime}>
            <Input
              id="move-startTime"
              type="time"
              step={300}
              value={startTime}
              onChange={(e) => setStartTime(e.target.value)}
              {...invalid('startTime')}
            />
          </Field>
        </div>
        {members.length > 0 ? (
          <Field id="move-staff" label={t.staff}>
            <select
              id="move-staff"
              value={staffId}
              onChange={(e) => setStaffId(e.target.value)}
              className={selectClass}
            >
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
