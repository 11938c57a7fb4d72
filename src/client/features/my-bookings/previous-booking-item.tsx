import { Badge } from '~/client/components/ui/badge';
import { cn } from '~/client/lib/cn';
import type { BookingStatus, CustomerBooking } from '~/shared/schemas/booking';
import { StaffLine } from '~/client/features/staff-choice/staff-line';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { formatTimeRange } from './format';
import { t } from './strings';

const TONES: Record<BookingStatus, 'neutral' | 'success' | 'warning' | 'accent'> = {
  booked: 'accent',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'warning',
};

/** One past booking, muted, with its status badge ('Klar', 'Avbokad', 'Uteblivit'); a cancelled one struck through. */
export function PreviousBookingItem({ booking }: { booking: CustomerBooking }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-0.5 text-stone-500">
        <p
          className={cn(
            'font-medium text-stone-600',
            booking.status === 'cancelled' && 'line-through decoration-stone-300',
          )}
        >
          {booking.serviceName}
        </p>
        <p className="text-sm">{t.at(booking.companyName)}</p>
        <p className="flex flex-wrap gap-x-2 text-sm tabular-nums">
          <span>{formatLongDateSv(booking.startDate)}</span>
          <span className="whitespace-nowrap">{formatTimeRange(booking.startTime, booking.endTime)}</span>
        </p>
        <StaffLine staff={booking.staff} className="text-sm" />
      </div>
      <Badge tone={TONES[booking.status]} className="shrink-0">
        {t.previousStatus[booking.status]}
      </Badge>
    </li>
  );
}
