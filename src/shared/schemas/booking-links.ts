import type { ErrorCode } from '../error-codes';
import { z } from '../zod';
import type { BookingStatus } from './booking';

/** The Swedish messages of the e-mailed booking links (`/api/booking-links/*`, customer-side §2, §7, §8). */
export const BOOKING_LINK_ERRORS = {
  invalidLink: 'Länken är ogiltig',
  alreadyCancelled: 'Bokningen är redan avbokad',
  started: 'Bokningen har redan börjat eller passerat och kan inte längre avbokas.',
  notCancellable: 'Bokningen kunde inte avbokas. Kontrollera att den fortfarande är aktiv.',
  tokenExpired: 'Länken har gått ut.',
  tokenUsed: 'Länken har redan använts.',
  bookingCancelled: 'Bokningen är avbokad och tiden är inte längre reserverad.',
} as const;

/**
 * Stable `error.code`s of the booking links. The verify codes carry the keywords the /booking-error page
 * classifies by ('expired', 'used', 'no longer available' once underscores read as spaces).
 */
export const BOOKING_LINK_ERROR_CODES = {
  alreadyCancelled: 'already_cancelled',
  started: 'booking_started',
  notCancellable: 'not_cancellable',
  tokenExpired: 'token_expired',
  tokenUsed: 'token_used',
  bookingCancelled: 'slot_no_longer_available',
} as const satisfies Record<string, ErrorCode>;

/** `POST /api/booking-links/verify`'s answer: the booking's id and what the confirmation page shows of it. */
export interface VerifiedBooking {
  bookingId: string;
  booking: BookingLinkPreview;
}

/** Body of `POST /api/booking-links/cancel` and `/verify`, and the query of `GET /api/booking-links/cancel`. */
export const bookingLinkTokenSchema = z.object({
  token: z
    .string({ error: BOOKING_LINK_ERRORS.invalidLink })
    .trim()
    .min(1, BOOKING_LINK_ERRORS.invalidLink)
    .max(200, BOOKING_LINK_ERRORS.invalidLink),
});

/**
 * A booking as the cancel link shows it: Stockholm date `YYYY-MM-DD`, times `HH:MM`; `cancellable` = still booked,
 * not started and within the company's cancellation policy.
 */
export interface BookingLinkPreview {
  id: string;
  /** The service booked (null when it has since been removed): 'Boka igen' picks it. */
  serviceId: string | null;
  serviceName: string;
  companyName: string;
  /** The company page's slug and its address (the confirmation says where to go). */
  companySlug: string;
  companyLocation: string | null;
  startDate: string;
  startTime: string;
  endTime: string;
  status: BookingStatus;
  cancellable: boolean;
  /** Until when (ISO instant) it may be cancelled online; null = until the start. */
  cancellationDeadline: string | null;
  /** Why it may not be cancelled online any more (the deadline and the company's contact), else null. */
  policyMessage: string | null;
}
