import { CalendarDays, Clock, LoaderCircle, SquarePen, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { customerMayChange, deadlineLine, deadlinePassedMessage } from '~/shared/cancellation-policy';
import { zonedWallClockToInstant } from '~/shared/dates';
import type { CustomerBooking } from '~/shared/schemas/booking';
import { StaffLine } from '~/client/features/staff-choice';
import { AddToCalendar } from '~/client/features/add-to-calendar';
import { BookingPaymentLine, refundOnCancelLine } from '~/client/features/payments';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { formatTimeRange } from './format';
import { t } from './strings';

/**
 * One upcoming booking: service, company link, date, time and staff member, with 'Ändra' and 'Avboka' before its start; a visit
 * in progress (started, not ended) shows 'Pågår' instead, as it can no longer be changed or cancelled.
 * With the company's cancellation policy it shows 'Avbokning senast …', and past that deadline the
 * buttons give way to the reason and the company's contact.
 */
export function UpcomingBookingItem({
  booking,
  cancelling,
  onCancel,
}: {
  booking: CustomerBooking;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const date = formatLongDateSv(booking.startDate);
  const time = formatTimeRange(booking.startTime, booking.endTime);
  const [shownAt] = useState(() => Date.now());
  const started = zonedWallClockToInstant(booking.startDate, booking.startTime).getTime() <= shownAt;
  const deadline = booking.cancellationDeadline ? new Date(booking.cancellationDeadline) : null;
  const pastDeadline = deadline !== null && !customerMayChange(deadline, new Date(shownAt));
  // Before the deadline the customer's cancel refunds a paid payment in full: the dialog says so first.
  const refund = refundOnCancelLine(booking);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold text-stone-900">{booking.serviceName}</h3>
        <p className="text-sm text-stone-600">
          <Link
            to={`/booking/${booking.companySlug}`}
            className="font-medium text-accent-700 hover:underline"
          >
            {booking.companyName}
          </Link>
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-stone-400" aria-hidden="true" />
            {date}
          </span>
          <span className="flex items-center gap-1.5 tabular-nums">
            <Clock className="size-4 text-stone-400" aria-hidden="true" />
            {time}
          </span>
          <StaffLine staff={booking.staff} />
        </p>
        <BookingPaymentLine booking={booking} className="text-stone-700" />
        {deadline && !started ? (
          <p className="text-sm text-stone-600" data-testid="cancellation-deadline">
            {deadlineLine(deadline)}
          </p>
        ) : null}
        {started ? null : <AddToCalendar booking={booking} context={`${booking.serviceName} ${date}`} />}
      </div>
      {started ? (
        <Badge tone="success" className="self-start sm:self-center">
          {t.inProgress}
        </Badge>
      ) : pastDeadline && deadline ? (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 sm:max-w-xs">
          {deadlinePassedMessage(deadline, booking.companyName, booking.companyEmail)}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <Button asChild variant="secondary">
            <Link to={`/edit-booking/${booking.id}`} aria-label={t.changeLabel(booking.serviceName, date)}>
              <SquarePen aria-hidden="true" />
              {t.change}
            </Link>
          </Button>
          <ConfirmDialog
            title={t.confirmTitle}
            description={[
              t.confirmText(booking.serviceName, booking.companyName, date, booking.startTime),
              refund,
            ]
              .filter(Boolean)
              .join(' ')}
            cancelLabel={t.keep}
            confirmLabel={t.confirmAction}
            onConfirm={onCancel}
            trigger={
              <Button
                variant="secondary"
                disabled={cancelling}
                aria-busy={cancelling}
                aria-label={t.cancelLabel(booking.serviceName, date)}
                className="text-red-700 hover:bg-red-50"
              >
                {cancelling ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <X aria-hidden="true" />
                )}
                {t.cancel}
              </Button>
            }
          />
        </div>
      )}
    </li>
  );
}
