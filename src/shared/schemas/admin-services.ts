/**
 * Contracts of the admin services endpoints (`/api/admin/services`, admin-side §2 "Admin services", §5, §7, §8),
 * shared by the server and the client forms. Prices in kronor, durations in minutes.
 */
import { z } from '../zod';
import { idSchema } from './ids';
import {
  DEPOSIT_KINDS,
  PAYMENT_MODE_MESSAGE,
  PAYMENT_MODES,
  servicePaymentSchema,
  type DepositKind,
  type PaymentMode,
  type ServicePaymentRule,
} from './payments';

export const REQUIRED_FIELDS_MESSAGE = 'Fyll i alla obligatoriska fält';
export const PRICE_MESSAGE = 'Ange ett pris på 0 kr eller mer';
export const PRICE_WHOLE_KRONOR_MESSAGE = 'Ange priset i hela kronor, utan ören';
export const DURATION_MESSAGE = 'Ange längd i hela minuter, 5–1440';
export const SERVICE_NAME_MAX_MESSAGE = 'Namnet får vara högst 100 tecken';
export const SERVICE_DESCRIPTION_MAX_MESSAGE = 'Beskrivningen får vara högst 1000 tecken';
export const SERVICE_NOT_FOUND_MESSAGE = 'Tjänsten hittades inte';
export const SERVICE_HAS_FUTURE_BOOKINGS_MESSAGE = 'Kan inte radera tjänst som har framtida bokningar';
export const ORDER_INVALID_MESSAGE = 'Ogiltig ordning';
export const SERVICE_CATEGORY_MAX_MESSAGE = 'Kategorin får vara högst 40 tecken';
export const SERVICE_CATEGORY_MESSAGE = 'Ange kategorin som text';
export const PRICE_FROM_MESSAGE = 'Ange om priset är ett från-pris';
/** Longest category (decision 043), as the database's services_category_check. */
export const SERVICE_CATEGORY_MAX = 40;
export const PROCESSING_MINUTES_MESSAGE = 'Ange minuter i steg om 5';
export const PROCESSING_BOTH_MESSAGE = 'Ange både när verkningstiden börjar och hur lång den är';
export const PROCESSING_INSIDE_MESSAGE =
  'Verkningstiden måste ligga inom tjänstens längd, med aktiv tid både före och efter';

/** Default service duration in minutes (admin-side §9). */
export const DEFAULT_SERVICE_DURATION = 60;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A decimal number from a number or a string ('450', '450,50'); anything else stays as is (and fails). */
const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v;
  const n = Number(v.trim().replace(',', '.'));
  return Number.isNaN(n) ? v : n;
};

/**
 * One number of a processing time ('Verkningstid', docs/decisions/036): whole minutes in steps of 5, 5–1435;
 * empty, absent, null or 0 = none (null).
 */
const processingField = z.preprocess(
  (value) => {
    const n = toNumber(value);
    return n === undefined || n === 0 ? null : n;
  },
  z
    .number({ error: PROCESSING_MINUTES_MESSAGE })
    .int(PROCESSING_MINUTES_MESSAGE)
    .min(5, PROCESSING_MINUTES_MESSAGE)
    .max(1435, PROCESSING_MINUTES_MESSAGE)
    .multipleOf(5, PROCESSING_MINUTES_MESSAGE)
    .nullable(),
);

/**
 * The payment fields of a service body as sent (docs/decisions/047), judged by `servicePaymentSchema` (payments.ts)
 * in serviceInputSchema's refinement; typed here only for the client.
 */
const paymentFieldsShape = {
  paymentMode: z.custom<PaymentMode>().optional(),
  depositKind: z.custom<DepositKind | null>().optional(),
  depositValue: z.custom<number | string | null>().optional(),
};

/**
 * The payment rule a body asks for: `undefined` when it sends none of the three fields (create: on site; update:
 * unchanged), else servicePaymentSchema's verdict. A deposit's kind and value are read only with 'deposit' (a form's
 * hidden deposit fields never refuse another mode); a kind or value without a mode is refused on `paymentMode`.
 */
function paymentOf(body: { paymentMode?: unknown; depositKind?: unknown; depositValue?: unknown }) {
  const { paymentMode, depositKind, depositValue } = body;
  if (paymentMode === undefined) {
    if (depositKind === undefined && depositValue === undefined) return undefined;
    return servicePaymentSchema.safeParse({ paymentMode: null });
  }
  return servicePaymentSchema.safeParse(
    paymentMode === 'deposit' ? { paymentMode, depositKind, depositValue } : { paymentMode },
  );
}

