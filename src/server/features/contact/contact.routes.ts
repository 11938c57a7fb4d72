import { Hono } from 'hono';
import { contactSchema } from '../../../shared/schemas/contact';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { databaseRateLimit } from '../../security/rate-limit';
import { sendContactMessage } from './contact.service';

/** Contact messages allowed per client address and 10 minutes. */
export const CONTACT_LIMIT = 5;
const contactRateLimit = databaseRateLimit('contact', CONTACT_LIMIT, 10 * 60_000);

/**
 * `POST /api/contact` body `{ name, email, subject, message }` -> 201 `{ ok: true }` (customer-side §2 /contact):
 * stored and mailed to support. Public; signed-in senders are linked by user id. 400 `invalid_input` with the
 * schema's Swedish message; 429 `rate_limited` after CONTACT_LIMIT messages from one address in 10 minutes (each one
 * mails support).
 */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  contactRateLimit,
  validate('json', contactSchema),
  async (c) => {
    await sendContactMessage(c.var.deps, c.var.user?.id ?? null, c.req.valid('json'));
    return c.json({ ok: true as const }, 201);
  },
);
