import { cancellationDeadline } from '../../../../shared/cancellation-policy';
import type { bookings, companies } from '../../../db/schema';
import { baseUrl, type Env } from '../../../env';
import type { BookingEmailDetails } from '../../../mail/booking-emails';
import { toHhmm } from '../../../lib/pg-time';

type BookingRow = typeof bookings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/**
 * What the customer's booking e-mails tell about a booking (a row, or the values of one), its company,
 * the name of its staff member (`staffName`; null/absent = none) and, with the company's `cancellationNoticeHours`,
 * the booking's cancellation deadline.
 */
export function emailDetails(
  row: Pick<
    BookingRow,
    'id' | 'customerName' | 'serviceName' | 'servicePrice' | 'startDate' | 'startTime' | 'endTime' | 'notes'
  > &
    Partial<Pick<BookingRow, 'calendarSequence' | 'servicePriceFrom'>>,
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
    servicePriceFrom: row.servicePriceFrom ?? false,
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
 * the cancellation e-mail's 'Boka igen'; the page alone when the service is gone.
 */
export function bookAgainUrl(
  env: Env,
  company: Pick<CompanyRow, 'slug'>,
  row: Pick<BookingRow, 'serviceId'>,
): string {
  const page = `${baseUrl(env)}/booking/${encodeURIComponent(company.slug)}`;
  return row.serviceId ? `${page}?tjanst=${encodeURIComponent(row.serviceId)}` : page;
}
