import { normalizePhone, PHONE_INVALID_MESSAGE } from '../phone';
import type { BookingStatus } from './booking';
import type { BookingPayment } from './payments';
import { z } from '../zod';
import { personNameSchema } from './names';
import { isEmptyOrValidPhone, phoneNumberSchema } from './phone';
import { idSchema } from './ids';

/** Swedish messages of the admin customers endpoints (admin-side §7 Customers, §8). */
export const ADMIN_CUSTOMER_ERRORS = {
  notFound: 'Kunden kunde inte hittas',
  nameRequired: 'Namn krävs',
  nameTooLong: 'Namnet får vara högst 100 tecken',
  phoneInvalid: PHONE_INVALID_MESSAGE,
  notesTooLong: 'Anteckningarna får vara högst 1000 tecken',
  flagInvalid: 'Ogiltigt värde för flagga',
  queryTooLong: 'Sökningen får vara högst 100 tecken',
  offsetInvalid: 'Ogiltig position i kundlistan',
  mergeChoose: 'Välj kunden att slå ihop med',
  mergeSame: 'Välj en annan kund att slå ihop med',
  mergeTwoAccounts:
    'Kunderna har var sitt kundkonto och kan inte slås ihop. Be kunden använda ett av kontona när de bokar.',
} as const;

/**
 * 'Ny kund' in 'Ny bokning' with a phone or e-mail the company already has for another name (409
 * `customer_exists`): the existing record's name and how to reach it ('070-345 67 89' or the e-mail).
 */
export const customerExistsMessage = (name: string, contact: string) =>
  `Kunden finns redan: ${name}${contact ? `, ${contact}` : ''}. Välj Befintlig kund.`;

const e = ADMIN_CUSTOMER_ERRORS;

/** Customers per page of `GET /api/admin/customers`. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 50;

/**
 * `GET /api/admin/customers?q=&offset=&focus=`: optional search over name, e-mail and phone (trimmed, at most 100
 * characters); `offset`, how many matching customers the pages before returned (0–100,000); `focus`, a customer
 * id (`?customerId=` of the page) to put first, ignored when it is not a UUID.
 */
export const adminCustomersQuerySchema = z.object({
  q: z.string().trim().max(100, e.queryTooLong).optional().default(''),
  offset: z.coerce
    .number({ error: e.offsetInvalid })
    .int(e.offsetInvalid)
    .min(0, e.offsetInvalid)
    .max(100_000, e.offsetInvalid)
    .optional()
    .default(0),
  focus: idSchema().optional().catch(undefined),
});

/** Trimmed optional text; an empty string becomes null (clears the field). */
const clearableText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/**
 * `PATCH /api/admin/customers/:id` body: every field optional; strings are trimmed; an empty phone or notes clears
 * it (null). Name 1–100 characters, phone a valid number (stored in E.164), notes at most 1000.
 */
export const updateAdminCustomerSchema = z.object({
  name: personNameSchema(e.nameRequired, e.nameTooLong).optional(),
  phone: clearableText(100, e.phoneInvalid).pipe(phoneNumberSchema(e.phoneInvalid).nullable().optional()),
  adminNotes: clearableText(1000, e.notesTooLong),
  isFlagged: z.boolean({ error: e.flagInvalid }).optional(),
});
export type UpdateAdminCustomerInput = z.input<typeof updateAdminCustomerSchema>;
export type UpdateAdminCustomer = z.output<typeof updateAdminCustomerSchema>;

/**
 * A customer record of the admin's company with derived booking facts. `createdAt` ISO instant, `lastBooking` the
 * latest booking date (`YYYY-MM-DD`, any status) or null, `hasActiveBooking` a `booked` booking dated today or later.
 */
export interface AdminCustomer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
  isFlagged: boolean;
  adminNotes: string | null;
  bookingsCount: number;
  /** Bookings of the record marked no-show ('Utebliven'). */
  noShowCount: number;
  lastBooking: string | null;
  hasActiveBooking: boolean;
  /** Anonymised: name 'Raderad kund', e-mail '', no phone or notes; it can no longer be edited. */
  anonymized: boolean;
}

/**
 * `GET /api/admin/customers` answer: `stats` count all the company's customers, whatever `q` is; `matching` how
 * many match `q`; `customers` one page of them (at most ADMIN_CUSTOMERS_PAGE_SIZE, plus the focused customer first
 * on the first page); `nextOffset` the `offset` of the next page, null on the last.
 */
export interface AdminCustomersList {
  stats: { total: number; newLast30Days: number };
  matching: number;
  customers: AdminCustomer[];
  nextOffset: number | null;
}

/** Days within which a customer counts as new (admin-side §9). */
export const NEW_CUSTOMER_DAYS = 30;

/** The edit dialog's fields (all strings; the server applies `updateAdminCustomerSchema` to what is sent). */
export const adminCustomerFormSchema = z.object({
  name: personNameSchema(e.nameRequired, e.nameTooLong),
  phone: z.string().trim().refine(isEmptyOrValidPhone, e.phoneInvalid),
  adminNotes: z.string().trim().max(1000, e.notesTooLong),
});
export type AdminCustomerForm = z.infer<typeof adminCustomerFormSchema>;

/**
 * `GET /api/admin/customers/existing?phone=&email=`: a phone as typed (any form `normalizePhone` reads; anything
 * else is ignored) and/or an e-mail (trimmed, lower-cased; not an address: ignored).
 */
export const existingCustomerQuerySchema = z.object({
  phone: z
    .string()
    .max(100)
    .optional()
    .transform((v) => (v ? normalizePhone(v) : null)),
  email: z
    .string()
    .max(254)
    .optional()
    .transform((v) => v?.trim().toLowerCase() ?? '')
    .transform((v) => (z.email().safeParse(v).success ? v : null)),
});

/** `GET /api/admin/customers/existing` answer: the company's record with that phone or e-mail, or null. */
export interface ExistingCustomer {
  customer: AdminCustomer | null;
}

/**
 * `POST /api/admin/customers/:id/merge` body: `duplicateId`, the company's other record that is merged into `:id`
 * (its bookings, notes and flag move to `:id`; it is then removed).
 */
export const mergeCustomersSchema = z.object({
  duplicateId: idSchema(e.mergeChoose),
});
export type MergeCustomersInput = z.input<typeof mergeCustomersSchema>;

/** One booking in a customer card's history: Stockholm `startDate` `YYYY-MM-DD`, times `HH:MM`. */
export interface CustomerVisit {
  id: string;
  startDate: string;
  startTime: string;
  endTime: string;
  serviceName: string;
  staffName: string | null;
  status: BookingStatus;
  /** Its online payment (docs/decisions/047), null when paid on site. */
  payment: BookingPayment | null;
}

/** Most past visits a customer card lists (the latest). */
export const CUSTOMER_HISTORY_PAST_MAX = 50;

/**
 * `GET /api/admin/customers/:id/bookings` answer: `upcoming` (start not yet passed, soonest first, any status) and
 * `past` (latest first, at most CUSTOMER_HISTORY_PAST_MAX; `pastTotal` counts all), `noShowCount` of all, and
 * `paidOnline` the kronor paid online for all of them, refunds deducted (docs/decisions/047).
 */
export interface CustomerHistory {
  upcoming: CustomerVisit[];
  past: CustomerVisit[];
  pastTotal: number;
  noShowCount: number;
  paidOnline: number;
}
