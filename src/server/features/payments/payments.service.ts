import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_ERROR_CODES,
  PAYMENT_ERRORS,
  type AdminPaymentSettings,
  type DevPayment,
} from '../../../shared/schemas/payments';
import type { Deps, MemberCompany, SessionUser } from '../../context';
import { bookings, companies, customers, paymentEvents, payments } from '../../db/schema';
import { baseUrl } from '../../env';
import { AppError, notFound } from '../../errors';
import { logger } from '../../logger';
import { paymentUpdateOf, verifyStripeEvent, type PaymentUpdate } from '../../payments/stripe-provider';
import { lifecycle } from '../bookings';

/**
 * Applies what a provider reported (docs/decisions/047) in one transaction: a webhook event `eventId` is handled
 * once (its `payment_events` row is written in the same transaction; a repeat does nothing), then paid → confirmPaid,
 * failed/expired → markPaymentFailed, a refund's end → completeRefund, an account's change → `payments_enabled`.
 * Events may come in any order and from several processes at once: each step is a compare-and-set on rows locked
 * booking first. Announces the company's bookings as changed after commit. Unknown checkouts are ignored (another
 * platform's, or a test event).
 */
export async function applyPaymentUpdate(
  deps: Deps,
  provider: 'stripe' | 'dev',
  eventId: string | null,
  eventType: string,
  update: PaymentUpdate,
): Promise<void> {
  const now = deps.clock();
  // The method is the provider's to tell, asked before the transaction so no lock waits on the network.
  let method: string | null = provider === 'dev' && update.type === 'paid' ? 'card' : null;
  if (provider === 'stripe' && update.type === 'paid' && update.paymentIntentId && update.accountId) {
    method = await deps.payments!.methodOf(update.paymentIntentId, update.accountId).catch((err: unknown) => {
      logger.warn({ err }, 'payment provider: payment method not known');
      return null;
    });
  }
  const companyId = await deps.db.transaction(async (tx) => {
    if (eventId) {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider, eventId, type: eventType })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (fresh.length === 0) return undefined;
    }
    switch (update.type) {
      case 'paid':
      case 'failed':
      case 'expired': {
        const [payment] = await tx
          .select({ id: payments.id, companyId: payments.companyId })
          .from(payments)
          .where(and(eq(payments.provider, provider), eq(payments.checkoutId, update.checkoutId)))
          .limit(1);
        if (!payment) return undefined;
        if (update.type === 'paid') {
          await lifecycle.confirmPaid(tx, deps.env, {
            paymentId: payment.id,
            paymentIntentId: update.paymentIntentId,
            method: update.method ?? method,
            now,
          });
        } else {
          await lifecycle.markPaymentFailed(tx, { paymentId: payment.id, status: update.type, now });
        }
        return payment.companyId;
      }
      case 'refund':
        return lifecycle.completeRefund(tx, {
          providerRefundId: update.providerRefundId,
          status: update.status,
          now,
        });
      case 'account': {
        const [company] = await tx
          .update(companies)
          .set({ paymentsEnabled: update.chargesEnabled, updatedAt: now })
          .where(eq(companies.stripeAccountId, update.accountId))
          .returning({ id: companies.id });
        return company?.id;
      }
    }
  });
  if (companyId) await deps.bus.publishBookingsChanged(companyId);
}

/**
 * `POST /api/payments/stripe/webhook`: the raw body `payload` with its `Stripe-Signature` header `signature`,
 * verified with STRIPE_WEBHOOK_SECRET (docs/decisions/047), then applied (applyPaymentUpdate).
 * Errors: 404 when Stripe is not configured, 400 `invalid_signature` 'Ogiltig signatur'.
 */
export async function handleStripeWebhook(deps: Deps, payload: string, signature: string | undefined) {
  if (!deps.env.STRIPE_WEBHOOK_SECRET || deps.payments?.name !== 'stripe') {
    throw notFound(PAYMENT_ERRORS.notFound);
  }
  let event;
  try {
    event = verifyStripeEvent(deps.env, payload, signature ?? '');
  } catch {
    throw new AppError(400, PAYMENT_ERROR_CODES.invalidSignature, PAYMENT_ERRORS.invalidSignature);
  }
  const update = paymentUpdateOf(event);
  if (update) await applyPaymentUpdate(deps, 'stripe', event.id, event.type, update);
}

/**
 * Payment `paymentId` of the dev provider, of a booking of the signed-in `user`, as the dev payment page shows it.
 * Errors: 404 'Betalningen kunde inte hittas' (unknown, not the dev provider's, or someone else's).
 */
