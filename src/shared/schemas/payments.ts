/**
 * Paying online (issue 36, docs/decisions/047): the contract of deposits and prepayment shared by the server and the
 * client. Amounts are whole kronor (SEK); the provider is the company's own Stripe account (Connect), or the dev
 * payment page when Stripe is not configured.
 */
import type { ErrorCode } from '../error-codes';
import { z } from '../zod';

export {
  DEPOSIT_KINDS,
  ON_SITE,
  PAYMENT_HOLD_MINUTES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_MODES,
  onlineAmountOf,
  visitPaymentOf,
  type DepositKind,
  type PaymentMode,
  type ServicePaymentRule,
} from '../payment-rules';
import { DEPOSIT_KINDS, ON_SITE, PAYMENT_MODES } from '../payment-rules';

/** The outcome of one attempt to pay. Refunds lower `refundedAmount`; they do not change the status. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

/**
 * A booking's online payment as the customer and the company see it (the latest attempt, or the paid one):
 * `amount` whole kronor paid or to pay now, `refundedAmount` refunded so far, `refundPending` a refund is on its
 * way, `method` 'card' | 'klarna' | 'swish' | … once paid, `paidAt` ISO instant.
 */
export interface BookingPayment {
  kind: 'deposit' | 'prepay';
  status: PaymentStatus;
  amount: number;
  refundedAmount: number;
  refundPending: boolean;
  method: string | null;
  paidAt: string | null;
}

/**
 * A payment as the dev payment page shows it (`GET /api/dev/payments/:id`): amounts whole kronor, `expiresAt` the
 * ISO instant the booking's hold ends, and where the page sends the browser after paying or leaving.
 */
export interface DevPayment {
  id: string;
  bookingId: string;
  amount: number;
  kind: 'deposit' | 'prepay';
  status: PaymentStatus;
  companyName: string;
  serviceName: string;
  expiresAt: string;
  returnUrl: string;
  cancelUrl: string;
}

/** Where the customer pays for a held booking, and until when (ISO instant) the time is held. */
export interface PaymentRedirect {
  url: string;
  expiresAt: string;
}

/** The company's 'Betalningar' settings (`GET /api/admin/payments`). */
export interface AdminPaymentSettings {
  /** 'stripe' when STRIPE_SECRET_KEY is set, else 'dev' (the dev payment page plays the provider). */
  provider: 'stripe' | 'dev';
  /** Online payment can be offered at all (false: production without Stripe configured). */
  available: boolean;
  /** A Stripe account is connected (or, with the dev provider, the company has switched payments on). */
  connected: boolean;
  /** The connected account can take payments (Stripe's charges_enabled). */
  paymentsEnabled: boolean;
  /** The platform's fee in per cent of each payment (0 = none). */
  platformFeePercent: number;
  /** The company's organisation number 'NNNNNN-NNNN' (on receipts), null until given. */
  orgNumber: string | null;
}

/** Error codes and Swedish messages of the payment endpoints. */
export const PAYMENT_ERROR_CODES = {
  providerUnavailable: 'payment_provider_unavailable',
  notPending: 'payment_not_pending',
  holdExpired: 'payment_hold_expired',
  invalidSignature: 'invalid_signature',
} as const satisfies Record<string, ErrorCode>;

export const PAYMENT_ERRORS = {
  providerUnavailable: 'Betalningen kunde inte startas just nu. Försök igen om en stund.',
  notPending: 'Bokningen väntar inte på någon betalning.',
  holdExpired: 'Tiden hölls i 15 minuter och är nu släppt. Välj en tid igen.',
  notFound: 'Betalningen kunde inte hittas',
  invalidSignature: 'Ogiltig signatur',
  notConfigured: 'Betalningar är inte aktiverade för företaget.',
} as const;

export const DEPOSIT_VALUE_MESSAGE = 'Ange handpenningen i hela kronor (minst 1 kr) eller procent (1–100)';
export const DEPOSIT_KIND_MESSAGE = 'Välj om handpenningen är ett belopp eller en procentsats';
export const PAYMENT_MODE_MESSAGE = 'Välj hur tjänsten betalas';
export const ORG_NUMBER_MESSAGE = 'Ange organisationsnumret som NNNNNN-NNNN';

/** The payment fields of a service's create/update body; `depositKind`/`depositValue` only with 'deposit'. */
export const servicePaymentSchema = z
  .object({
    paymentMode: z.enum(PAYMENT_MODES, { error: PAYMENT_MODE_MESSAGE }).default('on_site'),
    depositKind: z.enum(DEPOSIT_KINDS, { error: DEPOSIT_KIND_MESSAGE }).nullish(),
    depositValue: z.coerce.number({ error: DEPOSIT_VALUE_MESSAGE }).int(DEPOSIT_VALUE_MESSAGE).nullish(),
  })
  .transform((v, ctx) => {
    if (v.paymentMode !== 'deposit') return { ...ON_SITE, mode: v.paymentMode };
    if (!v.depositKind) {
      ctx.addIssue({ code: 'custom', path: ['depositKind'], message: DEPOSIT_KIND_MESSAGE });
      return z.NEVER;
    }
    const value = v.depositValue ?? null;
    const max = v.depositKind === 'percent' ? 100 : 100_000;
    if (value === null || value < 1 || value > max) {
      ctx.addIssue({ code: 'custom', path: ['depositValue'], message: DEPOSIT_VALUE_MESSAGE });
      return z.NEVER;
    }
    return { mode: 'deposit' as const, depositKind: v.depositKind, depositValue: value };
  });

/** An organisation number: 'NNNNNN-NNNN' (also accepted without the hyphen), or empty for none. */
export const orgNumberSchema = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string') return value;
    const digits = value.replace(/[\s-]/g, '');
    if (digits === '') return null;
    return /^\d{10}$/.test(digits) ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value;
  },
  z
    .string({ error: ORG_NUMBER_MESSAGE })
    .regex(/^\d{6}-\d{4}$/, ORG_NUMBER_MESSAGE)
    .nullable(),
);
