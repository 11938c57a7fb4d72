/*
 * The machine names of the API's error answers, `{ error: { code, message } }` (server/errors.ts). The server's
 * AppError takes only these, and the client compares an answer's code with them (isErrorCode), so a misspelt code
 * fails the typecheck on either side. The Swedish `message` beside a code is what people read; the code is for
 * programs. Feature-specific groups (BOOKING_ERROR_CODES and the like, in shared/schemas) name their codes from this
 * list.
 */

/** Every `error.code` the API's own handlers answer. */
export const ERROR_CODES = [
  // The request itself
  'invalid_input', // a body, query or path part the schemas refuse (server/validation.ts), 400
  'http_error', // a malformed request Hono refuses before our handlers, 400; 413 too large
  'too_large',
  'not_an_image',
  'cross_origin',
  'rate_limited',
  'unauthorized',
  'forbidden',
  'not_found',
  'internal',
  'service_unavailable',
  // Bookings (BOOKING_ERROR_CODES, RESCHEDULE_ERROR_CODES, BOOKING_POLICY_ERROR_CODES)
  'slot_no_longer_available',
  'daily_limit',
  'not_cancellable',
  'customer_conflict',
  'not_editable',
  'cancellation_deadline_passed',
  'beyond_booking_horizon',
  'company_not_open',
  'company_admin',
  'not_completed',
  'feedback_exists',
  // Links mailed with a booking (BOOKING_LINK_ERROR_CODES)
  'already_cancelled',
  'booking_started',
  'token_expired',
  'token_used',
  // The admin calendar (ADMIN_CALENDAR_ERROR_CODES) and schedule exceptions
  'wrong_status',
  'not_started',
  'slot_taken',
  'block_in_past',
  'block_covers_bookings',
  'not_movable',
  'no_show_too_late',
  'exception_covers_bookings',
  'exception_overlaps',
  'holiday_covered',
  // Why 'Ny bokning' refuses a time (SLOT_REFUSAL_CODES)
  'slot_past_day',
  'slot_past_time',
  'slot_closed',
  'slot_outside_opening_hours',
  'slot_after_closing',
  'slot_outside_staff_hours',
  'slot_staff_absent',
  'slot_clash',
  'slot_off_grid',
  // Services, staff and customers
  'has_future_bookings',
  'staff_has_bookings',
  'already_anonymized',
  'customer_exists', // 'Ny kund' with a phone or e-mail the company has for another name; error.customer
  'different_accounts', // merging two records that each belong to a customer account
  // Company settings, members and registration
  'slug_unavailable',
  'email_taken',
  'email_unchanged',
  'email_change_needs_code',
  'email_change_not_found',
  'wrong_code',
  'code_expired',
  'too_many_attempts',
  'wrong_password',
  'already_member',
  'last_owner',
  'invitation_expired',
  'admin_elsewhere',
  'staff_has_account',
  'registration_failed',
  'feed_changed',
  // Reviews
  'already_answered',
  'already_hidden',
  'not_hidden',
  'review_hidden',
  'not_answered',
  'too_many_photos', // a company's 13th gallery photo
  // Watches ('Bevakningar')
  'too_many_watches', // a customer's 11th active watch
  'payment_provider_unavailable', // the payment provider could not open a checkout (the hold is released)
  'payment_not_pending', // the booking waits for no payment
  'payment_hold_expired', // the 15 minutes of a payment hold have passed
  'invalid_signature', // a provider webhook whose signature does not verify
] as const;

/** A code of the API's own error answers (ERROR_CODES). */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The codes of `/api/auth/*` answers, `{ code, message }` at the top level (better-auth's shape): better-auth's own
 * that the client tells apart, and those our hooks and plugins add (server/auth).
 */
export const AUTH_ERROR_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'INVALID_EMAIL',
  'INVALID_TOKEN',
  'INVALID_PASSWORD',
  'ACCOUNT_LOCKED',
  'TOO_MANY_ATTEMPTS',
  'PASSWORD_RESET_COOLDOWN',
  'INVALID_SIGN_IN_LINK',
] as const;

/** A code of an `/api/auth/*` answer (AUTH_ERROR_CODES). */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * Whether an answer's code (`code`, whatever the server sent, or undefined) is `expected`. `expected` must be a
 * known code, so a misspelt comparison fails the typecheck instead of never matching.
 */
export const isErrorCode = (code: unknown, expected: ErrorCode | AuthErrorCode): boolean => code === expected;
