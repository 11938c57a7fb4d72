import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '../../src/server/db/schema';
import { deliverDueOnce } from '../../src/server/jobs/outbox-worker';
import { createMailTransport, verifyMailTransport } from '../../src/server/mail/smtp';
import { createCompany, createService, signedInClient } from '../factories';
import { SmtpSink } from '../support/smtp-sink';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

const MAIL_FROM = 'Tidvis Test <bokning@tidvis.test>';

/** The last Sunday of `month` (1-based) in `year`: the day Stockholm switches DST (March: +1 h, October: −1 h). */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** The next DST switch day of `month` (3 or 10) that is at least a day after now. */
function nextSwitchDay(month: 3 | 10): string {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const year = new Date().getUTCFullYear();
  const thisYear = lastSunday(year, month);
  return thisYear >= tomorrow ? thisYear : lastSunday(year + 1, month);
}

/** Unfolded value line of an iCalendar property. */
function icsLine(ics: string, name: string): string | undefined {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
}

const ports: Record<string, [number, number]> = { pglite: [2526, 2527], postgres: [2528, 2529] };

describe.each(databaseKinds())('e-mail over a real SMTP server on %s', (kind) => {
  const [port, downPort] = ports[kind]!;
  const sink = new SmtpSink(port);
  let ctx: TestContext;
  beforeAll(async () => {
    await sink.start();
    ctx = await createTestContext(kind, { SMTP_URL: sink.url, MAIL_FROM });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });

  async function book(date: string, startTime: string) {
    const company = await createCompany(ctx.deps.db, {
      name: 'Salong <b>Solros</b>',
      location: 'Storgatan 1, Umeå',
      phone: '090-12 34 56',
    });
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning', durationMinutes: 45 });
    const { client, user } = await signedInClient(ctx);
    const res = await client.post('/api/bookings', {
      companyId: company.id,
      serviceId: service.id,
      date,
      startTime,
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(bookings).where(eq(bookings.id, res.json.booking.id));
    return { company, user, booking: row! };
  }

  const mailTo = (to: string): ParsedMail[] =>
    sink.received.filter((m) => m.to && 'text' in m.to && m.to.text === to);

  it('verifies the SMTP connection at startup', async () => {
    expect(await verifyMailTransport(ctx.deps.env)).toBe(true);
    expect(await verifyMailTransport({ ...ctx.deps.env, SMTP_URL: `smtp://127.0.0.1:${downPort}` })).toBe(
      false,
    );
  });

  it('delivers the booking confirmation with text, HTML, .ics in UTC (DST day) and the cancel link', async () => {
    const date = nextSwitchDay(3); // clocks go forward at 02:00, so 10:00 is CEST (UTC+2)
    const { company, user, booking } = await book(date, '10:00');
    await deliverDueOnce(ctx.deps, { transport: createMailTransport(ctx.deps.env) });

    const [mail] = mailTo(user.email);
    expect(mail).toBeDefined();
    expect(mail!.from?.value[0]).toMatchObject({ address: 'bokning@tidvis.test', name: 'Tidvis Test' });
    expect(mail!.subject).toMatch(/^Bokningsbekräftelse: Klippning .* kl\. 10:00$/);
    const cancelUrl = `http://localhost:3000/cancel-booking?token=${booking.cancelToken}`;
    expect(mail!.text).toContain('Hej Test Kund!');
    expect(mail!.text).toContain('Salong <b>Solros</b>');
    expect(mail!.text).toContain('10:00–10:45');
    expect(mail!.text).toContain('090-12 34 56');
    expect(mail!.text).toContain(cancelUrl);
    expect(mail!.text).toContain('https://calendar.google.com/calendar/render?');
    expect(mail!.text).toContain('https://outlook.live.com/calendar/0/action/compose?');
    expect(mail!.html).toContain(`href="${cancelUrl}"`);
    expect(mail!.html).toContain('Salong &#60;b&#62;Solros&#60;/b&#62;');
    expect(mail!.html).not.toContain('<b>Solros</b>');

    expect(mail!.attachments).toHaveLength(1);
    const ics = mail!.attachments[0]!;
    expect(ics.filename).toBe('bokning.ics');
    expect(ics.contentType).toBe('text/calendar');
    const content = ics.content.toString('utf8');
    const day = date.replace(/-/g, '');
    expect(icsLine(content, 'DTSTART')).toBe(`DTSTART:${day}T080000Z`);
    expect(icsLine(content, 'DTEND')).toBe(`DTEND:${day}T084500Z`);
    expect(icsLine(content, 'UID')).toBe(`UID:${booking.id}`);
    expect(icsLine(content, 'ORGANIZER')).toBe(`ORGANIZER;CN="Salong <b>Solros</b>":MAILTO:${company.email}`);

    const [row] = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('converts winter time (CET) too: the October switch day', async () => {
    const date = nextSwitchDay(10); // clocks went back at 03:00, so 10:00 is CET (UTC+1)
    const { user } = await book(date, '10:00');
    await deliverDueOnce(ctx.deps, { transport: createMailTransport(ctx.deps.env) });
    const ics = mailTo(user.email)[0]!.attachments[0]!.content.toString('utf8');
    expect(icsLine(ics, 'DTSTART')).toBe(`DTSTART:${date.replace(/-/g, '')}T090000Z`);
  });

  it('keeps a mail pending with the error while the server is down, then delivers it once it is up', async () => {
    const down = new SmtpSink(downPort);
    const transport = createMailTransport({ SMTP_URL: down.url })!;
    const { user } = await book(nextSwitchDay(10), '12:00');
    const rowOf = async () =>
      (await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email)))[0]!;

    await deliverDueOnce(ctx.deps, { transport });
    const failed = await rowOf();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await down.start();
    try {
      await deliverDueOnce(ctx.deps, { transport });
      expect(down.received).toHaveLength(0); // not due yet: the retry waits for its backoff
      await ctx.deps.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, failed.id));
      await deliverDueOnce(ctx.deps, { transport });
      expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 2 });
      expect(down.received.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Bokningsbekräftelse: Klippning/),
      ]);
    } finally {
      await down.stop();
    }
  });
});
