import { Button } from '~/client/components/ui/button';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import type { AffectedBooking } from '~/shared/schemas/schedule-exceptions';
import { exceptionStrings as x } from './strings';
import { asksAboutBookings } from './use-schedule-exceptions';

/** The bookings a refused change names (409 `exception_covers_bookings`), or null when it asked nothing. */
export const coveredOf = (error: unknown): AffectedBooking[] | null =>
  asksAboutBookings(error) ? ((error.details.bookings as AffectedBooking[] | undefined) ?? []) : null;

/** The bookings a change would leave outside its hours, and the salon's choice: keep them or cancel them. */
export function CoveredChoice({
  title = x.coveredTitle,
  bookings,
  pending,
  onChoose,
}: {
  /** The heading above the list (default 'Det finns bokningar utanför de nya tiderna'). */
  title?: string;
  bookings: AffectedBooking[];
  pending: boolean;
  onChoose: (choice: 'keep' | 'cancel') => void;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-900">{title}</p>
      <ul className="space-y-1 text-amber-900">
        {bookings.map((b) => (
          <li key={b.id} className="break-words">
            {formatShortDateSv(b.startDate)} {b.startTime}–{b.endTime} · {b.customerName} · {b.serviceName}
            {b.staffName ? ` · ${b.staffName}` : ''}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="secondary" disabled={pending} onClick={() => onChoose('keep')}>
          {x.keep}
        </Button>
        <Button type="button" variant="danger" disabled={pending} onClick={() => onChoose('cancel')}>
          {x.cancelThem}
        </Button>
      </div>
    </div>
  );
}
