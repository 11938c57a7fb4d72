import { Hono } from 'hono';
import {
  BOOKING_LINK_ERRORS,
  bookingLinkTokenSchema,
  type BookingLinkPreview,
  type VerifiedBooking,
} from '../../../shared/schemas/booking-links';
import { idSchema } from '../../../shared/schemas/ids';
import { z } from '../../../shared/zod';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { cancelByToken, previewByCancelToken, verifyBooking } from './booking-links.service';

/**
 * A cancel link's token is the booking's cancel token, an id: after bookingLinkTokenSchema (400 without one), any
 * other token is 404 'Länken är ogiltig' like an unknown one, before the database is asked.
 */
const cancelTokenSchema = z.object({
  token: z.string().trim().pipe(idSchema(BOOKING_LINK_ERRORS.invalidLink)),
});

/**
 * The links in booking e-mails (customer-side §2 cancel and verify pages, §7, §8). Public: the token is the
 * credential, no sign-in. Errors `{ error: { code, message } }`, Swedish; 400 `invalid_input` without a token.
 * - `GET /api/booking-links/cancel?token=<cancel token>` -> `{ booking: BookingLinkPreview }`; 404 'Länken är
 *   ogiltig'.
 * - `POST /api/booking-links/cancel` body `{ token }` -> `{ booking: BookingLinkPreview }` (status 'cancelled');
 *   404, 409 `already_cancelled` / `booking_started` / `not_cancellable`.
 * - `POST /api/booking-links/verify` body `{ token }` -> `{ bookingId, booking: BookingLinkPreview }`; 404, 409 `token_used`,
 *   410 `token_expired`, 409 `slot_no_longer_available`.
 */
export const bookingLinksRoutes = new Hono<AppEnv>()
  .get(
    '/cancel',
    validate('query', bookingLinkTokenSchema),
    validate('query', cancelTokenSchema, 'not_found'),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const booking = await previewByCancelToken(
        c.var.deps.db,
        c.req.valid('query').token,
        c.var.deps.clock(),
      );
      return c.json<{ booking: BookingLinkPreview }>({ booking });
    },
  )
  .post(
    '/cancel',
    validate('json', bookingLinkTokenSchema),
    validate('json', cancelTokenSchema, 'not_found'),
    async (c) => {
      const booking = await cancelByToken(c.var.deps, c.req.valid('json').token, c.var.deps.clock());
      return c.json<{ booking: BookingLinkPreview }>({ booking });
    },
  )
  .post('/verify', validate('json', bookingLinkTokenSchema), async (c) => {
    return c.json<VerifiedBooking>(
      await verifyBooking(c.var.deps.db, c.req.valid('json').token, c.var.deps.clock()),
    );
  });
