import { CreditCard } from 'lucide-react';
import { formatPrice } from '~/shared/money';
import { paymentTermsSv } from '~/shared/payment-terms-sv';
import type { PublicService } from '~/shared/schemas/company';
import { visitPaymentOf } from '~/shared/payment-rules';
import { p } from './strings';

type VisitService = Pick<PublicService, 'price' | 'priceFrom' | 'payment'>;

/** Whether a visit (its services in order) asks for a payment online when it is booked. */
export function visitPaysOnline(visit: readonly VisitService[]): boolean {
  return visitPaymentOf(visit).kind !== null;
}

/**
 * A visit's terms of paying online under the company's notice of `noticeHours` (0 = until the start): `paidNow`
 * '300 kr (handpenning)', `onSite` '350 kr' ('från …' with a från-price; null when nothing is left) and the refund
 * sentence; null when the visit is paid on site.
 */
export function visitPaymentTerms(
  visit: readonly VisitService[],
  noticeHours: number,
): { paidNow: string; onSite: string | null; refund: string } | null {
  const pay = visitPaymentOf(visit);
  if (!pay.kind) return null;
  const onSiteFrom = visit.some((s) => s.priceFrom);
  return paymentTermsSv({ kind: pay.kind, amount: pay.now, onSite: pay.onSite, noticeHours, onSiteFrom });
}

/**
 * The form step's 'Att betala nu: 300 kr (handpenning)', 'Betalas på plats: 350 kr' and what a cancel gives back,
 * shown before the customer confirms; nothing for a visit paid on site.
 */
export function PaymentTerms({
  visit,
  noticeHours,
}: {
  visit: readonly VisitService[];
  noticeHours: number;
}) {
  const terms = visitPaymentTerms(visit, noticeHours);
  if (!terms) return null;
  return (
    <div
      data-testid="payment-terms"
      className="space-y-1.5 rounded-xl bg-accent-50 px-3 py-3 text-sm text-stone-700"
    >
      <p className="flex items-start gap-2 font-medium text-stone-900">
        <CreditCard className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden="true" />
        <span>
          {p.payNow}: {terms.paidNow}
        </span>
      </p>
      {terms.onSite ? (
        <p className="pl-6">
          {p.payOnSite}: {terms.onSite}
        </p>
      ) : null}
      <p className="pl-6 text-stone-600">{terms.refund}</p>
    </div>
  );
}

/** The time step's 'Handpenning 300 kr' (or 'Förskottsbetalning 1 000 kr') under the visit's price; nothing on site. */
export function VisitPaymentNote({ visit }: { visit: readonly VisitService[] }) {
  const pay = visitPaymentOf(visit);
  if (!pay.kind) return null;
  return (
    <p data-testid="payment-note" className="flex items-center gap-1.5 text-sm text-stone-600">
      <CreditCard className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
      {`${p.kind[pay.kind]} ${formatPrice(pay.now)}`}
    </p>
  );
}
