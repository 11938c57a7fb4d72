import { Hono } from 'hono';
import { contactSchema } from '../../../shared/schemas/contact';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { sendContactMessage } from './contact.service';

/**
 * `POST /api/contact` body `{ name, email, subject, message }` -> 201 `{ ok: true }` (customer-side §2 /contact):
 * stored and mailed to support. Public; signed-in senders are linked by user id. 400 `invalid_input` with the
 * schema's Swedish message.
 */
export const contactRoutes = new Hono<AppEnv>().post('/', validate('json', contactSchema), async (c) => {
  await sendContactMessage(c.var.deps, c.var.user?.id ?? null, c.req.valid('json'));
  return c.json({ ok: true as const }, 201);
});
