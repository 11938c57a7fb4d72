import { CalendarCheck, CalendarClock, CalendarX, CircleAlert, Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { Spinner } from '~/client/components/ui/spinner';
import { bookingHref } from '~/shared/booking-url';
import { BOOKING_LINK_ERROR_CODES as CODES, type BookingLinkPreview } from '~/shared/schemas/booking-links';
import { BookingDetails } from './booking-details';
import { OutcomeActions, OutcomeLinks, OutcomeShell } from './outcome-shell';
import { cancelStrings as t } from './strings';
import { useCancelByLink, useCancelLinkPreview } from './use-cancel-link';
import { isErrorCode } from '~/shared/error-codes';

function HomeActions() {
  return <OutcomeLinks primaryLabel={t.bookAgain} homeLabel={t.home} />;
}

/** After a cancel: 'Boka igen' the same service at the same company, and the start page. */
function BookAgainActions({ booking }: { booking: BookingLinkPreview }) {
  return (
    <OutcomeActions>
      <Button asChild size="lg">
        <Link to={bookingHref(booking.companySlug, { step: 'calendar', serviceId: booking.serviceId })}>
          {t.bookSameAgain}
        </Link>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to="/">{t.home}</Link>
      </Button>
    </OutcomeActions>
  );
}

/**
 * The /cancel-booking page's content (customer-side §2, §7 cancel_booking_and_log, §8 cancel messages): shows the
 * booking behind the e-mailed `token`, 'Avboka bokningen' with a confirmation step, then 'Bokningen har avbokats'.
 * Already cancelled, started and unknown links each get their own message. No sign-in needed. Before cancelling,
 * 'Ändra tid i stället' leads to moving the booking (/edit-booking/:id, after signing in); after it, 'Boka igen'
 *.
 */
export function CancelBookingView({ token }: { token: string }) {
  const preview = useCancelLinkPreview(token);
  const cancel = useCancelByLink(token);

  if (!token || (preview.error instanceof ApiError && preview.error.status === 404)) {
    return (
      <OutcomeShell icon={Link2Off} tone="danger" title={t.invalid}>
        <p>{t.invalidText}</p>
        <HomeActions />
      </OutcomeShell>
    );
  }
  if (preview.isPending) {
    return (
      <OutcomeShell icon={CalendarX} tone="accent" title={t.title}>
        <Spinner label={t.loading} className="py-4" />
      </OutcomeShell>
    );
  }
  if (preview.isError) {
    return (
      <OutcomeShell icon={CircleAlert} tone="danger" title={t.fetchFailed}>
        <p>{preview.error.message}</p>
        <HomeActions />
      </OutcomeShell>
    );
  }

  const booking = preview.data.booking;
  const rejected = cancel.error instanceof ApiError ? cancel.error.code : undefined;
  if (cancel.isSuccess) {
    return (
      <OutcomeShell icon={CalendarCheck} tone="success" title={t.cancelled}>
        <p>{t.cancelledText}</p>
        <BookingDetails booking={booking} />
        <BookAgainActions booking={booking} />
      </OutcomeShell>
    );
  }
  if (booking.status === 'cancelled' || rejected === CODES.alreadyCancelled) {
    return (
      <OutcomeShell icon={CalendarX} tone="warning" title={t.alreadyCancelled}>
        <p>{t.alreadyCancelledText}</p>
        <BookingDetails booking={booking} />
        <HomeActions />
      </OutcomeShell>
    );
  }
  // Past the company's cancellation deadline: the server's words, naming the deadline and contact.
  const policyMessage = isErrorCode(rejected, 'cancellation_deadline_passed')
    ? cancel.error?.message
    : booking.policyMessage;
  if (booking.status === 'booked' && policyMessage) {
    return (
      <OutcomeShell icon={CircleAlert} tone="warning" title={t.started}>
        <p data-testid="policy-message">{policyMessage}</p>
        <BookingDetails booking={booking} />
        <HomeActions />
      </OutcomeShell>
    );
  }
  if (!booking.cancellable || rejected === CODES.started || rejected === CODES.notCancellable) {
    return (
      <OutcomeShell
        icon={CircleAlert}
        tone="warning"
        title={booking.status === 'booked' ? t.started : t.notActive}
      >
        <p>{t.startedText}</p>
        <BookingDetails booking={booking} />
        <HomeActions />
      </OutcomeShell>
    );
  }

  const onConfirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t.cancelled),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) return; // shown as the page's state
        toast.error(t.cancelFailed, { description: err.message });
      },
    });

  return (
    <OutcomeShell icon={CalendarX} tone="accent" title={t.title}>
      <p>{t.intro}</p>
      <BookingDetails booking={booking} />
      {/* Moving is allowed exactly when cancelling is (the same policy): offered first. */}
      <div className="space-y-2 rounded-xl border border-accent-200 bg-accent-50 p-4 text-left text-sm">
        <p className="text-stone-700">{t.moveInstead}</p>
        <Button asChild variant="secondary" className="w-full">
          <Link to={`/edit-booking/${encodeURIComponent(booking.id)}`}>
            <CalendarClock aria-hidden="true" />
            {t.move}
          </Link>
        </Button>
      </div>
      <OutcomeActions>
        <ConfirmDialog
          title={t.confirmTitle}
          description={t.confirmText}
          cancelLabel={t.keep}
          confirmLabel={t.confirm}
          onConfirm={onConfirm}
          trigger={
            <Button variant="danger" size="lg" disabled={cancel.isPending}>
              {cancel.isPending ? t.cancelling : t.cancel}
            </Button>
          }
        />
        <Button asChild size="lg" variant="secondary">
          <Link to="/">{t.home}</Link>
        </Button>
      </OutcomeActions>
    </OutcomeShell>
  );
}
