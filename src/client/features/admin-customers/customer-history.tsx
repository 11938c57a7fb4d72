import { Badge } from '~/client/components/ui/badge';
import { paymentLine } from '~/client/features/payments';
import { formatPrice } from '~/shared/money';
import { BOOKING_STATUS_LABELS } from '~/shared/booking-status-labels';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import type { CustomerVisit } from '~/shared/schemas/admin-customers';
import type { BookingStatus } from '~/shared/schemas/booking';
import { adminCustomersStrings as t } from './strings';
import { useCustomerHistory } from './use-admin-customers';

const TONES: Record<BookingStatus, 'accent' | 'success' | 'neutral' | 'danger' | 'warning'> = {
  booked: 'accent',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
  pending_payment: 'warning',
};

function Visits({ title, visits, footer }: { title: string; visits: CustomerVisit[]; footer?: string }) {
  return (
    <section className="min-w-0">
      <h3 className="text-xs font-medium tracking-wide text-stone-500 uppercase">{title}</h3>
      {visits.length === 0 ? (
        <p className="mt-1 text-sm text-stone-500">{t.history.none}</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-100">
          {visits.map((v) => (
            <li
              key={v.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-medium text-stone-900 first-letter:uppercase">
                  {formatShortDateSv(v.startDate)} {v.startDate.slice(0, 4)}, {v.startTime}–{v.endTime}
                </span>
                <span className="block text-stone-600 wrap-anywhere">
                  {[v.serviceName, v.staffName].filter(Boolean).join(' · ')}
                </span>
                <VisitPayment visit={v} />
              </span>
              <Badge tone={TONES[v.status]}>{BOOKING_STATUS_LABELS[v.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
      {footer ? <p className="mt-1 text-xs text-stone-500">{footer}</p> : null}
    </section>
  );
}

/** A visit's online payment in one short line ('Handpenning 300 kr betald (kort)', …); nothing when paid on site. */
function VisitPayment({ visit }: { visit: CustomerVisit }) {
  const line = paymentLine(visit);
  return line ? (
    <span className="block text-xs text-stone-500" data-testid="visit-payment">
      {line}
    </span>
  ) : null;
}

/**
 * The card's visits: coming ones soonest first, then past ones latest first, each with service, staff, status and
 * its online payment, and what the customer has paid online in all ('Betalt online: 600 kr', refunds deducted).
 */
export function CustomerHistory({ customerId }: { customerId: string }) {
  const history = useCustomerHistory(customerId, true);
  if (history.isPending) return <p className="text-sm text-stone-500">{t.history.loading}</p>;
  if (history.isError) return <p className="text-sm text-red-700">{t.history.error}</p>;
  const { upcoming, past, pastTotal, paidOnline } = history.data;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <Visits title={t.history.upcoming} visits={upcoming} />
        <Visits
          title={t.history.past}
          visits={past}
          footer={pastTotal > past.length ? t.history.morePast(past.length, pastTotal) : undefined}
        />
      </div>
      {paidOnline > 0 ? (
        <p className="text-sm text-stone-600" data-testid="paid-online">
          {t.history.paidOnline(formatPrice(paidOnline))}
        </p>
      ) : null}
    </div>
  );
}
