import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../src/server/db/schema';
import { countRows, signedInClient } from '../factories';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

const SUPPORT = 'hjalp@tidvis.test';

describe.each(databaseKinds())('POST /api/contact on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(() => ctx.close());

  const valid = {
    name: '  Karin <b>Berg</b> ',
    email: 'karin.berg@example.se',
    subject: 'Fråga om avbokning',
    message: 'Hej!\nKan jag avboka <script>alert(1)</script> samma dag?',
  };

  it('stores the message (no user for guests) and mails support with the sender in the body, HTML escaped', async () => {
    const guest = new TestClient(ctx);
    const res = await guest.post<{ ok: true }>('/api/contact', valid);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });

    const [stored] = await ctx.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, valid.email));
    expect(stored).toMatchObject({
      userId: null,
      name: 'Karin <b>Berg</b>',
      subject: valid.subject,
      message: valid.message,
    });

    const [mail] = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, SUPPORT));
    expect(mail!.kind).toBe('email');
    expect(mail!.subject).toBe('Kontaktformulär: Fråga om avbokning');
    const { text, html } = mail!.payload as { text: string; html: string };
    expect(text).toContain('karin.berg@example.se');
    expect(text).toContain(valid.message);
    expect(html).toContain('karin.berg@example.se');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Berg</b>');
  });

  it("links a signed-in sender's user id", async () => {
    const { client, user } = await signedInClient(ctx);
    const res = await client.post('/api/contact', { ...valid, email: user.email });
    expect(res.status).toBe(201);
    const [stored] = await ctx.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email));
    expect(stored!.userId).toBe(user.id);
  });

  it('400 with a Swedish message on bad input; nothing stored or mailed', async () => {
    const guest = new TestClient(ctx);
    const storedBefore = await countRows(ctx.deps.db, contactMessages);
    const outboxBefore = await countRows(ctx.deps.db, outbox);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '   ' }, 'Ange ditt namn'],
      [{ ...valid, email: 'inte-en-adress' }, 'Ange en giltig e-postadress'],
      [{ ...valid, email: '' }, 'Ange din e-postadress'],
      [{ ...valid, subject: '' }, 'Ange ett ämne'],
      [{ ...valid, message: ' ' }, 'Skriv ett meddelande'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'Högst 5000 tecken'],
    ];
    for (const [body, message] of cases) {
      const res = await guest.post<z.infer<typeof apiErrorSchema>>('/api/contact', body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: { code: 'invalid_input', message } });
    }
    const malformed = await guest.request('POST', '/api/contact', '{not json');
    expect(malformed.status).toBe(400);
    expect(await countRows(ctx.deps.db, contactMessages)).toBe(storedBefore);
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore);
  });
});
