import { lazy, Suspense, useEffect } from 'react';
import { CircleCheck, Info, RotateCcw, SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import type { CustomerBooking } from '~/shared/schemas/booking';
import type { PublicCompany } from '~/shared/schemas/company';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { t } from './strings';
import { v } from './visit-strings';
import { formatPhone } from '~/shared/phone';
import { staffText } from '~/client/features/staff-choice';
import { deadlineLine } from '~/shared/cancellation-policy';
import { Spinner } from '~/client/components/ui/spinner';
import { useBooking } from './use-booking';
import { useMe } from '~/client/features/session';

// Its own chunk, fetched only when a booking is confirmed (the booking page's JavaScript budget).
const AddToCalendar = lazy(() =>
  import('~/client/features/add-to-calendar/add-to-calendar').then((m) => ({ default: m.AddToCalendar })),
);

/**
 * Step 4, 'Bokning bekräftad!': what was booked, for whom, and how to cancel or ask. 'Tillbaka för att ändra' opens
 * this booking on /edit-booking/:id: the flow's own form would only create a second booking.
 */
export function BookingConfirmation({
  booking,
  company,
  customer,
  onNewBooking,
  embedded = false,
}: {
  booking: CustomerBooking;
  company: PublicCompany;
  customer: { name: string; email: string; phone: string | null };
  onNewBooking: () => void;
  /**
   * In the widget's frame: no session there, so no `.ics` download (it needs one) and no edit link (the
   * e-mail has one).
   */
  embedded?: boolean;
}) {
  const rows: [string, string][] = [
    [t.summaryDate, formatLongDateSv(booking.startDate)],
    [t.summaryTime, `${booking.startTime}–${booking.endTime}`],
    // A visit of several services lists them in the order they run (the lead names them too).
    ...(booking.services.length > 1
      ? ([
          [
            v.servicesLabel,
            booking.services.map((s) => `${s.name} (${t.minutes(s.durationMinutes)})`).join(', '),
          ],
        ] as [string, string][])
      : []),
    // Who the salon assigned: the chosen member, or the one 'Valfri personal' got.
    ...(booking.staff ? ([[staffText.staff, booking.staff.name]] as [string, string][]) : []),
    [t.name, booking.customerName || customer.name],
    [t.email, customer.email],
    ...(customer.phone ? ([[t.phone, formatPhone(customer.phone)]] as [string, string][]) : []),
    ...(booking.notes ? ([[t.message, booking.notes]] as [string, string][]) : []),
  ];
  const contactEmail = booking.companyEmail ?? company.email;

  return (
    <Card className="space-y-6 p-5 sm:p-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h2 className="text-2xl font-semibold text-stone-900">{t.confirmedTitle}</h2>
        <p className="text-stone-600">{t.confirmedLead(booking.serviceName, company.name)}</p>
      </div>

      <dl className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-3">
            <dt className="shrink-0 text-sm text-stone-500">{label}</dt>
            <dd className="min-w-0 break-words text-right font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>

      <Suspense fallback={null}>
        <AddToCalendar booking={booking} withFile={!embedded} />
      </Suspense>

      <div className="flex gap-3 rounded-xl bg-accent-50 p-4 text-sm text-accent-800">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <ul className="space-y-1">
          <li>{t.noticeEmailSent(customer.email)}</li>
          <li>{t.noticeCancel}</li>
          {booking.cancellationDeadline ? (
            <li className="font-medium" data-testid="cancellation-deadline">
              {deadlineLine(new Date(booking.cancellationDeadline))}
            </li>
          ) : null}
          <li>
            {t.noticeQuestions(company.name)}
            {contactEmail ? (
              <>
                {` ${t.noticeQuestionsOn} `}
                <a
                  href={`mailto:${contactEmail}`}
                  className="font-medium break-all underline underline-offset-2"
                >
                  {contactEmail}
                </a>
                .
              </>
            ) : (
              '.'
            )}
          </li>
        </ul>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button size="lg" onClick={onNewBooking}>
          <RotateCcw aria-hidden="true" />
          {t.newBooking}
        </Button>
        {embedded ? null : (
          <Button asChild size="lg" variant="secondary">
            <Link to={`/edit-booking/${booking.id}`}>
              <SquarePen aria-hidden="true" />
              {t.backToEdit}
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}

/**
 * The confirmation step reopened by its address `?bokning=<id>`, e.g. after a reload: booking `bookingId`
 * from `GET /api/bookings/:id`, which answers only its owner. A visitor, another customer's id, an unknown id or a
 * booking at another company calls `onNotFound` (the flow then shows the service step).
 */
export function StoredBookingConfirmation({
  bookingId,
  company,
  onNotFound,
  onNewBooking,
}: {
  bookingId: string;
  company: PublicCompany;
  onNotFound: () => void;
  onNewBooking: () => void;
}) {
  const me = useMe();
  const user = me.data?.user ?? null;
  const signedOut = me.isSuccess && !user;
  const booking = useBooking(bookingId);
  const mine = booking.data && booking.data.companyId === company.id ? booking.data : null;
  const notFound = signedOut || booking.isError || (booking.isSuccess && !mine);
  useEffect(() => {
    if (notFound) onNotFound();
  }, [notFound, onNotFound]);

  if (!mine || !user) return <Spinner className="py-12" />;
  return (
    <BookingConfirmation
      booking={mine}
      company={company}
      customer={{ name: mine.customerName, email: user.email, phone: user.phone ?? null }}
      onNewBooking={onNewBooking}
    />
  );
}
