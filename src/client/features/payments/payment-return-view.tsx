import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX, Hourglass, LoaderCircle, RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, ApiError, unwrap } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { AddToCalendar } from '~/client/features/add-to-calendar';
import { bookingKey, useBooking } from '~/client/features/booking';
import { useSubmitBooking } from '~/client/features/booking/use-submit-booking';
import { myBookingsQuery } from '~/client/features/my-bookings';
import { useMe } from '~/client/features/session';
import { staffText } from '~/client/features/staff-choice';
import { cn } from '~/client/lib/cn';
import { bookingHref } from '~/shared/booking-url';
import { deadlineLine } from '~/shared/cancellation-policy';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { formatPrice, formatServicePrice } from '~/shared/money';
import { BOOKING_ERRORS, type CustomerBooking } from '~/shared/schemas/booking';
import { BookingPaymentLine } from './booking-payment-line';
import { methodLabel } from './payment-lines';
import {
  holdEndsAt,
  otherTimeHref,
  paymentOutcome,
  retryInput,
  type PaymentOutcome,
} from './payment-outcome';
import { p } from './strings';

const tones = {
  success: 'bg-emerald-100 text-emerald-700',
  warning: 'bg-amber-100 text-amber-800',
  accent: 'bg-accent-100 text-accent-700',
} as const;

/** The card's head: an icon, the page's heading and a lead, announced when the state changes. */
function Outcome({
  icon,
  tone,
  title,
  lead,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof tones;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="space-y-6 p-5 sm:p-8">
      <div className="flex flex-col items-center gap-3 text-center" aria-live="polite">
        <span
          className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-8', tones[tone])}
        >
          {icon}
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
        {lead ? <div className="space-y-1 text-stone-600">{lead}</div> : null}
      </div>
      {children}
    </Card>
  );
}

/** The paid booking's details: company, services, date, time, staff, what was paid and what is left on site. */
function BookingRows({ booking }: { booking: CustomerBooking }) {
  const { payment } = booking;
  // A cancelled booking's money is its payment line's (refunded or kept), not these rows'.
  const paid = payment?.status === 'paid' && booking.status !== 'cancelled' ? payment : null;
  // What is left to pay on site, once the online part is paid.
  const onSite =
    paid && booking.servicePrice !== null ? Math.max(0, booking.servicePrice - paid.amount) : null;
  const priceFrom = booking.services.some((s) => s.priceFrom);
  const rows: [string, string][] = [
    [p.company, booking.companyName],
    [booking.services.length > 1 ? p.services : p.service, booking.serviceName],
    [p.date, formatLongDateSv(booking.startDate)],
    [p.time, `${booking.startTime}–${booking.endTime}`],
    ...(booking.staff ? ([[staffText.staff, booking.staff.name]] as [string, string][]) : []),
    ...(payment?.status === 'paid'
      ? ([
          [
            p.paidRow(p.kind[payment.kind]),
            p.paidValue(formatPrice(payment.amount), methodLabel(payment.method)),
          ],
        ] as [string, string][])
      : []),
    ...(onSite ? ([[p.onSiteRow, formatServicePrice(onSite, priceFrom)]] as [string, string][]) : []),
  ];
  return (
    <dl
      className="divide-y divide-stone-100 rounded-xl border border-stone-200"
      data-testid="payment-booking"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-3">
          <dt className="shrink-0 text-sm text-stone-500">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Releases a held time (`POST /api/bookings/:id/cancel`) after the customer gave up paying; no toasts. */
function useReleaseHold(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CustomerBooking> =>
      (await unwrap(api.bookings[':id'].cancel.$post({ param: { id } }))).booking as CustomerBooking,
    onSuccess: (booking) => queryClient.setQueryData(bookingKey(id), booking),
    // A refusal (paid in between, or released already) is answered by the booking as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKey(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey }),
  });
}