/**
 * Create/update body of a service (admin-side §5): `name` required (trimmed, ≤ 100), `description` optional (empty →
 * null, ≤ 1000), `price` required whole kronor 0–1 000 000 ('249,50' answers 'Ange priset i hela kronor, utan ören';
 * '450,00' is 450), `durationMinutes` integer 5–1440 (absent → 60),
 * `bufferMinutes` integer ≥ 0 where missing or invalid becomes 0 (spec), and the processing time ('Verkningstid',
 * docs/decisions/036): `processingAfterMinutes` active minutes before the gap and `processingMinutes` the gap, both
 * absent/empty/0 (null, none) or both set in steps of 5 with the gap strictly inside the duration (Swedish errors on
 * the field). Numbers may come as strings. `category` optional free text (trimmed; empty/blank/absent → null,
 * ≤ 40: 'Kategorin får vara högst 40 tecken') and `priceFrom` boolean (absent → false), docs/decisions/043.
 * How it is paid (docs/decisions/047): `paymentMode` 'on_site' | 'deposit' | 'prepay', with 'deposit' also
 * `depositKind` 'fixed' (whole kronor 1–100 000) or 'percent' (1–100) and `depositValue`; the messages are
 * payments.ts's. None of the three sent = on site when created, unchanged when updated (the output then has none).
 * Missing required fields answer 'Fyll i alla obligatoriska fält'.
 */
export const serviceInputSchema = z
  .object({
    name: z
      .string({ error: REQUIRED_FIELDS_MESSAGE })
      .trim()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .max(100, SERVICE_NAME_MAX_MESSAGE),
    description: z
      .string({ error: SERVICE_DESCRIPTION_MAX_MESSAGE })
      .trim()
      .max(1000, SERVICE_DESCRIPTION_MAX_MESSAGE)
      .nullish()
      .transform((v) => (v ? v : null)),
    price: z.preprocess(
      toNumber,
      z
        .number({ error: (issue) => (issue.input === undefined ? REQUIRED_FIELDS_MESSAGE : PRICE_MESSAGE) })
        .min(0, PRICE_MESSAGE)
        .max(1_000_000, PRICE_MESSAGE)
        .int(PRICE_WHOLE_KRONOR_MESSAGE),
    ),
    durationMinutes: z.preprocess(
      (value) => (value === undefined ? DEFAULT_SERVICE_DURATION : toNumber(value)),
      z
        .number({
          error: (issue) => (issue.input === undefined ? REQUIRED_FIELDS_MESSAGE : DURATION_MESSAGE),
        })
        .int(DURATION_MESSAGE)
        .min(5, DURATION_MESSAGE)
        .max(1440, DURATION_MESSAGE),
    ),
    bufferMinutes: z.preprocess((value) => {
      const n = toNumber(value);
      return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1440 ? n : 0;
    }, z.number()),
    processingAfterMinutes: processingField,
    processingMinutes: processingField,
    category: z
      .string({ error: SERVICE_CATEGORY_MESSAGE })
      .trim()
      .max(SERVICE_CATEGORY_MAX, SERVICE_CATEGORY_MAX_MESSAGE)
      .nullish()
      .transform((v) => (v ? v : null)),
    priceFrom: z.boolean({ error: PRICE_FROM_MESSAGE }).optional().default(false),
    ...paymentFieldsShape,
  })
  .superRefine((service, ctx) => {
    const payment = paymentOf(service);
    if (payment && !payment.success) {
      for (const issue of payment.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: issue.path.length ? issue.path : ['paymentMode'],
          message: issue.message,
        });
      }
    }
    const after = service.processingAfterMinutes;
    const gap = service.processingMinutes;
    if (after === null && gap === null) return;
    if (after === null || gap === null) {
      const path = after === null ? 'processingAfterMinutes' : 'processingMinutes';
      ctx.addIssue({ code: 'custom', path: [path], message: PROCESSING_BOTH_MESSAGE });
    } else if (after + gap >= service.durationMinutes) {
      ctx.addIssue({ code: 'custom', path: ['processingMinutes'], message: PROCESSING_INSIDE_MESSAGE });
    }
  })
  .transform(({ paymentMode, depositKind, depositValue, ...service }) => {
    const payment = paymentOf({ paymentMode, depositKind, depositValue });
    if (!payment?.success) return service;
    const rule = payment.data;
    return {
      ...service,
      paymentMode: rule.mode,
      depositKind: rule.depositKind,
      depositValue: rule.depositValue,
    };
  });
