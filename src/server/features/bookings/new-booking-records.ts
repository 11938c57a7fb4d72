import { randomUUID } from 'node:crypto';
import { formatHhmm, parseHhmm } from '../../../shared/dates';
import { dayBeforeReminderPlanned } from '../../../shared/reminder-rule';
import type { SessionUser } from '../../context';
import type { customers } from '../../db/schema';
import { baseUrl, type Env } from '../../env';
import { bookingConfirmationEmail } from '../../mail/booking-emails';
import { companyNotificationRows } from '../../mail/company-notification-email';
import { emailOutboxRow } from '../../mail/outbox';
import { newVerificationToken } from '../booking-links/verification-tokens';
import { emailDetails } from './booking-cancellation';
import type { BookingCompany, BookingService, NewBookingRecords } from './create-booking.queries';

/**
 * What a new booking is made of: who books what, where, when and at which instant (`now`). `bookedBy` is the
 * signed-in customer on the web (with the phone they gave, if any), or the company itself in its calendar ('Ny
 * bokning', issue 15 §4) for its customer record `customer`.
 */
export interface NewBookingFacts {
  bookedBy: { source: 'web' | 'iframe'; user: SessionUser; phone: string | null } | { source: 'admin' };
  company: BookingCompany;
  service: BookingService;
  customer: typeof customers.$inferSelect;
  /** `YYYY-MM-DD` and `HH:MM`, Stockholm wall clock. */
  date: string;
  startTime: string;
  notes: string | null;
  now: Date;
  /** The service's buffer, else the company's default (minutes). */
  bufferMinutes: number;
  /** The staff member assigned (assignSlot); null at a company without staff. */
  staffId: string | null;
  /** Their name for the e-mails (null: none). */
  staffName: string | null;
}

/**
 * The rows of a new booking for insertBookingWithRecords (customer-side §4–§5; issue 15 §4 for the company's own):
 * the booking (new id and cancel token, end = start + the service's duration; on the web the customer name is the
 * user's name, else the record's, else the e-mail; source 'web', 'iframe' (the widget) or 'admin'), its 'booking_created' log row
 * (triggered_by 'customer' or 'admin', with the member), the single-use 'Bekräfta att du kommer' token
 * (newVerificationToken), the confirmation e-mail with its cancel and verify links, the message and the `.ics`
 * (bookingConfirmationEmail) to the user, or to the customer record's address when the company books (none without
 * one), and for a web booking, when the company's e-mail notification is on, the 'Ny bokning' e-mail to the
 * company (companyNotificationRows, issue 13 §3).
 */
export function newBookingRecords(env: Env, facts: NewBookingFacts): NewBookingRecords {
  const { bookedBy, company, service, customer, now } = facts;
  const web = bookedBy.source === 'admin' ? null : bookedBy;
  const booking = {
    id: randomUUID(),
    cancelToken: randomUUID(),
    companyId: company.id,
    customerId: customer.id,
    serviceId: service.id,
    serviceName: service.name,
    servicePrice: service.price,
    customerName: web ? web.user.name || customer.name || web.user.email : customer.name,
    startDate: facts.date,
    startTime: facts.startTime,
    endTime: formatHhmm(parseHhmm(facts.startTime) + service.durationMinutes),
    bufferMinutes: facts.bufferMinutes,
    staffId: facts.staffId,
    notes: facts.notes,
    source: bookedBy.source,
  };
  const verification = newVerificationToken(booking, now);
  const cancelUrl = `${baseUrl(env)}/cancel-booking?token=${encodeURIComponent(booking.cancelToken)}`;
  const verifyUrl = `${baseUrl(env)}/verify-booking?token=${encodeURIComponent(verification.token)}`;
  const email = bookingConfirmationEmail(
    // No 'påminnelse dagen före' for a booking later the same day: the reminder job will not send one (issue 30 §11).
    {
      ...emailDetails(booking, company, facts.staffName),
      reminderPlanned: dayBeforeReminderPlanned(facts.date, now),
    },
    cancelUrl,
    verifyUrl,
    // A customer who booked can change the time after signing in (issue 20 §3; /booking-confirmed promises it).
    web ? `${baseUrl(env)}/edit-booking/${booking.id}` : undefined,
  );
  const to = web ? web.user.email : customer.email;
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
        staff_id: booking.staffId,
        source: booking.source,
        triggered_by: web ? 'customer' : 'admin',
      },
    },
    verification: verification.row,
    outbox: [
      ...(to ? [emailOutboxRow({ to, ...email })] : []),
      ...(web
        ? companyNotificationRows(env, company, {
            kind: 'created',
            bookingId: booking.id,
            customerName: booking.customerName,
            customerEmail: web.user.email,
            customerPhone: web.phone ?? customer.phone,
            serviceName: booking.serviceName,
            startDate: booking.startDate,
            startTime: booking.startTime,
            endTime: booking.endTime,
            notes: booking.notes,
          })
        : []),
    ],
  };
}