/** 'Försök igen' (the same time once more) and 'Välj en annan tid', after a failed or abandoned payment. */
function TryAgain({ booking }: { booking: CustomerBooking }) {
  const navigate = useNavigate();
  const phone = useMe().data?.user?.phone ?? null;
  const [taken, setTaken] = useState(false);
  const retry = useSubmitBooking(booking.companySlug, {
    // The rule changed to paying on site: the booking is made, shown on the booking page's confirmation.
    onSuccess: (made) =>
      void navigate(bookingHref(booking.companySlug, { step: 'confirmation', bookingId: made.id })),
    onSlotTaken: () => setTaken(true),
  });
  const input = retryInput(booking, phone);
  const working = retry.isPending || retry.data?.payment !== undefined;
  const other = (
    <Button asChild size="lg" variant={input && !taken ? 'secondary' : 'primary'}>
      <Link to={otherTimeHref(booking)}>{p.chooseOtherTime}</Link>
    </Button>
  );
  return (
    <div className="space-y-3">
      {taken ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2.5 text-center text-sm text-amber-900">
          {BOOKING_ERRORS.slotTaken}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-center">
        {input && !taken ? (
          <Button size="lg" disabled={working} onClick={() => retry.mutate(input)}>
            {working ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            {working ? p.tryingAgain : p.tryAgain}
          </Button>
        ) : null}
        {other}
      </div>
    </div>
  );
}

function MyBookingsLink({ primary = true }: { primary?: boolean }) {
  return (
    <Button asChild size="lg" variant={primary ? 'primary' : 'secondary'}>
      <Link to="/my-bookings">{p.toMyBookings}</Link>
    </Button>
  );
}

/** One state of a loaded booking. */
function OutcomeOf({
  booking,
  outcome,
  releaseFailed,
  onRelease,
}: {
  booking: CustomerBooking;
  outcome: PaymentOutcome;
  releaseFailed: boolean;
  onRelease: () => void;
}) {
  switch (outcome) {
    case 'pending':
      return (
        <Outcome
          icon={<Hourglass aria-hidden="true" />}
          tone="accent"
          title={p.pendingTitle}
          lead={
            <>
              <p>{p.pendingText}</p>
              <p>{p.holdUntil(holdEndsAt(booking.createdAt))}</p>
            </>
          }
        >
          <Spinner className="py-2" />
        </Outcome>
      );
    case 'releasing':
      return releaseFailed ? (
        <Outcome icon={<CircleAlert aria-hidden="true" />} tone="warning" title={p.releaseFailed}>
          <div className="flex justify-center">
            <Button size="lg" onClick={onRelease}>
              {p.reload}
            </Button>
          </div>
        </Outcome>
      ) : (
        <Spinner label={p.releasing} className="py-16" />
      );
    case 'paid':
    case 'booked':
      return (
        <Outcome
          icon={<CircleCheck aria-hidden="true" />}
          tone="success"
          title={outcome === 'paid' ? p.paidTitle : p.bookedTitle}
          lead={<p>{p.bookedLead(booking.serviceName, booking.companyName)}</p>}
        >
          <BookingRows booking={booking} />
          {booking.cancellationDeadline ? (
            <p className="text-center text-sm font-medium text-stone-700" data-testid="cancellation-deadline">
              {deadlineLine(new Date(booking.cancellationDeadline))}
            </p>
          ) : null}
          <AddToCalendar booking={booking} />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <MyBookingsLink />
          </div>
        </Outcome>
      );
    case 'cancelled':
      return (
        <Outcome
          icon={<CircleX aria-hidden="true" />}
          tone="warning"
          title={p.cancelledTitle}
          lead={<BookingPaymentLine booking={booking} className="text-base" />}
        >
          <BookingRows booking={booking} />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <MyBookingsLink />
          </div>
        </Outcome>
      );
    default:
      return (
        <Outcome
          icon={<CircleX aria-hidden="true" />}
          tone="warning"
          title={outcome === 'aborted' ? p.abortedTitle : p.failedTitle}
          lead={
            <p>
              {outcome === 'aborted' ? p.abortedText : outcome === 'expired' ? p.expiredText : p.failedText}
            </p>
          }
        >
          <BookingRows booking={booking} />
          <TryAgain booking={booking} />
        </Outcome>
      );
  }
}

/**
 * The page the payment provider returns to, `/payment/:bookingId` (signed in; docs/decisions/047): asks for the
 * booking every 1.5 s while it waits for its payment, then says whether it is paid (with the booking), failed or
 * expired ('Försök igen', 'Välj en annan tid'). `aborted` (`?avbruten=1`, the provider's cancel address): a booking
 * still held is released first, and the page says the payment was given up.
 */
export function PaymentReturnView({ bookingId, aborted }: { bookingId: string; aborted: boolean }) {
  const booking = useBooking(bookingId, { pollWhilePending: !aborted });
  const release = useReleaseHold(bookingId);
  const outcome = booking.data ? paymentOutcome(booking.data, aborted) : null;
  // Released once per visit of the page; a failure offers to try again.
  const released = useRef(false);
  const { mutate: releaseHold } = release;
  useEffect(() => {
    if (outcome !== 'releasing' || released.current) return;
    released.current = true;
    releaseHold();
  }, [outcome, releaseHold]);

  if (booking.isPending) return <Spinner label={p.loading} className="py-16" />;
  if (booking.isError) {
    if (booking.error instanceof ApiError && booking.error.status === 404) {
      return (
        <Outcome
          icon={<SearchX aria-hidden="true" />}
          tone="warning"
          title={BOOKING_ERRORS.notFound}
          lead={<p>{p.notFoundText}</p>}
        >
          <div className="flex justify-center">
            <MyBookingsLink />
          </div>
        </Outcome>
      );
    }
    return (
      <Outcome icon={<CircleAlert aria-hidden="true" />} tone="warning" title={p.loadFailed}>
        <div className="flex justify-center">
          <Button size="lg" onClick={() => void booking.refetch()}>
            {p.reload}
          </Button>
        </div>
      </Outcome>
    );
  }
  return (
    <OutcomeOf
      booking={booking.data}
      outcome={outcome ?? 'pending'}
      releaseFailed={release.isError}
      onRelease={() => release.mutate()}
    />
  );
}
