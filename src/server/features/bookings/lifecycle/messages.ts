import { eq } from 'drizzle-orm';
import { cancellationDeadline, customerMayChange } from '../../../../shared/cancellation-policy';
import { zonedWallClockToInstant } from '../../../../shared/dates';
import { E164_PATTERN } from '../../../../shared/phone';
import { dayBeforeReminderPlanned } from '../../../../shared/reminder-rule';
import type { BookedService } from '../../../../shared/schemas/booking';
import type { BookingStaff } from '../../../../shared/schemas/staff';
import type { Database } from '../../../db/client';
import {
  companies as companiesTable,
  customers,
  outbox,
  user,
  type bookings,
  type companies,
} from '../../../db/schema';
import { baseUrl, type Env } from '../../../env';
import { bookingEmailRow, type BookingEmail } from '../../../mail/booking-email-templates';
import { adminCalendarBookingUrl, type CompanyNotice } from '../../../mail/company-notification-email';
import { bookingCancelledSms, bookingChangedSms, bookingConfirmationSms } from '../../../sms/booking-sms';
import { smsOutboxRow } from '../../../sms/outbox';
import { paymentTermsSv } from '../../../../shared/payment-terms-sv';
import { formatPrice } from '../../../../shared/money';
import { enqueueWebhook } from '../../../webhooks/enqueue';
import { bookedServicesOf, loadBookedServices } from '../booking-services';
import {
  bookingCancelledPayload,
  bookingRescheduledPayload,
  newBookingPayload,
  type WebhookPayload,
} from '../../../webhooks/payloads';
import { toHhmm } from '../../../lib/pg-time';
import { loadBookingPayments } from '../../../lib/booking-payments';
import { effectsOf, type BookingMessage } from './effects';
import { bookAgainUrl, emailDetails } from './email-details';
import type { BookingEvent } from './events';

type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type OutboxRow = typeof outbox.$inferInsert;

/** A booking's time as the messages show it: Stockholm date `YYYY-MM-DD`, times `HH:MM`. */
export interface MessageTime {
  startDate: string;
  startTime: string;
  endTime: string;
}

/** The booking as the e-mails read it (a stored row, or a new booking's values before its insert). */
export type MessageBooking = Pick<
  BookingRow,
  | 'id'
  | 'cancelToken'
  | 'serviceId'
  | 'customerName'
  | 'serviceName'
  | 'servicePrice'
  | 'servicePriceFrom'
  | 'startDate'
  | 'startTime'
  | 'endTime'
  | 'notes'
> &
  Partial<Pick<BookingRow, 'calendarSequence'>>;

/** What the messages of an event are written from, besides the event itself. */
export interface MessageContext<B extends MessageBooking = MessageBooking> {
  env: Env;
  now: Date;
  booking: B;
  company: Pick<CompanyRow, 'name' | 'slug' | 'location' | 'email'> &
    Partial<Pick<CompanyRow, 'phone' | 'cancellationNoticeHours' | 'emailNotifications'>>;
  /**
   * Where the customer's e-mail goes (null or '': nowhere) and the contact the company's notice shows;
   * `smsBookingMessages` the customer's choice of 'Bokningar via SMS' (absent: not known yet, writeMessages looks it
   * up; see smsRecipient).
   */
  customer: SmsCustomer;
  /** The booking's staff member (null: none). */
  member: Pick<BookingStaff, 'id' | 'name'> | null;
  /** A move's time before it. */
  previous?: MessageTime;
  /** A new booking: its 'Bekräfta att du kommer' link. */
  verifyUrl?: string;
  /** A new booking: the customer record's contact and the service's length, for the 'ny-bokning' webhook. */
  record?: { email: string; phone: string | null };
  serviceDurationMinutes?: number;
  /** The booking's services (bookedServicesOf) for the webhook; absent: read from the database when one is sent. */
  services?: readonly BookedService[];
  /** Paid online (docs/decisions/047): the confirmation's terms and the receipt; absent = paid on site. */
  payment?: MessagePayment;
  /** A cancel of a booking paid online: kronor refunded and kept (refundOnCancel); absent = paid on site. */
  refund?: { refunded: number; kept: number };
}

/** The cancellation's sentence about money paid online, or undefined when nothing was paid. */
function refundNoteOf(refund: MessageContext['refund']): string | undefined {
  if (!refund) return undefined;
  if (refund.refunded > 0)
    return `Du får tillbaka ${formatPrice(refund.refunded)} som du betalade online. Pengarna syns på ditt konto inom 5–10 bankdagar.`;
  if (refund.kept > 0)
    return `Avbokningen gjordes efter sista avbokningstid, så ${formatPrice(refund.kept)} som du betalade online behålls av salongen.`;
  return undefined;
}

