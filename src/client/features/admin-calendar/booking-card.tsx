import { cn } from '~/client/lib/cn';
import { processingGap } from '~/shared/availability/processing';
import { formatHhmm, parseHhmm } from '~/shared/dates';
import type { AdminCalendarBooking } from '~/shared/schemas/admin-calendar';
import type { BookingStatus } from '~/shared/schemas/booking';
import { STATUS_LABELS, t } from './strings';

/**
 * Card colours per status: teal booked, green completed, struck-through grey-red cancelled, amber no-show, and a
 * time held while the customer pays online (docs/decisions/047) muted grey with stripes and a dashed edge. The
 * lighter lines (service, staff) are the text at 80 % opacity, so each text colour is dark enough for that to keep
 * 4.5:1 on its background (a cancelled card's stone-600 did not).
 */
const STATUS_STYLES: Record<BookingStatus, string> = {
  booked: 'border-accent-600 bg-accent-50 text-accent-800 hover:bg-accent-100',
  completed: 'border-emerald-600 bg-emerald-50 text-emerald-950 hover:bg-emerald-100',
  cancelled: 'border-red-400 bg-red-50/70 text-stone-700 hover:bg-red-100',
  no_show: 'border-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100',
  pending_payment:
    'border-dashed border-stone-500 bg-[repeating-linear-gradient(135deg,#fafaf9_0,#fafaf9_6px,#e7e5e4_6px,#e7e5e4_8px)] text-stone-800 hover:bg-stone-100',
};

/**
 * The processing gap of `booking` (docs/decisions/036) as `HH:MM` times and as fractions of its length, or null.
 */
function processingOf(booking: AdminCalendarBooking) {
  const start = parseHhmm(booking.startTime);
  const duration = (parseHhmm(booking.endTime) || 1440) - start;
  const gap = processingGap(booking.processingAfterMinutes, booking.processingMinutes, duration);
  if (!gap) return null;
  return {
    from: formatHhmm(start + gap.start),
    to: formatHhmm(start + gap.end),
    top: gap.start / duration,
    height: (gap.end - gap.start) / duration,
  };
}

/**
 * A booking in the grid or day list: time (never wrapped), customer, status badge unless booked (never cut), service,
 * optionally the staff member; opens the booking popover. In the grid it is clipped to its time's height, and a
 * processing gap ('Verkningstid') is drawn as a lighter band over its time (`timeScaled`); its label names it.
 */
export function BookingCard({
  booking,
  onOpen,
  className,
  showStaff = false,
  timeScaled = false,
}: {
  booking: AdminCalendarBooking;
  onOpen: (booking: AdminCalendarBooking) => void;
  className?: string;
  /** Also name the staff member (lists where the column does not say it). */
  showStaff?: boolean;
  /** The card's height is its time (the grid): draw the processing gap where it lies. */
  timeScaled?: boolean;
}) {
  const status = STATUS_LABELS[booking.status];
  const processing = processingOf(booking);
  const label =
    `${booking.startTime}–${booking.endTime} ${booking.customerName}, ${booking.serviceName}, ${status}` +
    (processing ? `, ${t.processingAt(processing.from, processing.to)}` : '');
  return (
    // A column that wraps: a line that does not fit the card's height moves to a second column outside the card,
    // so a short booking shows whole lines only, never half of one (the column gap is wider than the padding, so
    // none of it shows); the title gives the whole text on hover.
    <button
      type="button"
      onClick={() => onOpen(booking)}
      aria-label={label}
      title={label}
      className={cn(
        '@container relative flex w-full min-w-0 cursor-pointer flex-col flex-wrap content-start items-start gap-x-4 overflow-hidden rounded-lg border-l-4 px-1 py-1 text-left text-xs leading-tight shadow-xs transition-colors *:w-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 sm:px-2',
        STATUS_STYLES[booking.status],
        className,
      )}
    >
      <span
        className={cn(
          'block font-semibold whitespace-nowrap tabular-nums',
          booking.status === 'cancelled' && 'line-through',
        )}
      >
        {/* A narrow card (two bookings side by side in a week column) shows the start only, never a wrapped time. */}
        <span className="@[5.5rem]:hidden">{booking.startTime}</span>
        <span className="hidden @[5.5rem]:inline">
          {booking.startTime}–{booking.endTime}
        </span>
      </span>
      <span className="block truncate font-medium">{booking.customerName}</span>
      {booking.status !== 'booked' ? (
        <span className="mt-0.5 inline-block w-auto! rounded bg-white/70 px-0.5 text-[0.625rem] font-semibold whitespace-nowrap @[5.5rem]:px-1 @[5.5rem]:text-[0.6875rem]">
          {status}
        </span>
      ) : null}
      <span className="block truncate opacity-80">{booking.serviceName}</span>
      {showStaff && booking.staffName ? (
        <span className="block truncate opacity-80">{booking.staffName}</span>
      ) : null}
      {processing && !timeScaled ? (
        <span className="block truncate opacity-80">
          {t.processing} {processing.from}–{processing.to}
        </span>
      ) : null}
      {processing && timeScaled ? (
        // The member is free during the gap: the band is lighter and dashed, so the front desk sees it at a glance.
        <span
          data-processing-gap
          aria-hidden="true"
          style={{ top: `${processing.top * 100}%`, height: `${processing.height * 100}%` }}
          className="pointer-events-none absolute inset-x-0 flex w-auto! items-center justify-center overflow-hidden border-y border-dashed border-current/40 bg-white/85 px-1 text-[0.6875rem] font-medium whitespace-nowrap"
        >
          <span className="truncate">{t.processing}</span>
        </span>
      ) : null}
    </button>
  );
}
