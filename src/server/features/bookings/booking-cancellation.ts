import { formatHhmm, minutesNowInZone, todayInZone } from '../../../shared/dates';
import { cancellationDeadline } from '../../../shared/cancellation-policy';
import type { Database } from '../../db/client';
import type { bookings, companies } from '../../db/schema';
import { baseUrl, type Env } from '../../env';
import { bookingCancellationEmail, type BookingEmailDetails } from '../../mail/booking-emails';
import { enqueueCompanyNotification } from '../../mail/company-notification-email';
import { enqueueEmail } from '../../mail/outbox';
import { bookingCancelledPayload } from '../../webhooks/payloads';
import { enqueueWebhook } from '../../webhooks/enqueue';
import { toHhmm } from '../availability/availability.queries';
import { cancelIfBooked, findBookingStaff, insertBookingLog } from './bookings.queries';

type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** Stockholm's date (`YYYY-MM-DD`) and wall-clock time (`HH:MM:SS`) at the instant `now`. */
export function stockholmNow(now: Date): { today: string; time: string } {
  const seconds = String(now.getUTCSeconds()).padStart(2, '0'); // zone offsets are whole minutes
  return { today: todayInZone(now), time: `${formatHhmm(minutesNowInZone(now))}:${seconds}` };
}

/**
 * What the customer's booking e-mails tell about a booking (a row, or the values of one), its company, (issue 15)
 * the name of its staff member (`staffName`; null/absent = none) and, with the company's `cancellationNoticeHours`,
 * the booking's cancellation deadline (issue 16 §3).
 */
export function emailDetails(
  row: Pick<
    BookingRow,
    'id' | 'customerName' | 'serviceName' | 'servicePrice' | 'startDate' | 'startTime' | 'endTime' | 'notes'
  > &
    Partial<Pick<BookingRow, 'calendarSequence'>>,
  company: Pick<CompanyRow, 'name' | 'location' | 'email' | 'phone'> &
    Partial<Pick<CompanyRow, 'cancellationNoticeHours'>>,
  staffName: string | null = null,
): BookingEmailDetails {
  const noticeHours = company.cancellationNoticeHours ?? 0;
  return {
    bookingId: row.id,
    customerName: row.customerName,
    serviceName: row.serviceName,
    servicePrice: row.servicePrice,
    startDate: row.startDate,
    startTime: toHhmm(row.startTime),
    endTime: toHhmm(row.endTime),
    companyName: company.name,
    companyLocation: company.location,
    companyEmail: company.email,
    companyPhone: company.phone,
    notes: row.notes,
    staffName,
    calendarSequence: row.calendarSequence ?? 0,
    cancellationDeadline:
      noticeHours > 0 ? cancellationDeadline(row.startDate, toHhmm(row.startTime), noticeHours) : null,
  };
}

/**
 * The company page's address with the cancelled booking's service chosen (`/booking/<slug>?tjanst=<serviceId>`), for
 * the cancellation e-mail's 'Boka igen' (issue 30 §11); the page alone when the service is gone.
 */
export function bookAgainUrl(
  env: Env,
  company: Pick<CompanyRow, 'slug'>,
  row: Pick<BookingRow, 'serviceId'>,
): string {
  const page = `${baseUrl(env)}/booking/${encodeURIComponent(company.slug)}`;
  return row.serviceId ? `${page}?tjanst=${encodeURIComponent(row.serviceId)}` : page;
}

/**
 * The customer's cancel (customer-side §4 "booked -> cancelled", §7 cancel_booking_and_log), shared by
 * `POST /api/bookings/:id/cancel` and the e-mailed cancel link. Inside the caller's transaction `tx`: sets the
 * booking 'cancelled' with `cancelled_at` if it is still booked and starts after `now` (compare-and-set, so of two
 * concurrent cancels one wins), then writes a 'booking_cancelled' log row (triggered_by 'customer'), the
 * cancellation e-mail to `customer.email`, the 'Avbokning' e-mail to the company when its e-mail notification is
 * on (issue 13 §3; `customer` is the contact it shows, phone null = not given) and the §7 `booking_cancelled`
 * webhook (all via the outbox; the webhook only when `env.WEBHOOK_URL` is set).
 * Returns the updated row, or undefined when nothing changed (not booked any more, or started). The caller
 * announces the change on the realtime bus after commit.
 */
export async function cancelBookingByCustomer(
  tx: Database,
  env: Env,
  bookingId: string,
  company: CompanyRow,
  customer: { email: string; phone: string | null },
  now: Date,
): Promise<BookingRow | undefined> {
  const { today, time } = stockholmNow(now);
  const row = await cancelIfBooked(tx, bookingId, today, time);
  if (!row) return undefined;
  await insertBookingLog(tx, {
    bookingId: row.id,
    companyId: row.companyId,
    type: 'booking_cancelled',
    details: {
      customer_id: row.customerId,
      service_name: row.serviceName,
      start_date: row.startDate,
      start_time: toHhmm(row.startTime),
      customer_name: row.customerName,
      triggered_by: 'customer',
    },
  });
  const member = await findBookingStaff(tx, row.staffId);
  await enqueueEmail(tx, {
    to: customer.email,
    // 'Boka igen' to the same service at the company (issue 30 §11).
    ...bookingCancellationEmail(
      emailDetails(row, company, member?.name ?? null),
      bookAgainUrl(env, company, row),
    ),
  });
  await enqueueCompanyNotification(tx, env, company, {
    kind: 'cancelled',
    bookingId: row.id,
    customerName: row.customerName,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    serviceName: row.serviceName,
    startDate: row.startDate,
    startTime: toHhmm(row.startTime),
    endTime: toHhmm(row.endTime),
    notes: row.notes,
  });
  await enqueueWebhook(tx, env, bookingCancelledPayload(row, 'customer', now, member));
  return row;
}
