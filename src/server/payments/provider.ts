import { baseUrl, type Env } from '../env';
import { devPaymentProvider } from './dev-provider';
import { stripePaymentProvider } from './stripe-provider';

/**
 * A payment provider as Tidvis uses it (docs/decisions/047): checkout pages on the company's own account, refunds,
 * Connect onboarding and signed webhook events. `stripe` talks to Stripe through its official SDK; `dev` plays the
 * provider with the dev payment page (`/dev/payment/:id`) when Stripe is not configured, never in production.
 * Amounts are whole kronor (SEK); the Stripe provider turns them into öre.
 */
export interface PaymentProvider {
  name: 'stripe' | 'dev';
  /**
   * Opens a checkout for `amount` kronor on `accountId` for payment `paymentId` of booking `bookingId`; the customer
   * returns to `successUrl` or `cancelUrl`. Safe to retry (idempotent by `paymentId`). Throws on provider errors.
   */
  createCheckout(input: CheckoutInput): Promise<{ checkoutId: string; url: string }>;
  /**
   * Refunds `amount` kronor of the payment `paymentIntentId` (Stripe: `pi_…`; dev: the checkout id) on `accountId`,
   * idempotent by `idempotencyKey` (the refund's id). Returns the provider's refund id and whether it is done
   * ('succeeded') or still on its way ('pending'); 'failed' when the provider refused it. Throws on network errors.
   */
  refund(input: RefundInput): Promise<{ refundId: string; status: 'succeeded' | 'pending' | 'failed' }>;
  /**
   * The onboarding link of the company's connected account (creating the account when `accountId` is null).
   * Returns the account id to store and where to send the admin.
   */
  connect(input: ConnectInput): Promise<{ accountId: string; url: string; chargesEnabled: boolean }>;
  /** Whether the connected account `accountId` can take payments now. */
  chargesEnabled(accountId: string): Promise<boolean>;
  /** The payment method type a paid `paymentIntentId` was paid with ('card', 'klarna', 'swish'), null if unknown. */
  methodOf(paymentIntentId: string, accountId: string): Promise<string | null>;
}

export interface CheckoutInput {
  paymentId: string;
  bookingId: string;
  accountId: string;
  amount: number;
  /** What the customer pays for, e.g. 'Handpenning: Färgning, Salong Solros 2 dec 10:00'. */
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** When the hold ends (the provider's own checkout may live longer; a late payment is handled). */
  expiresAt: Date;
}

export interface RefundInput {
  paymentIntentId: string;
  accountId: string;
  amount: number;
  idempotencyKey: string;
}

export interface ConnectInput {
  companyId: string;
  companyName: string;
  email: string;
  accountId: string | null;
  /** Where the provider sends the admin back (done) or when the link has expired (refresh). */
  returnUrl: string;
  refreshUrl: string;
}

/**
 * The provider of this process: Stripe when STRIPE_SECRET_KEY is set, else the dev provider outside production,
 * else null (online payment is not offered).
 */
export function createPaymentProvider(env: Env): PaymentProvider | null {
  if (env.STRIPE_SECRET_KEY) return stripePaymentProvider(env);
  if (env.NODE_ENV === 'production') return null;
  return devPaymentProvider(baseUrl(env));
}

/**
 * Whether a company with this connection can take payments online through `provider`: the provider exists, the
 * account can take charges, and it is the provider's own kind of account (a `dev_…` account, made by the dev
 * provider or the demo data, counts only for the dev provider and a Stripe one only for Stripe).
 */
export function acceptsPayments(
  provider: Pick<PaymentProvider, 'name'> | null,
  company: { paymentsEnabled: boolean; stripeAccountId: string | null },
): boolean {
  if (!provider || !company.paymentsEnabled || !company.stripeAccountId) return false;
  return company.stripeAccountId.startsWith('dev_') === (provider.name === 'dev');
}
