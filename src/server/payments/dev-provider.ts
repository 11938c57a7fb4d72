import type { PaymentProvider } from './provider';

/**
 * The dev payment provider (docs/decisions/047): the checkout is the dev payment page `/dev/payment/<paymentId>`,
 * whose buttons report paid or failed through `/api/dev/payments` as a webhook would; refunds succeed at once;
 * connecting switches payments on for the company at once. Only without STRIPE_SECRET_KEY and never in production
 * (createPaymentProvider).
 */
export function devPaymentProvider(origin: string): PaymentProvider {
  return {
    name: 'dev',
    createCheckout: ({ paymentId }) =>
      Promise.resolve({ checkoutId: `dev_${paymentId}`, url: `${origin}/dev/payment/${paymentId}` }),
    refund: ({ idempotencyKey }) =>
      Promise.resolve({ refundId: `dev_re_${idempotencyKey}`, status: 'succeeded' as const }),
    connect: ({ companyId, returnUrl }) =>
      Promise.resolve({ accountId: `dev_${companyId}`, url: returnUrl, chargesEnabled: true }),
    chargesEnabled: () => Promise.resolve(true),
    methodOf: () => Promise.resolve(null),
  };
}
