import { databaseRateLimit } from '../../security/rate-limit';

/** Registrations (each mails a code) allowed per client address and window. */
export const REGISTRATION_LIMIT = 5;
export const REGISTRATION_WINDOW_MS = 10 * 60_000;

/**
 * Limits `POST /api/business-registrations` to 5 attempts per client address per 10 minutes (databaseRateLimit);
 * every attempt counts, so the 409s cannot be used to probe e-mails either.
 */
export const registrationRateLimit = databaseRateLimit(
  'business-registration',
  REGISTRATION_LIMIT,
  REGISTRATION_WINDOW_MS,
);
