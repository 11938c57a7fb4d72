import { Hono } from 'hono';
import {
  businessRegistrationSchema,
  type BusinessRegistrationResult,
} from '../../../shared/schemas/business-registration';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { registrationRateLimit } from './business-registration.rate-limit';
import { registerBusiness } from './business-registration.service';

/**
 * Company self-registration (admin-side §2 "Business registration page", §5, §7), public:
 * - `POST /api/business-registrations` body `{ contactName, companyName, email, phone, description, categories,
 *   street?, postcode?, city?, password, confirmPassword, acceptTerms }` (the address optional; a street or postcode
 *   needs its city) → 201 `{ company: { id, name, slug, status: 'pending' }, email }`; a 6-digit
 *   code is mailed to `email` (verify it at `/api/auth/email-otp/verify-email`). 400 `invalid_input` with the
 *   form's Swedish message, 409 `email_taken` 'E-postadress redan registrerad', 409 `user_exists`,
 *   429 `rate_limited` (5 attempts per client address per 10 minutes, `registrationRateLimit`, or better-auth's
 *   sign-up limit), 422 `registration_failed` (see `registerBusiness`).
 */
export const businessRegistrationRoutes = new Hono<AppEnv>().post(
  '/',
  registrationRateLimit,
  validate('json', businessRegistrationSchema),
  async (c) => {
    const result = await registerBusiness(c.var.deps, c.req.valid('json'));
    return c.json<BusinessRegistrationResult>(result, 201);
  },
);
