import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { bookingConfirmationEmail } from '../../src/server/mail/booking-emails';
import { enqueueEmail } from '../../src/server/mail/outbox';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/**
 * Migration 0036 (decision 053): an e-mail's payload is compressed with lz4 where the server has it (PostgreSQL as
 * Debian builds it), and keeps pglz where it has not (PGlite), and a booking confirmation reads back the same either
 * way; a webhook's message id stays unique while an e-mail writes no index entry for it or for an ordering key.
 */
describe.each(databaseKinds())('the outbox payload on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.deps.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

  it('is compressed with lz4 where the server has lz4, and reads back whole', async () => {
    const { lz4 } = await one<{ lz4: boolean }>(
      sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
    );
    // The PostgreSQL of this machine and CI's is built with lz4; PGlite is not.
    expect(lz4).toBe(kind === 'postgres');

    const { method } = await one<{ method: string }>(
      sql`select attcompression as method from pg_attribute
          where attrelid = 'outbox'::regclass and attname = 'payload'`,
    );
    expect(method).toBe(lz4 ? 'l' : '');

    const content = bookingConfirmationEmail(
      {
        bookingId: '3f2a1c9e-0000-4000-8000-000000000009',
        customerName: 'Anna Svensson',
        serviceName: 'Herrklippning',
        servicePrice: 450,
        startDate: '2026-11-26',
        startTime: '14:00',
        endTime: '14:30',
        companyName: 'Salong Solros',
        companyLocation: 'Götgatan 1, Stockholm',
        companyEmail: 'info@salongsolros.se',
      },
      'https://tidvis.se/cancel-booking?token=abc',
    );
    const mail = { to: 'anna@example.se', ...content };
    await enqueueEmail(ctx.deps.db, mail);
    const [row] = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, mail.to));
    expect(row!.payload).toEqual({ text: mail.text, html: mail.html, attachments: mail.attachments });
    // Large enough to be compressed at all (above PostgreSQL's 2 KB threshold), and compressed with lz4 on PostgreSQL.
    expect(JSON.stringify(row!.payload).length).toBeGreaterThan(4000);
    const { stored } = await one<{ stored: string | null }>(
      sql`select pg_column_compression(payload) as stored from outbox where id = ${row!.id}`,
    );
    expect(stored).toBe(lz4 ? 'lz4' : 'pglz');
  });

  it('keeps a webhook message id unique, and indexes only the rows that carry an ordering key', async () => {
    const messageId = '7b0c7f5e-1111-4222-8333-444455556666';
    const webhook = {
      kind: 'webhook' as const,
      recipient: 'https://example.se/hook',
      payload: {},
      messageId,
    };
    await ctx.deps.db.insert(outbox).values(webhook);
    await expect(ctx.deps.db.insert(outbox).values(webhook)).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    // An e-mail's id is not read by anything, so it is not held in the index.
    const email = { kind: 'email' as const, recipient: 'a@example.se', payload: {}, messageId };
    await ctx.deps.db.insert(outbox).values([email, email]);

    const { definition } = await one<{ definition: string }>(
      sql`select indexdef as definition from pg_indexes where indexname = 'outbox_ordering_idx'`,
    );
    expect(definition).toMatch(/WHERE \(ordering_key IS NOT NULL\)/);
  });
});
