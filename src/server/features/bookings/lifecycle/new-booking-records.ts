import { randomUUID } from 'node:crypto';
import { visitShape } from '../../../../shared/availability';
import { formatHhmm, parseHhmm } from '../../../../shared/dates';
import type { SessionUser } from '../../../context';
import type { companies, customers, services } from '../../../db/schema';
import { baseUrl, type Env } from '../../../env';
import { effectsOf } from './effects';
import type { CreatedDetails } from './events';
import type { NewBookingRecords } from './insert';
import { outboxRowsOf } from './messages';
import { newVerificationToken } from './verification-tokens';

/**
 * What a new booking is made of: who books what, where, when and at which instant (`now`). `bookedBy` is the
 * signed-in customer on the web (with the phone they gave, if any), or the company itself in its calendar ('Ny
 * bokning') for its customer record `customer`.
 */
export interface NewBookingFacts {
  bookedBy:
    | { source: 'web' | 'iframe'; user: SessionUser; phone: string | null }
    | { source: 'admin'; override?: string[] };
  company: Pick<
    typeof companies.$inferSelect,
    'id' | 'name' | 'slug' | 'email' | 'emailNotifications' | 'phone' | 'location' | 'cancellationNoticeHours'
  >;
  service: Pick<typeof services.$inferSelect, 'id' | 'name' | 'price' | 'priceFrom' | 'durationMinutes'>;
  /**
   * A visit of several services (2–4, in order; docs/decisions/046): each with its buffer resolved (minutes). The
   * booking then is the whole visit: `service` its first service's id with the names joined by ' + ', the summed
   * price and the visit's length (visitShape), and a booking_services row per service is written with it.
   */
  visit?: readonly (NewBookingFacts['service'] & { bufferMinutes: number })[];
  customer: typeof customers.$inferSelect;
  /** `YYYY-MM-DD` and `HH:MM`, Stockholm wall clock. */
  date: string;
  startTime: string;
  notes: string | null;
  now: Date;
  /** The service's buffer, else the company's default (minutes). */
  bufferMinutes: number;
  /** The service's processing time when booked (docs/decisions/036), 0 and 0 = none; absent = none. */
  processingAfterMinutes?: number;
  processingMinutes?: number;
  /** The staff member assigned (assignSlot); null at a company without staff. */
  staffId: string | null;
  /** Their name for the e-mails (null: none). */
  staffName: string | null;
  /**
   * The customer's account's choice of 'Bokningar via SMS' and its profile phone (findSmsChoice; absent: no account
   * or not asked, then only a customer without e-mail gets the SMS).
   */
  smsChoice?: { chosen: boolean; phone: string | null };
  /**
   * Paid online (docs/decisions/047): the booking holds its time as 'pending_payment' until `expiresAt` while the
   * customer pays `amount` kronor; it is logged 'booking_held', tells nobody yet and ends no watch (confirmPaid does).
   */
  hold?: { expiresAt: Date; amount: number };
}

/** The customer as the new booking's messages read them (see MessageContext.customer and smsRecipient). */
function messageCustomer(facts: NewBookingFacts, web: { user: SessionUser; phone: string | null } | null) {
  const { customer, smsChoice } = facts;
  const chosen = smsChoice?.chosen ?? false;
  // The customer's e-mail goes to the signed-in user, or to the record's address when the company books.
  const email = web ? web.user.email : customer.email;
  const given = web ? (web.phone ?? customer.phone) : customer.phone;
  return { email, phone: given ?? (chosen ? (smsChoice?.phone ?? null) : null), smsBookingMessages: chosen };
}

/**
 * The rows of a new booking for insertBookingWithRecords (customer-side §4–§5 for the company's own):
 * the booking (new id and cancel token, end = start + the service's duration; on the web the customer name is the
 * user's name, else the record's, else the e-mail; source 'web', 'iframe' (the widget) or 'admin'), its 'booking_created' log row
 * (triggered_by 'customer' or 'admin', with the member), the single-use 'Bekräfta att du kommer' token
 * (newVerificationToken), the confirmation e-mail with its cancel and verify links, the message and the `.ics`
 * (bookingConfirmationEmail, stored as its arguments and rendered when sent: decision 057) to the user, or to the
 * customer record's address when the company books (none without one), and for a web booking, when the company's
 * e-mail notification is on, the 'Ny bokning' e-mail to the company (outboxRowsOf); and which watches of the customer's account it ends (decision 044). A visit of
 * several services (`facts.visit`) is one booking with a booking_services row per service (decision 046).
 */
