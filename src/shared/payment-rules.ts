/**
 * The pure rules of paying online (docs/decisions/047), without zod, so the booking page can use them on its first
 * load: payment modes, a service's amount paid online, a visit's split between now and on site. Amounts are whole
 * kronor (SEK). `schemas/payments.ts` re-exports them beside the validation schemas.
 */

/** How a service is paid: on site (default), a deposit at booking, or the whole price at booking. */
export const PAYMENT_MODES = ['on_site', 'deposit', 'prepay'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/** A deposit is fixed whole kronor, or a per cent (1–100) of the price rounded to whole kronor. */
export const DEPOSIT_KINDS = ['fixed', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** How long a booking waiting for its payment holds its time (minutes). */
export const PAYMENT_HOLD_MINUTES = 15;

/** A service's payment rule: `depositKind`/`depositValue` set exactly when `mode` is 'deposit'. */
export interface ServicePaymentRule {
  mode: PaymentMode;
  depositKind: DepositKind | null;
  depositValue: number | null;
}

export const ON_SITE: ServicePaymentRule = { mode: 'on_site', depositKind: null, depositValue: null };

/**
 * What one service of `price` kronor asks to be paid online under `rule`: 0 on site, the whole price for prepay,
 * else the deposit (fixed kronor, or `round(price × per cent / 100)`), never more than the price. Pure.
 */
export function onlineAmountOf(price: number, rule: ServicePaymentRule): number {
  if (rule.mode === 'prepay') return price;
  if (rule.mode !== 'deposit' || rule.depositValue === null) return 0;
  const deposit =
    rule.depositKind === 'percent' ? Math.round((price * rule.depositValue) / 100) : rule.depositValue;
  return Math.min(price, Math.max(0, deposit));
}

/**
 * What a visit (its services' prices and rules, in order) costs now and on site, whole kronor: `now` the sum of
 * onlineAmountOf, `onSite` the rest of the price, `kind` 'prepay' when all is paid now, 'deposit' when part is,
 * null when nothing is (pay on site as before). Pure.
 */
export function visitPaymentOf(services: readonly { price: number; payment: ServicePaymentRule }[]): {
  now: number;
  onSite: number;
  kind: 'deposit' | 'prepay' | null;
} {
  const total = services.reduce((sum, s) => sum + s.price, 0);
  const now = services.reduce((sum, s) => sum + onlineAmountOf(s.price, s.payment), 0);
  return { now, onSite: total - now, kind: now === 0 ? null : now >= total ? 'prepay' : 'deposit' };
}

/** Swedish names of payment methods (the provider's types); others are shown as they are. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: 'kort',
  klarna: 'Klarna',
  swish: 'Swish',
  dev: 'testbetalning',
};
