import { cn } from '~/client/lib/cn';
import type { AdminCalendarBooking } from '~/shared/schemas/admin-calendar';
import type { BookingStatus } from '~/shared/schemas/booking';
import { STATUS_LABELS } from './strings';

/** Card colours per status: teal booked, green completed, struck-through grey-red cancelled, amber no-show. */
const STATUS_STYLES: Record<BookingStatus, string> = {
  booked: 'border-accent-600 bg-accent-50 text-accent-800 hover:bg-accent-100',
  completed: 'border-emerald-600 bg-emerald-50 text-emerald-950 hover:bg-emerald-100',
  cancelled: 'border-red-400 bg-red-50/70 text-stone-600 hover:bg-red-100',
  no_show: 'border-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100',
};

/** A booking in the grid or day list: time, customer, service; opens the booking popover. */
export function BookingCard({
  booking,
  onOpen,
  className,
}: {
  booking: AdminCalendarBooking;
  onOpen: (booking: AdminCalendarBooking) => void;
  className?: string;
}) {
  const status = STATUS_LABELS[booking.status];
  return (
    <button
      type="button"
      onClick={() => onOpen(booking)}
      aria-label={`${booking.startTime}–${booking.endTime} ${booking.customerName}, ${booking.serviceName}, ${status}`}
      className={cn(
        'block w-full min-w-0 cursor-pointer rounded-lg border-l-4 px-2 py-1 text-left text-xs shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600',
        STATUS_STYLES[booking.status],
        className,
      )}
    >
      <span className="flex items-center justify-between gap-1 font-semibold tabular-nums">
        <span className={cn(booking.status === 'cancelled' && 'line-through')}>
          {booking.startTime}–{booking.endTime}
        </span>
        {booking.status !== 'booked' ? (
          <span className="truncate font-medium opacity-80">{status}</span>
        ) : null}
      </span>
      <span className="block truncate font-medium">{booking.customerName}</span>
      <span className="block truncate opacity-80">{booking.serviceName}</span>
    </button>
  );
}