/** A paid online payment as the confirmation and the receipt show it (whole kronor; `paidAt` the instant). */
export interface MessagePayment {
  id: string;
  kind: 'deposit' | 'prepay';
  amount: number;
  method: string | null;
  paidAt: Date;
  orgNumber: string | null;
}

const cancelUrlOf = (env: Env, booking: Pick<BookingRow, 'cancelToken'>) =>
  `${baseUrl(env)}/cancel-booking?token=${encodeURIComponent(booking.cancelToken)}`;
const editUrlOf = (env: Env, booking: Pick<BookingRow, 'id'>) => `${baseUrl(env)}/edit-booking/${booking.id}`;

/** Whether the customer may still cancel `booking` online at `ctx.now` (before the company's deadline). */
function cancellableOnline(ctx: MessageContext): boolean {
  const { booking, company } = ctx;
  const deadline = cancellationDeadline(
    booking.startDate,
    toHhmm(booking.startTime),
    company.cancellationNoticeHours ?? 0,
  );
  return customerMayChange(deadline, ctx.now);
}

/** The customer as the SMS decision reads them: e-mail, phone and their choice of 'Bokningar via SMS'. */
export interface SmsCustomer {
  email: string | null;
  phone: string | null;
  smsBookingMessages?: boolean;
}

/**
 * Where the customer's SMS about a booking change goes: their phone (E.164) when no e-mail address is known (a
 * phone-only customer is usually one the salon booked by phone), or when the customer's account chose 'Bokningar
 * via SMS' (docs/decisions/037); else nowhere (the e-mail tells them).
 */
export function smsRecipient(customer: SmsCustomer): string | null {
  if (customer.email?.trim() && customer.smsBookingMessages !== true) return null;
  const phone = customer.phone;
  return phone && E164_PATTERN.test(phone) ? phone : null;
}

/** The customer's SMS of `template` (one segment), or null when none is sent (a confirmation of a started visit). */
function customerSms(
  template: Extract<BookingMessage, { channel: 'sms' }>['template'],
  ctx: MessageContext,
): string | null {
  const { env, booking, company } = ctx;
  const time = timeOf(booking);
  const details = {
    companyName: company.name,
    companyPhone: company.phone ?? null,
    serviceName: booking.serviceName,
    startDate: time.startDate,
    startTime: time.startTime,
    staffName: ctx.member?.name ?? null,
    cancelUrl: cancellableOnline(ctx) ? cancelUrlOf(env, booking) : null,
  };
  switch (template) {
    case 'confirmation': {
      // A walk-in entered after the fact is not confirmed to the customer in the chair.
      const start = zonedWallClockToInstant(time.startDate, time.startTime);
      return start.getTime() > ctx.now.getTime() ? bookingConfirmationSms(details) : null;
    }
    case 'changed':
      return bookingChangedSms(details, ctx.previous!);
    case 'cancellation':
      return bookingCancelledSms(details, 'customer');
    case 'cancelled_by_company':
      return bookingCancelledSms(details, 'company');
    case 'receipt':
      // The receipt is an e-mail only (a document to keep).
      return null;
  }
}

const timeOf = (booking: MessageBooking): MessageTime => ({
  startDate: booking.startDate,
  startTime: toHhmm(booking.startTime),
  endTime: toHhmm(booking.endTime),
});

/**
 * The customer's e-mail of `template` as the outbox stores it: the template and its arguments, rendered when sent
 * (mail/booking-email-templates.ts).
 */