export async function getDevPayment(deps: Deps, user: SessionUser, paymentId: string): Promise<DevPayment> {
  const [row] = await deps.db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      amount: payments.amount,
      kind: payments.kind,
      status: payments.status,
      expiresAt: payments.expiresAt,
      companyName: companies.name,
      serviceName: bookings.serviceName,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(and(eq(payments.id, paymentId), eq(payments.provider, 'dev'), eq(customers.userId, user.id)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_ERRORS.notFound);
  const origin = baseUrl(deps.env);
  return {
    ...row,
    expiresAt: row.expiresAt.toISOString(),
    returnUrl: `${origin}/payment/${row.bookingId}`,
    cancelUrl: `${origin}/payment/${row.bookingId}?avbruten=1`,
  };
}

/**
 * The dev page's 'Betala' (`outcome` 'paid', with the customer's chosen `method`) or 'Låt betalningen misslyckas'
 * ('failed') for payment `paymentId` of the signed-in `user`: applied exactly as the provider's webhook would be.
 * Returns where the browser goes next. Errors: 404 as getDevPayment, 409 `payment_not_pending` when it is no
 * longer pending.
 */
export async function settleDevPayment(
  deps: Deps,
  user: SessionUser,
  paymentId: string,
  outcome: { type: 'paid'; method: string } | { type: 'failed' },
): Promise<{ returnUrl: string }> {
  const payment = await getDevPayment(deps, user, paymentId);
  if (payment.status !== 'pending') {
    throw new AppError(409, PAYMENT_ERROR_CODES.notPending, PAYMENT_ERRORS.notPending);
  }
  const checkoutId = `dev_${paymentId}`;
  const update: PaymentUpdate =
    outcome.type === 'paid'
      ? { type: 'paid', checkoutId, paymentIntentId: checkoutId, accountId: null, method: outcome.method }
      : { type: 'failed', checkoutId };
  await applyPaymentUpdate(deps, 'dev', null, `dev.${outcome.type}`, update);
  return { returnUrl: payment.returnUrl };
}

/**
 * The 'Betalningar' settings of `company` (admin-side Settings): which provider, whether connected and able to take
 * payments (for Stripe asked of Stripe while it is not yet, so returning from onboarding shows the new state), and
 * the platform fee.
 */
export async function getPaymentSettings(deps: Deps, company: MemberCompany): Promise<AdminPaymentSettings> {
  const [row] = await deps.db
    .select({
      accountId: companies.stripeAccountId,
      enabled: companies.paymentsEnabled,
      orgNumber: companies.orgNumber,
    })
    .from(companies)
    .where(eq(companies.id, company.id));
  let enabled = row?.enabled ?? false;
  const accountId = ownAccount(deps, row?.accountId ?? null);
  if (deps.payments && accountId && !enabled) {
    enabled = await deps.payments.chargesEnabled(accountId).catch((err: unknown) => {
      logger.warn({ err }, 'payment provider: account status not known');
      return false;
    });
    if (enabled) {
      await deps.db.update(companies).set({ paymentsEnabled: true }).where(eq(companies.id, company.id));
    }
  }
  return {
    provider: deps.payments?.name ?? 'stripe',
    available: deps.payments !== null,
    connected: accountId !== null,
    paymentsEnabled: enabled && deps.payments !== null,
    platformFeePercent: deps.env.PLATFORM_FEE_PERCENT,
    orgNumber: row?.orgNumber ?? null,
  };
}

/**
 * 'Anslut Stripe': creates the company's connected account when it has none and returns its onboarding link
 * (Stripe), or switches payments on at once (dev provider). Errors: 503 `payment_provider_unavailable` when the
 * provider fails or none is configured.
 */
export async function connectPayments(deps: Deps, company: MemberCompany): Promise<{ url: string }> {
  if (!deps.payments) {
    throw new AppError(503, PAYMENT_ERROR_CODES.providerUnavailable, PAYMENT_ERRORS.notConfigured);
  }
  const [row] = await deps.db
    .select({ accountId: companies.stripeAccountId })
    .from(companies)
    .where(eq(companies.id, company.id));
  const origin = baseUrl(deps.env);
  try {
    const connected = await deps.payments.connect({
      companyId: company.id,
      companyName: company.name,
      email: company.email,
      accountId: ownAccount(deps, row?.accountId ?? null),
      returnUrl: `${origin}/admin/settings?betalningar=klar`,
      refreshUrl: `${origin}/admin/settings?betalningar=igen`,
    });
    await deps.db
      .update(companies)
      .set({ stripeAccountId: connected.accountId, paymentsEnabled: connected.chargesEnabled })
      .where(eq(companies.id, company.id));
    return { url: connected.url };
  } catch (err) {
    logger.error({ err, companyId: company.id }, 'payment provider: connect failed');
    throw new AppError(503, PAYMENT_ERROR_CODES.providerUnavailable, PAYMENT_ERRORS.providerUnavailable);
  }
}

/** `accountId` when it is the configured provider's kind of account (acceptsPayments), else null (not connected). */
function ownAccount(deps: Deps, accountId: string | null): string | null {
  if (!accountId || !deps.payments) return null;
  return accountId.startsWith('dev_') === (deps.payments.name === 'dev') ? accountId : null;
}
