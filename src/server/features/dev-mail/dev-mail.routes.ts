import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { normalizePhone } from '../../../shared/phone';
import type { AppEnv } from '../../context';
import { outbox } from '../../db/schema';
import { emailContentOf } from '../../mail/booking-email-templates';
import type { EmailPayload } from '../../mail/outbox';
import type { SmsPayload } from '../../sms/outbox';
import { validate } from '../../validation';

const querySchema = z.object({ to: z.string().trim().max(320).optional() });

/** An e-mail's content for the dev outbox: a booking e-mail rendered now; one that cannot be shows why in `text`. */
function devContentOf(payload: unknown): EmailPayload {
  try {
    return emailContentOf(payload);
  } catch (err) {
    return { text: `Kunde inte visa e-postmeddelandet: ${(err as Error).message}`, html: '' };
  }
}

/**
 * The dev outbox (docs/design.md §5), mounted only without SMTP and outside production.
 * `GET /api/dev/mail?to=` -> `[{ id, to, subject, text, html, attachments: [{ filename, contentType, content }],
 * createdAt }]`, newest first, at most 200; booking e-mails rendered on the way (mail/booking-email-templates.ts).
 */
export const devMailRoutes = new Hono<AppEnv>().get('/', validate('query', querySchema), async (c) => {
  const { to } = c.req.valid('query');
  const rows = await c.var.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'email'), to ? eq(outbox.recipient, to.toLowerCase()) : undefined))
    .orderBy(desc(outbox.id))
    .limit(200);
  return c.json(
    rows.map((r) => {
      const payload = devContentOf(r.payload);
      return {
        id: r.id,
        to: r.recipient,
        subject: r.subject ?? '',
        text: payload.text ?? '',
        html: payload.html ?? '',
        attachments: payload.attachments ?? [],
        createdAt: r.createdAt.toISOString(),
      };
    }),
  );
});

/**
 * The dev SMS outbox, mounted with the dev outbox (no SMTP, not production).
 * `GET /api/dev/sms?to=` (`to` in any form `normalizePhone` reads, e.g. `070-123 45 67`, or E.164) ->
 * `[{ id, to (E.164), text, status ('pending' | 'sent' | 'kept' | 'failed'), createdAt }]`, newest first, at most 200.
 */
export const devSmsRoutes = new Hono<AppEnv>().get('/', validate('query', querySchema), async (c) => {
  const { to } = c.req.valid('query');
  const recipient = to ? (normalizePhone(to) ?? to) : undefined;
  const rows = await c.var.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'sms'), recipient ? eq(outbox.recipient, recipient) : undefined))
    .orderBy(desc(outbox.id))
    .limit(200);
  return c.json(
    rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      text: (r.payload as Partial<SmsPayload>).text ?? '',
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  );
});
