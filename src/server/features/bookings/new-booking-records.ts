import { randomUUID } from 'node:crypto';
import { formatHhmm, parseHhmm } from '../../../shared/dates';
import type { SessionUser } from '../../context';
import type { customers } from '../../db/schema';
import { baseUrl, type Env } from '../../env';
import { bookingConfirmationEmail } from '../../mail/booking-emails';
import { companyNotificationRows } from '../../mail/company-notification-email';
import { emailOutboxRow } from '../../mail/outbox';
import { newVerificationToken } from '../booking-links/verification-tokens';
import { emailDetails } from './booking-cancellation';
import type { BookingCompany, BookingService, NewBookingRecords } from './create-booking.queries';
import type { CreateBookingBody } from './bookings.service';

/** What a customer's new booking is made of: who books what, where, when (`input`) and at which instant (`now`). */
export interface NewBookingFacts {
  user: SessionUser;
  company: BookingCompany;
  service: BookingService;
  customer: typeof customers.$inferSelect;
  input: CreateBookingBody;
  now: Date;
  /** The service's buffer, else the company's default (minutes). */
  bufferMinutes: number;
  /** The staff member assigned (assignSlot); null at a company without staff. */
  staffId: string | null;
  /** Their name for the e-mails (null: none). */
  staffName: string | null;
}

/**
 * The rows of a customer's booking made on the web (customer-side §4–§5) for insertBookingWithRecords: the booking
 * (new id and cancel token, end = start + the service's duration, customer name = the user's name, else the
 * record's, else the e-mail), its 'booking_created' log row (triggered_by 'customer'), the single-use
 * 'Bekräfta att du kommer' token (newVerificationToken), the confirmation e-mail to the user with its cancel
 * and verify links, the customer's message and the `.ics` (bookingConfirmationEmail), and, when the company's
 * e-mail notification is on, the 'Ny bokning' e-mail to the company (companyNotificationRows, issue 13 §3).
 */
export function newBookingRecords(env: Env, facts: NewBookingFacts): NewBookingRecords {
  const { user, company, service, customer, input, now } = facts;
  const booking = {
    id: randomUUID(),
    cancelToken: randomUUID(),
    companyId: company.id,
    customerId: customer.id,
    serviceId: service.id,
    serviceName: service.name,
    servicePrice: service.price,
    customerName: user.name || customer.name || user.email,
    startDate: input.date,
    startTime: input.startTime,
    endTime: formatHhmm(parseHhmm(input.startTime) + service.durationMinutes),
    bufferMinutes: facts.bufferMinutes,
    staffId: facts.staffId,
    notes: input.notes,
    source: 'web' as const,
  };
  const verification = newVerificationToken(booking, now);
  const cancelUrl = `${baseUrl(env)}/cancel-booking?token=${encodeURIComponent(booking.cancelToken)}`;
  const verifyUrl = `${baseUrl(env)}/verify-booking?token=${encodeURIComponent(verification.token)}`;
  const email = bookingConfirmationEmail(
    emailDetails(booking, company, facts.staffName),
    cancelUrl,
    verifyUrl,
  );
  return {
    booking,
    log: {
      bookingId: booking.id,
      companyId: company.id,
      type: 'booking_created',
      details: {
        customer_id: customer.id,
        service_id: service.id,
        service_name: booking.serviceName,
        start_date: booking.startDate,
        start_time: booking.startTime,
        end_time: booking.endTime,
        customer_name: booking.customerName,
        source: booking.source,
        triggered_by: 'customer',
      },
    },
    verification: verification.row,
    outbox: [
      emailOutboxRow({ to: user.email, ...email }),
      ...companyNotificationRows(env, company, {
        kind: 'created',
        bookingId: booking.id,
        customerName: booking.customerName,
        customerEmail: user.email,
        customerPhone: input.phone ?? customer.phone,
        serviceName: booking.serviceName,
        startDate: booking.startDate,
        startTime: booking.startTime,
        endTime: booking.endTime,
        notes: booking.notes,
      }),
    ],
  };
}