export function newBookingRecords(env: Env, facts: NewBookingFacts): NewBookingRecords {
  // A visit of several services is one booking named and priced as the whole visit.
  if (facts.visit && facts.visit.length > 1) facts = { ...facts, service: visitAsService(facts) };
  const { bookedBy, company, service, customer, now } = facts;
  const web = bookedBy.source === 'admin' ? null : bookedBy;
  const id = randomUUID();
  const booking = {
    id,
    cancelToken: randomUUID(),
    companyId: company.id,
    customerId: customer.id,
    serviceId: service.id,
    serviceName: service.name,
    servicePrice: service.price,
    servicePriceFrom: service.priceFrom,
    customerName: web ? web.user.name || customer.name || web.user.email : customer.name,
    startDate: facts.date,
    startTime: facts.startTime,
    endTime: formatHhmm(parseHhmm(facts.startTime) + service.durationMinutes),
    bufferMinutes: facts.bufferMinutes,
    processingAfterMinutes: facts.processingAfterMinutes ?? 0,
    processingMinutes: facts.processingMinutes ?? 0,
    staffId: facts.staffId,
    notes: facts.notes,
    source: bookedBy.source,
    ...(facts.hold ? { status: 'pending_payment' as const, paymentExpiresAt: facts.hold.expiresAt } : {}),
  };
  const verification = newVerificationToken(booking, now);
  // The account whose watches at the company the booking fulfils: the signed-in customer's, or the record's.
  const watcherId = web ? web.user.id : customer.userId;
  const details: CreatedDetails = {
    customer_id: customer.id,
    service_id: service.id,
    service_name: booking.serviceName,
    start_date: booking.startDate,
    start_time: booking.startTime,
    end_time: booking.endTime,
    customer_name: booking.customerName,
    staff_id: booking.staffId,
    source: booking.source,
    triggered_by: web ? 'customer' : 'admin',
    ...(bookedBy.source === 'admin' && bookedBy.override ? { override: bookedBy.override } : {}),
  };
  const event: NewBookingRecords['event'] = facts.hold
    ? {
        type: 'booking_held',
        details: {
          ...details,
          payment_expires_at: facts.hold.expiresAt.toISOString(),
          amount: facts.hold.amount,
        },
      }
    : { type: 'booking_created', details };
  return {
    booking,
    log: { bookingId: booking.id, companyId: company.id, type: event.type, details: event.details },
    verification: verification.row,
    outbox: outboxRowsOf(event, effectsOf(event), {
      env,
      now,
      booking,
      company,
      customer: messageCustomer(facts, web),
      member: facts.staffId && facts.staffName !== null ? { id: facts.staffId, name: facts.staffName } : null,
      verifyUrl: `${baseUrl(env)}/verify-booking?token=${encodeURIComponent(verification.token)}`,
    }),
    event,
    visitServices:
      facts.visit && facts.visit.length > 1
        ? facts.visit.map((part, position) => ({
            bookingId: id,
            position,
            serviceId: part.id,
            name: part.name,
            durationMinutes: part.durationMinutes,
            bufferMinutes: part.bufferMinutes,
            price: part.price,
            priceFrom: part.priceFrom,
          }))
        : [],
    endWatches:
      watcherId && !facts.hold
        ? { userId: watcherId, companyId: company.id, date: booking.startDate, endedAt: now.toISOString() }
        : null,
  };
}

/**
 * The booking facts' `service` for a visit of several services (docs/decisions/046): the first service's id, the
 * names joined with ' + ', the sum of the prices in kronor, 'från' when any price is
 * one, and the visit's length (each service's buffer between them, visitShape).
 */
function visitAsService(facts: NewBookingFacts): NewBookingFacts['service'] {
  const parts = facts.visit!;
  return {
    id: parts[0]!.id,
    name: parts.map((p) => p.name).join(' + '),
    price: parts.reduce((sum, p) => sum + p.price, 0),
    priceFrom: parts.some((p) => p.priceFrom),
    durationMinutes: visitShape(parts).durationMinutes,
  };
}
