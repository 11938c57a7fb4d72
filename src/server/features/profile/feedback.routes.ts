import { Hono } from 'hono';
import { PROFILE_ERRORS, feedbackSchema, type BookingFeedback } from '../../../shared/schemas/profile';
import { requireUser, signedIn } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate, validateIds } from '../../validation';
import { giveFeedback } from './profile.service';

/**
 * Feedback on a completed booking, mounted on `/api/bookings` (customer-side §2 booking history, §4, §5).
 * - `POST /api/bookings/:id/feedback` body `{ rating: 1–5 integer, comment?: string (≤ 1000, trimmed), isPublic?:
 *   boolean (consent to show it as a review; default false) }` -> 201 `{ feedback: { rating, comment,
 *   isPublic } }`; the company is e-mailed about it. 401 `unauthorized` (guest), 400 `invalid_input`, 404 `not_found`
 *   (unknown or another customer's booking), 409 `not_completed`, 409 `feedback_exists`.
 */
export const feedbackRoutes = new Hono<AppEnv>().post(
  '/:id/feedback',
  signedIn,
  validate('json', feedbackSchema),
  validateIds({ id: PROFILE_ERRORS.bookingNotFound }),
  async (c) => {
    const { companyId, ...feedback } = await giveFeedback(
      c.var.deps,
      requireUser(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    // A public review changes the company's rating on search cards.
    if (feedback.isPublic) await c.var.deps.bus.publishCatalogChanged(companyId);
    return c.json<{ feedback: BookingFeedback }>({ feedback }, 201);
  },
);
