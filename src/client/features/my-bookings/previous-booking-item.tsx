import { CircleCheck, MessageSquarePlus } from 'lucide-react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { BookAgainLink } from '~/client/features/booking';
import { profileText } from '~/client/features/profile';
import { cn } from '~/client/lib/cn';
import type { BookingStatus, CustomerBooking } from '~/shared/schemas/booking';
import { StaffLine } from '~/client/features/staff-choice';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { BookingPaymentLine } from '~/client/features/payments';
import { formatTimeRange } from './format';
import { t } from './strings';

const TONES: Record<BookingStatus, 'neutral' | 'success' | 'warning' | 'accent'> = {
  booked: 'accent',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'warning',
  pending_payment: 'warning',
};

/**
 * One past booking, muted, with its status badge ('Genomförd', 'Avbokad', 'Utebliven'); a cancelled one struck
 * through. A completed visit gets 'Boka igen' and — when `feedback` says it may still be given — 'Lämna omdöme',
 * as in Profil; `feedback.given` shows 'Omdöme lämnat' instead.
 */
export function PreviousBookingItem({
  booking,
  feedback,
}: {
  booking: CustomerBooking;
  feedback?: { canGive: boolean; given: boolean; onGive: () => void };
}) {
  const completed = booking.status === 'completed';
  const date = formatLongDateSv(booking.startDate);
  return (
    <li
      className={cn(
        'flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0',
        // With its actions a completed visit stacks on a phone, so the details keep the full width.
        completed && 'max-sm:flex-col max-sm:items-stretch max-sm:gap-2',
      )}
    >
      <div className="min-w-0 space-y-0.5 text-stone-500">
        <p
          className={cn(
            'font-medium text-stone-600',
            booking.status === 'cancelled' && 'line-through decoration-stone-300',
          )}
        >
          {booking.serviceName}
        </p>
        <p className="text-sm [overflow-wrap:anywhere]">{t.at(booking.companyName)}</p>
        <p className="flex flex-wrap gap-x-2 text-sm tabular-nums">
          <span>{date}</span>
          <span className="whitespace-nowrap">{formatTimeRange(booking.startTime, booking.endTime)}</span>
        </p>
        <StaffLine staff={booking.staff} className="text-sm" />
        <BookingPaymentLine booking={booking} />
      </div>
      <div
        className={cn(
          'flex shrink-0 flex-col items-end gap-2',
          completed && 'max-sm:flex-row max-sm:flex-wrap max-sm:items-center',
        )}
      >
        <Badge tone={TONES[booking.status]}>{t.previousStatus[booking.status]}</Badge>
        {completed ? (
          <BookAgainLink
            slug={booking.companySlug}
            serviceId={booking.serviceId}
            staffId={booking.staff?.id ?? null}
            label={profileText.bookAgainLabel(booking.serviceName, booking.companyName)}
          />
        ) : null}
        {completed && feedback?.canGive ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={profileText.giveFeedbackLabel(booking.serviceName, date)}
            onClick={feedback.onGive}
          >
            <MessageSquarePlus aria-hidden="true" />
            {profileText.giveFeedback}
          </Button>
        ) : completed && feedback?.given ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            {profileText.feedbackGiven}
          </p>
        ) : null}
      </div>
    </li>
  );
}
