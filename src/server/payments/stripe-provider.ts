import Stripe from 'stripe';
import type { Env } from '../env';
import type { PaymentProvider } from './provider';

/** The platform's application fee in öre for `amount` kronor (PLATFORM_FEE_PERCENT, rounded down). */
export function platformFeeOre(env: Pick<Env, 'PLATFORM_FEE_PERCENT'>, amount: number): number {
  return Math.floor((amount * 100 * env.PLATFORM_FEE_PERCENT) / 100);
}

/** Stripe's minimum lifetime of a Checkout Session (its `expires_at` must be 30 minutes to 24 hours ahead). */
const MIN_CHECKOUT_MINUTES = 31;

/** The SDK client for `env`: STRIPE_API_URL (tests' local mock) sets host, port and protocol. */
export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Stripe Connect with direct charges (docs/decisions/047): every Checkout Session, PaymentIntent and refund lives
 * on the company's own connected account (the `Stripe-Account` header), so the platform never holds the salon's
 * money; the platform's fee is the application fee. Payments in SEK with the methods the account has enabled
 * (dynamic payment methods: cards, Klarna and Swish where available).
 */
export function stripePaymentProvider(env: Env): PaymentProvider {
  const stripe = stripeClient(env);
  return {
    name: 'stripe',
    async createCheckout(input) {
      const minimum = Date.now() + MIN_CHECKOUT_MINUTES * 60_000;
      const fee = platformFeeOre(env, input.amount);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'sek',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'sek',
                unit_amount: input.amount * 100,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: {
            ...(fee > 0 ? { application_fee_amount: fee } : {}),
            metadata: { payment_id: input.paymentId, booking_id: input.bookingId },
          },
          metadata: { payment_id: input.paymentId, booking_id: input.bookingId },
          client_reference_id: input.paymentId,
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: 'sv',
          expires_at: Math.ceil(Math.max(input.expiresAt.getTime(), minimum) / 1000),
        },
        { stripeAccount: input.accountId, idempotencyKey: `checkout-${input.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
      return { checkoutId: session.id, url: session.url };
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amount * 100 },
        { stripeAccount: input.accountId, idempotencyKey: `refund-${input.idempotencyKey}` },
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return { refundId: refund.id, status };
    },
    async connect(input) {
      const accountId =
        input.accountId ??
        (
          await stripe.accounts.create(
            {
              type: 'standard',
              country: 'SE',
              email: input.email,
              business_profile: { name: input.companyName },
              metadata: { company_id: input.companyId },
            },
            { idempotencyKey: `account-${input.companyId}` },
          )
        ).id;
      const [link, account] = await Promise.all([
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        }),
        stripe.accounts.retrieve(accountId),
      ]);
      return { accountId, url: link.url, chargesEnabled: account.charges_enabled ?? false };
    },
    async chargesEnabled(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return account.charges_enabled ?? false;
    },
    async methodOf(paymentIntentId, accountId) {
      const intent = await stripe.paymentIntents.retrieve(
        paymentIntentId,
        { expand: ['payment_method'] },
        { stripeAccount: accountId },
      );
      const method = intent.payment_method;
      return method && typeof method !== 'string' ? method.type : null;
    },
  };
}

/** What a provider's webhook event means for Tidvis (null: an event Tidvis does not act on). */
export type PaymentUpdate =
  | {
      type: 'paid';
      checkoutId: string;
      paymentIntentId: string | null;
      accountId: string | null;
      /** The method when the event itself tells it (the dev page); else asked of the provider. */
      method?: string;
    }
  | { type: 'failed' | 'expired'; checkoutId: string }
  | { type: 'refund'; providerRefundId: string; status: 'succeeded' | 'failed' }
  | { type: 'account'; accountId: string; chargesEnabled: boolean };

/**
 * The Stripe event in `payload` (the raw request body) if `signature` (the `Stripe-Signature` header) is valid for
 * STRIPE_WEBHOOK_SECRET within Stripe's 5-minute tolerance; throws otherwise.
 */
export function verifyStripeEvent(env: Env, payload: string, signature: string): Stripe.Event {
  return stripeClient(env).webhooks.constructEvent(payload, signature, env.STRIPE_WEBHOOK_SECRET!);
}

/**
 * What `event` means (PaymentUpdate): a Checkout Session completed and paid, or its delayed payment succeeded → paid;
 * its delayed payment failed → failed; the session expired → expired; a refund updated → refund; a connected
 * account updated → account. A session completed but not yet paid (a delayed method) waits for the later event.
 */
export function paymentUpdateOf(event: Stripe.Event): PaymentUpdate | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return null;
      const intent = session.payment_intent;
      return {
        type: 'paid',
        checkoutId: session.id,
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        accountId: event.account ?? null,
      };
    }
    case 'checkout.session.async_payment_failed':
      return { type: 'failed', checkoutId: event.data.object.id };
    case 'checkout.session.expired':
      return { type: 'expired', checkoutId: event.data.object.id };
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      if (refund.status === 'succeeded')
        return { type: 'refund', providerRefundId: refund.id, status: 'succeeded' };
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { type: 'refund', providerRefundId: refund.id, status: 'failed' };
      return null;
    }
    case 'account.updated': {
      const account = event.data.object;
      return { type: 'account', accountId: account.id, chargesEnabled: account.charges_enabled ?? false };
    }
    default:
      return null;
  }
}
