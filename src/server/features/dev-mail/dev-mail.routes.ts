import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { outbox } from '../../db/schema';
import type { EmailPayload } from '../../mail/outbox';
import { validate } from '../../validation';

const querySchema = z.object({ to: z.string().trim().max(320).optional() });

/**
 * The dev outbox (DESIGN §5), mounted only without SMTP and outside production.
 * `GET /api/dev/mail?to=` -> `[{ id, to, subject, text, html, attachments: [{ filename, contentType, content }],
 * createdAt }]`, newest first, at most 200.
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
      const payload = r.payload as Partial<EmailPayload>;
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
