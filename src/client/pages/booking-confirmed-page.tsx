import { CircleCheck, SearchX } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { BookingDetails } from '~/client/features/booking-links/booking-details';
import { OutcomeActions, OutcomeLinks, OutcomeShell } from '~/client/features/booking-links/outcome-shell';
import { confirmedStrings as t } from '~/client/features/booking-links/strings';
import { dayBeforeReminderPlanned } from '~/shared/reminder-rule';
import type { BookingLinkPreview } from '~/shared/schemas/booking-links';

/** The booking /verify-booking handed over in the history state, when it is the one `id` names. */
function verifiedBooking(state: unknown, id: string): BookingLinkPreview | null {
  const booking = (state as { booking?: BookingLinkPreview } | null)?.booking;
  return booking && typeof booking === 'object' && booking.id === id ? booking : null;
}

/**
 * `/booking-confirmed?id=` (customer-side §2, no layout), reached from 'Bekräfta att du kommer' (/verify-booking):
 * 'Bokning bekräftad!', the booking's service, company, address, date and time, its number (# and the
 * last 8 characters of the id), what happens next — the day-before reminder only when one will be sent
 * (shared/reminder-rule.ts) — and buttons back to start and to book more. Opened directly, without the verified
 * booking (kept in the history state, so a reload keeps it), it claims nothing: 'Ingen bokning att visa'.
 */
export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id') ?? '';
  const booking = verifiedBooking(location.state, id);
  if (!booking) {
    return (
      <OutcomeShell icon={SearchX} tone="warning" title={t.noBookingTitle}>
        <p>{t.noBookingText}</p>
        <OutcomeActions>
          <Button asChild size="lg">
            <Link to="/my-bookings">{t.myBookings}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/">{t.home}</Link>
          </Button>
        </OutcomeActions>
      </OutcomeShell>
    );
  }
  return (
    <OutcomeShell icon={CircleCheck} tone="success" title={t.title}>
      <p>{t.intro}</p>
      <BookingDetails booking={booking} />
      <p>
        {t.numberLabel}{' '}
        <span className="font-mono text-lg font-semibold text-stone-900">#{id.slice(-8)}</span>
      </p>
      <ul className="space-y-2 rounded-xl bg-stone-50 p-4 text-left text-sm leading-relaxed">
        <li>{t.emailSent}</li>
        {dayBeforeReminderPlanned(booking.startDate, new Date()) ? <li>{t.reminder}</li> : null}
        <li>{t.changeOrCancel}</li>
      </ul>
      <OutcomeLinks primaryLabel={t.bookMore} homeLabel={t.home} />
    </OutcomeShell>
  );
}