function customerEmail(
  template: Extract<BookingMessage, { to: 'customer' }>['template'],
  event: BookingEvent,
  ctx: MessageContext,
): BookingEmail {
  const { env, booking, company } = ctx;
  const details = () =>
    emailDetails(booking, { ...company, phone: company.phone ?? null }, ctx.member?.name ?? null);
  const byCustomer = event.details.triggered_by === 'customer';
  switch (template) {
    case 'confirmation':
      return {
        template: 'booking_confirmation',
        args: [
          // No 'påminnelse dagen före' for a booking later the same day: the reminder job will not send one.
          {
            ...details(),
            reminderPlanned: dayBeforeReminderPlanned(booking.startDate, ctx.now),
            // Booked inside the deadline: say so and give the phone instead of a link that would refuse.
            cancellableOnline: cancellableOnline(ctx),
            ...(ctx.payment ? { paymentNote: paymentNoteOf(ctx.payment, ctx) } : {}),
          },
          cancelUrlOf(env, booking),
          ctx.verifyUrl,
          // A customer who booked can change the time after signing in (/booking-confirmed promises it).
          byCustomer ? editUrlOf(env, booking) : undefined,
        ],
      };
    case 'changed':
      return {
        template: 'booking_changed',
        args: [
          { ...details(), cancellableOnline: cancellableOnline(ctx) },
          ctx.previous!,
          cancelUrlOf(env, booking),
          editUrlOf(env, booking),
        ],
      };
    case 'cancellation':
      // 'Boka igen' to the same service at the company.
      return {
        template: 'booking_cancellation',
        args: [{ ...details(), refundNote: refundNoteOf(ctx.refund) }, bookAgainUrl(env, company, booking)],
      };
    case 'receipt': {
      const payment = ctx.payment!;
      const receipt = {
        receiptNumber: payment.id.slice(0, 8).toUpperCase(),
        customerName: booking.customerName,
        companyName: company.name,
        orgNumber: payment.orgNumber,
        companyLocation: company.location,
        serviceName: booking.serviceName,
        startDate: booking.startDate,
        startTime: toHhmm(booking.startTime),
        kind: payment.kind,
        amount: payment.amount,
        onSite: Math.max(0, (booking.servicePrice ?? 0) - payment.amount),
        onSiteFrom: booking.servicePriceFrom,
        method: payment.method,
        paidAt: payment.paidAt,
        noticeHours: company.cancellationNoticeHours ?? 0,
      };
      return { template: 'booking_receipt', args: [receipt] };
    }
    case 'cancelled_by_company': {
      const time = timeOf(booking);
      const details = {
        bookingId: booking.id,
        customerName: booking.customerName,
        serviceName: booking.serviceName,
        servicePrice: booking.servicePrice,
        servicePriceFrom: booking.servicePriceFrom,
        startDate: booking.startDate,
        startTime: time.startTime,
        endTime: time.endTime,
        companyName: company.name,
        companyLocation: company.location,
        companyEmail: company.email,
        // The cancelling `.ics` must outrank the last one the customer got.
        calendarSequence: booking.calendarSequence ?? 0,
        refundNote: refundNoteOf(ctx.refund),
      };
      return { template: 'booking_cancelled_by_company', args: [details] };
    }
  }
}

/** The confirmation's lines about a payment made online: paid now, on site, the refund terms (paymentTermsSv). */
function paymentNoteOf(payment: MessagePayment, ctx: MessageContext): string[] {
  const terms = paymentTermsSv({
    kind: payment.kind,
    amount: payment.amount,
    onSite: Math.max(0, (ctx.booking.servicePrice ?? 0) - payment.amount),
    onSiteFrom: ctx.booking.servicePriceFrom,
    noticeHours: ctx.company.cancellationNoticeHours ?? 0,
  });
  return [
    `Betalt online: ${terms.paidNow}. Kvittot kommer i ett eget mejl.`,
    ...(terms.onSite ? [`Att betala på plats: ${terms.onSite}.`] : []),
    terms.refund,
  ];
}

/** The company's notice of `kind` about the booking. */
function companyNotice(kind: CompanyNotice['kind'], ctx: MessageContext): CompanyNotice {
  const { booking } = ctx;
  return {
    kind,
    bookingId: booking.id,
    customerName: booking.customerName,
    customerEmail: ctx.customer.email,
    customerPhone: ctx.customer.phone,
    serviceName: booking.serviceName,
    servicePrice: booking.servicePrice,
    staffName: ctx.member?.name ?? null,
    ...timeOf(booking),
    notes: booking.notes,
    ...(kind === 'rescheduled' ? { previous: ctx.previous } : {}),
  };
}

/**
 * The outbox rows of `messages` (effectsOf(event)), in order: the customer's e-mail (when an address is known), their
 * SMS (when only a phone is, or by choice: smsRecipient) and the company's notice (when its e-mail notifications are
 * on), the e-mails as their template and arguments (bookingEmailRow; rendered when sent, decision 057). Pure; a new
 * booking writes them in its INSERT.
 */
export function outboxRowsOf(
  event: BookingEvent,
  messages: BookingMessage[],
  ctx: MessageContext,
): OutboxRow[] {
  const rows: OutboxRow[] = [];
  for (const message of messages) {
    if (message.channel === 'sms') {
      const to = smsRecipient(ctx.customer);
      const text = to ? customerSms(message.template, ctx) : null;
      if (to && text) rows.push(smsOutboxRow({ to, text }));
      continue;
    }
    if (message.channel !== 'email') continue;
    if (message.to === 'customer') {
      const to = ctx.customer.email;
      if (to) rows.push(bookingEmailRow(to, customerEmail(message.template, event, ctx)));
    } else if (ctx.company.emailNotifications) {
      // The one place that decides whether a company is told: only with its e-mail notifications on.
      const notice = companyNotice(message.notice, ctx);
      const calendarUrl = adminCalendarBookingUrl(ctx.env, notice.bookingId);
      rows.push(
        bookingEmailRow(ctx.company.email, { template: 'company_notice', args: [notice, calendarUrl] }),
      );
    }
  }
  return rows;
}

