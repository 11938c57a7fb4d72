import { ExternalLink, MoveRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { formatServicePrice } from '~/shared/money';
import type { AdminCalendarBooking, CalendarStaff } from '~/shared/schemas/admin-calendar';
import { MoveDialog } from './move-dialog';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { Modal } from '~/client/components/ui/modal';
import { bookingPhase, completedNoShowable } from './booking-phase';
import { bookingPaymentLines } from './booking-payment';
import { CustomerRecordRows } from './customer-record';
import { STATUS_LABELS, STATUS_TONES, t } from './strings';
import { useBookingActions } from './use-admin-calendar';
import { formatPhone } from '~/shared/phone';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2 py-2 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The booking popover (admin-side §2): customer (link to /admin/customers?customerId= in a new tab),
 * service, time, price, its online payment and what is left to pay on site (docs/decisions/047), notes and status;
 * a time held for an online payment says so. A booked booking offers 'Avboka' (confirmed) before its start and
 * 'Markera som utebliven' from its start on; a no-show offers 'Återställ till bokad', or 'Återställ till
 * genomförd' once its end has passed. Shows the staff member and, before the start, 'Flytta' (the
 * move dialog). With `readOnly` (a staff account, docs/decisions/035) the customer is not linked and only the
 * marking of the visit is offered: 'Markera som utebliven' and 'Återställ'. Start and end are judged by the server's clock (`clockSkewMs`: server minus
 * browser, from the calendar's answer); the server refuses the rest anyway.
 */
export function BookingDialog({
  booking,
  clockSkewMs,
  staff,
  readOnly = false,
  onClose,
}: {
  booking: AdminCalendarBooking | null;
  clockSkewMs: number;
  staff: CalendarStaff[];
  readOnly?: boolean;
  onClose: () => void;
}) {
  const [moving, setMoving] = useState<AdminCalendarBooking | null>(null);
  if (moving) return <MoveDialog booking={moving} staff={staff} onClose={() => setMoving(null)} />;
  if (!booking) return null;
  return (
    <BookingDetails
      key={booking.id}
      booking={booking}
      clockSkewMs={clockSkewMs}
      readOnly={readOnly}
      onClose={onClose}
      onMove={() => {
        setMoving(booking);
        onClose();
      }}
    />
  );
}

/** The open popover of one booking; which actions it offers is judged when it opens. */
function BookingDetails({
  booking,
  clockSkewMs,
  readOnly,
  onClose,
  onMove,
}: {
  booking: AdminCalendarBooking;
  clockSkewMs: number;
  readOnly: boolean;
  onClose: () => void;
  onMove: () => void;
}) {
  const actions = useBookingActions(onClose);
  const [openedAt] = useState(() => new Date(Date.now() + clockSkewMs));
  const phase = bookingPhase(booking, openedAt);
  const payment = bookingPaymentLines(booking);
  return (
    <Modal closeLabel={t.close} open onOpenChange={(open) => !open && onClose()} title={t.bookingDetails}>
      <div className="mb-2">
        <Badge tone={STATUS_TONES[booking.status]}>{STATUS_LABELS[booking.status]}</Badge>
        {booking.status === 'pending_payment' ? (
          <p className="mt-2 text-sm text-stone-600">{t.pendingHint}</p>
        ) : null}
      </div>
      <dl className="divide-y divide-stone-100">
        <Row label={t.customer}>
          {readOnly ? (
            <span className="font-medium">{booking.customerName}</span>
          ) : (
            <a
              href={`/admin/customers?customerId=${encodeURIComponent(booking.customerId)}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-accent-700 underline-offset-4 hover:underline"
            >
              {booking.customerName}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">({t.openCustomer})</span>
            </a>
          )}
        </Row>
        <CustomerRecordRows customerId={booking.customerId} />
        {booking.customerPhone ? <Row label={t.phone}>{formatPhone(booking.customerPhone)}</Row> : null}
        {booking.customerEmail ? <Row label={t.email}>{booking.customerEmail}</Row> : null}
        <Row label={t.service}>{booking.serviceName}</Row>
        {booking.staffName ? <Row label={t.staff}>{booking.staffName}</Row> : null}
        <Row label={t.when}>
          <span className="first-letter:uppercase">
            {formatLongDateSv(booking.startDate, { year: true })}
          </span>
          , {booking.startTime}–{booking.endTime}
        </Row>
        {booking.servicePrice !== null ? (
          <Row label={t.price}>{formatServicePrice(booking.servicePrice, booking.servicePriceFrom)}</Row>
        ) : null}
        {payment.payment ? (
          <Row label={t.payment}>
            <span className="block" data-testid="booking-payment">
              {payment.payment}
            </span>
            {payment.onSite ? <span className="block text-stone-600">{payment.onSite}</span> : null}
          </Row>
        ) : null}
        {booking.notes ? <Row label={t.notes}>{booking.notes}</Row> : null}
        <Row label={t.source}>{t.sources[booking.source]}</Row>
      </dl>
      {booking.status === 'booked' ||
      booking.status === 'no_show' ||
      completedNoShowable(booking, openedAt) ? (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {booking.status === 'no_show' ? (
            <Button disabled={actions.pending} onClick={() => actions.restore.mutate(booking.id)}>
              {phase === 'ended' ? t.restoreCompleted : t.restore}
            </Button>
          ) : phase === 'upcoming' ? (
            readOnly ? null : (
              <>
                <Button variant="secondary" disabled={actions.pending} onClick={onMove}>
                  <MoveRight aria-hidden="true" />
                  {t.move}
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button variant="danger" disabled={actions.pending}>
                      {t.cancel}
                    </Button>
                  }
                  title={t.confirmCancelTitle}
                  description={t.confirmCancel}
                  cancelLabel={t.keep}
                  confirmLabel={t.cancel}
                  onConfirm={() => actions.cancel.mutate(booking.id)}
                />
              </>
            )
          ) : (
            <Button
              variant="secondary"
              disabled={actions.pending}
              onClick={() => actions.noShow.mutate(booking.id)}
            >
              {t.noShow}
            </Button>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
