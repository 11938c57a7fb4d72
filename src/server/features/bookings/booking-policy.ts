import {
  beyondHorizonMessage,
  cancellationDeadline,
  customerMayChange,
  deadlinePassedMessage,
  lastBookableDate,
  withinBookingHorizon,
} from '../../../shared/cancellation-policy';
import { formatPhone } from '../../../shared/phone';
import type { companies } from '../../db/schema';
import { AppError } from '../../errors';
import { toHhmm } from '../../lib/pg-time';

type CompanyRow = typeof companies.$inferSelect;

/** Stable `error.code`s of the booking policy. */
export const BOOKING_POLICY_ERROR_CODES = {
  deadlinePassed: 'cancellation_deadline_passed',
  beyondHorizon: 'beyond_booking_horizon',
} as const;

/**
 * The server's one check of the cancellation policy (decision 014), for the customer's own cancel, the
 * e-mailed cancel link and the customer's move. A booking that is still `booked` and has not started at `now`
 * but whose deadline (start minus the company's `cancellation_notice_hours`, elapsed hours) has passed: 409
 * `cancellation_deadline_passed` with a Swedish message naming the deadline (Stockholm) and the company's phone,
 * else its e-mail. Anything else passes (other states keep their own errors). Never called for the salon's own
 * cancel or move.
 */
export function assertCustomerMayChange(
  booking: { status: string; startDate: string; startTime: string },
  company: Pick<CompanyRow, 'name' | 'phone' | 'email' | 'cancellationNoticeHours'>,
  now: Date,
): void {
  if (booking.status !== 'booked') return;
  const startTime = toHhmm(booking.startTime);
  const start = cancellationDeadline(booking.startDate, startTime, 0);
  if (!customerMayChange(start, now)) return; // started: the callers' own "has started" errors apply
  const deadline = cancellationDeadline(booking.startDate, startTime, company.cancellationNoticeHours);
  if (customerMayChange(deadline, now)) return;
  const contact = company.phone ? formatPhone(company.phone) : company.email || null;
  throw new AppError(
    409,
    BOOKING_POLICY_ERROR_CODES.deadlinePassed,
    deadlinePassedMessage(deadline, company.name, contact),
  );
}

/**
 * The booking horizon: a customer's booking or move to `date` (`YYYY-MM-DD`) later than today plus
 * the company's `booking_horizon_months` (Stockholm, inclusive) is 409 `beyond_booking_horizon`.
 */
export function assertWithinHorizon(
  company: Pick<CompanyRow, 'bookingHorizonMonths'>,
  date: string,
  now: Date,
): void {
  const months = company.bookingHorizonMonths;
  if (withinBookingHorizon(date, now, months)) return;
  throw new AppError(
    409,
    BOOKING_POLICY_ERROR_CODES.beyondHorizon,
    beyondHorizonMessage(months, lastBookableDate(now, months)),
  );
}

/** The deadline of a booking as the API shows it: ISO instant, or null when the company asks for no notice. */
export function deadlineOf(
  booking: { startDate: string; startTime: string },
  noticeHours: number,
): string | null {
  if (noticeHours === 0) return null;
  return cancellationDeadline(booking.startDate, toHhmm(booking.startTime), noticeHours).toISOString();
}