/** The webhook body of `messages` for the stored booking `ctx.booking`, or null when they send none. */
export function webhookOf(
  messages: BookingMessage[],
  ctx: MessageContext<BookingRow>,
): WebhookPayload | null {
  const message = messages.find((m) => m.channel === 'webhook');
  if (!message) return null;
  const { booking: row, now, member } = ctx;
  const services = ctx.services ?? bookedServicesOf(row, undefined);
  switch (message.event) {
    case 'ny-bokning':
      return newBookingPayload(row, {
        customerEmail: ctx.record?.email ?? '',
        customerPhone: ctx.record?.phone ?? null,
        serviceDurationMinutes: ctx.serviceDurationMinutes ?? 0,
        at: row.createdAt,
        staff: member,
        services,
      });
    case 'booking_rescheduled':
      return bookingRescheduledPayload(row, ctx.previous!, message.triggeredBy, now, member, services);
    case 'booking_cancelled':
      return bookingCancelledPayload(row, message.triggeredBy, now, member, services);
  }
}

/** Writes the webhook of `messages` (when WEBHOOK_URL is set) in `tx`. */
export async function writeWebhook(
  tx: Database,
  messages: BookingMessage[],
  ctx: MessageContext<BookingRow>,
): Promise<void> {
  if (!ctx.env.WEBHOOK_URL || !messages.some((m) => m.channel === 'webhook')) return;
  // A visit of several services lists them all; a cancel or move reads them (one query, only with a webhook).
  const services = ctx.services ?? (await loadBookedServices(tx, ctx.booking));
  const payload = webhookOf(messages, { ...ctx, services });
  if (!payload) return;
  // Receivers learn the payment's state with every event (docs/decisions/047); null = paid on site.
  const payment = (await loadBookingPayments(tx, [ctx.booking.id])).get(ctx.booking.id);
  payload.booking.payment = payment
    ? {
        kind: payment.kind,
        status: payment.status,
        amount: payment.amount,
        refunded_amount: payment.refundedAmount,
        refund_pending: payment.refundPending,
        method: payment.method,
        paid_at: payment.paidAt,
      }
    : null;
  await enqueueWebhook(tx, ctx.env, payload);
}

/**
 * Writes what `event` sends (effectsOf) in the event's transaction `tx`: its e-mails in one outbox INSERT, then its
 * webhook. The realtime announcement is the caller's after commit (see announce).
 */
export async function writeMessages(
  tx: Database,
  event: BookingEvent,
  ctx: MessageContext<BookingRow>,
): Promise<void> {
  const messages = effectsOf(event);
  // A caller that knows only the e-mail (a block's or an exception's cancel) leaves the phone to the record; a
  // customer with an e-mail gets the SMS only by choice, which their account holds.
  const hasEmail = Boolean(ctx.customer.email?.trim());
  const lookUp =
    messages.some((m) => m.channel === 'sms') &&
    (hasEmail ? ctx.customer.smsBookingMessages === undefined : !ctx.customer.phone);
  const customer = lookUp ? await withSmsContact(tx, ctx.booking.customerId, ctx.customer) : ctx.customer;
  // The SMS names the salon's phone; the calendar's company (AdminCompany) does not carry it.
  const company =
    smsRecipient(customer) && ctx.company.phone === undefined
      ? { ...ctx.company, phone: await findCompanyPhone(tx, ctx.booking.companyId) }
      : ctx.company;
  const rows = outboxRowsOf(event, messages, { ...ctx, customer, company });
  if (rows.length > 0) await tx.insert(outbox).values(rows);
  await writeWebhook(tx, messages, ctx);
}

/** The phone of company `companyId` (null when none). */
async function findCompanyPhone(tx: Database, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ phone: companiesTable.phone })
    .from(companiesTable)
    .where(eq(companiesTable.id, companyId))
    .limit(1);
  return row?.phone ?? null;
}

/**
 * `customer` with the phone filled in from customer record `customerId` (else its account's profile) when it has
 * none, and the account's choice of 'Bokningar via SMS' (false without an account).
 */
async function withSmsContact(tx: Database, customerId: string, customer: SmsCustomer): Promise<SmsCustomer> {
  const [row] = await tx
    .select({ phone: customers.phone, userPhone: user.phone, chosen: user.smsBookingMessages })
    .from(customers)
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.id, customerId))
    .limit(1);
  return {
    ...customer,
    phone: customer.phone || row?.phone || row?.userPhone || null,
    smsBookingMessages: row?.chosen ?? false,
  };
}

/**
 * The choice of 'Bokningar via SMS' of account `userId` and its profile phone (for a new booking, whose customer
 * may have given none); undefined when the account does not exist.
 */
export async function findSmsChoice(
  tx: Database,
  userId: string,
): Promise<{ chosen: boolean; phone: string | null } | undefined> {
  const [row] = await tx
    .select({ chosen: user.smsBookingMessages, phone: user.phone })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row;
}