/**
 * A valid service body: the payment columns (`paymentMode`, `depositKind`, `depositValue`) are present exactly when
 * the body named a payment rule, and then consistent (kind and value only with 'deposit').
 */
export type ServiceInput = z.output<typeof serviceInputSchema>;

/** A service's payment rule as AdminService carries it, from its stored columns. */
export function paymentRuleOf(row: {
  paymentMode: PaymentMode;
  depositKind: DepositKind | null;
  depositValue: number | null;
}): ServicePaymentRule {
  return row.paymentMode === 'deposit'
    ? { mode: 'deposit', depositKind: row.depositKind, depositValue: row.depositValue }
    : { mode: row.paymentMode, depositKind: null, depositValue: null };
}

/**
 * The create/edit dialog's form: every field a string as typed, validated and converted by `serviceInputSchema`
 * (so the submit handler receives a `ServiceInput`).
 */
const serviceFormShape = z.object({
  name: z.string(),
  description: z.string(),
  price: z.string(),
  durationMinutes: z.string(),
  bufferMinutes: z.string(),
  processingAfterMinutes: z.string(),
  processingMinutes: z.string(),
  category: z.string(),
  priceFrom: z.boolean(),
  paymentMode: z.enum(PAYMENT_MODES, { error: PAYMENT_MODE_MESSAGE }),
  depositKind: z.enum(DEPOSIT_KINDS),
  depositValue: z.string(),
});
// serviceInputSchema accepts these strings (its input type is wider); the cast only narrows the declared input.
export const serviceFormSchema = serviceFormShape.pipe(
  serviceInputSchema as unknown as z.ZodType<ServiceInput, z.output<typeof serviceFormShape>>,
);
export type ServiceFormValues = z.input<typeof serviceFormSchema>;

/** `POST /api/admin/services/:id/toggle` body. */
export const serviceToggleSchema = z.object({ active: z.boolean({ error: 'Ange om tjänsten är aktiv' }) });

/** `PUT /api/admin/services/order` body: the new `displayOrder` (0-based position) of the company's services. */
export const serviceOrderSchema = z.object({
  items: z
    .array(
      z.object({
        id: idSchema(ORDER_INVALID_MESSAGE),
        displayOrder: z
          .number({ error: ORDER_INVALID_MESSAGE })
          .int(ORDER_INVALID_MESSAGE)
          .min(0, ORDER_INVALID_MESSAGE)
          .max(10_000, ORDER_INVALID_MESSAGE),
      }),
      { error: ORDER_INVALID_MESSAGE },
    )
    .min(1, ORDER_INVALID_MESSAGE)
    .max(500, ORDER_INVALID_MESSAGE)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, ORDER_INVALID_MESSAGE),
});
export type ServiceOrderInput = z.infer<typeof serviceOrderSchema>;

export type PopularityTrend = 'up' | 'down' | 'neutral';

/**
 * A service as the admin sees it, with its statistics (docs/decisions/003-service-statistics.md):
 * `bookingsCount` non-cancelled bookings starting in the last 30 days, `revenue` kronor of booked + completed ones
 * in the same window, `popularityTrend` that count compared with the 30 days before, `upcomingCount` booked
 * bookings that have not started yet (any date ahead).
 */
export interface AdminService {
  id: string;
  name: string;
  description: string | null;
  price: number;
  durationMinutes: number;
  bufferMinutes: number | null;
  /** Processing time (docs/decisions/036): active minutes before the gap and its length; both null = none. */
  processingAfterMinutes: number | null;
  processingMinutes: number | null;
  /** The company page's heading for the service (decision 043); null = none. */
  category: string | null;
  /** The price is a lowest price, shown 'från 650 kr' (decision 043). */
  priceFrom: boolean;
  /** How it is paid: on site, a deposit or the whole price at booking (docs/decisions/047). */
  payment: ServicePaymentRule;
  active: boolean;
  displayOrder: number;
  bookingsCount: number;
  upcomingCount: number;
  revenue: number;
  popularityTrend: PopularityTrend;
}
