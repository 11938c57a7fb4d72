import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox, outboxAttempts } from '../../src/server/db/schema';
import { deliverDueOnce } from '../../src/server/jobs/outbox-worker';
import { enqueueEmail } from '../../src/server/mail/outbox';
import { createMailTransport, verifyMailTransport } from '../../src/server/mail/smtp';
import type { CustomerBooking } from '../../src/shared/schemas/booking';
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

/**
 * A real SMTP server (`smtp-server`) on 127.0.0.1:`port` that holds every message after its DATA, before the reply,
 * until `release()`: a slow or hung mail server. `stalled` resolves once it holds one; `received` lists the
 * recipients of the messages it let through.
 */
class StallingSmtp {
  readonly received: string[] = [];
  readonly stalled: Promise<void>;
  readonly release: () => void;
  private readonly server: SMTPServer;

  constructor(readonly port: number) {
    let onStall = () => {};
    this.stalled = new Promise((resolve) => (onStall = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.release = release;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        stream.resume();
        stream.on('end', () => {
          onStall();
          void gate.then(() => {
            this.received.push(...session.envelope.rcptTo.map((a) => a.address));
            callback();
          });
        });
      },
    });
  }

  get transport() {
    return createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${this.port}` })!;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A real SMTP server that refuses recipients by their local part: `gone-…` with 550 (permanent: no such mailbox),
 * `busy-…` with 451 (temporary: try again later); it accepts and discards everything else.
 */
async function refusingSmtp(
  port: number,
): Promise<{ transport: ReturnType<typeof createMailTransport>; stop(): Promise<void> }> {
  const refusal = (code: number, message: string) =>
    Object.assign(new Error(message), { responseCode: code });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (address.address.startsWith('gone-')) return callback(refusal(550, '5.1.1 Mailbox does not exist'));
      if (address.address.startsWith('busy-')) return callback(refusal(451, '4.3.0 Try again later'));
      callback();
    },
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    transport: createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `promise`, or a failure after `ms`: work stuck behind an SMTP send fails the test instead of waiting for it. */
async function within<T>(promise: Promise<T>, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const ports: Record<string, [number, number, number, number]> = {
  pglite: [2526, 2527, 2530, 2532],
  postgres: [2528, 2529, 2531, 2533],
};

describe.each(databaseKinds())('e-mail over a real SMTP server on %s', (kind) => {
  const [port, downPort, stallPort, refusingPort] = ports[kind]!;
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
      street: 'Storgatan 1',
      postcode: '90326',
      city: 'Umeå',
      phone: '090-12 34 56',
      // The next switch day may be up to a year ahead: past the default booking horizon of 3 months.
      bookingHorizonMonths: 12,
    });
    const service = await createService(ctx.deps.db, company.id, { name: 'Klippning', durationMinutes: 45 });
    const { client, user } = await signedInClient(ctx);
    const res = await client.post<{ booking: CustomerBooking }>('/api/bookings', {
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

  const outboxRowOf = async (recipient: string) =>
    (await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, recipient)))[0]!;

  const attemptsOf = (outboxId: number) =>
    ctx.deps.db
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, outboxId))
      .orderBy(asc(outboxAttempts.attempt));

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
    // ical-generator writes the scheme in lower case; a URI scheme is case-insensitive (RFC 3986 §3.1).
    expect(icsLine(content, 'ORGANIZER')).toBe(`ORGANIZER;CN="Salong <b>Solros</b>":mailto:${company.email}`);

    const [row] = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // The booking wrote the template and its facts; the worker rendered the documents above (decision 057).
    expect(row!.payload).toMatchObject({ template: 'booking_confirmation' });
    expect(JSON.stringify(row!.payload)).not.toContain('<html');
  });

  it('keeps an e-mail it cannot render pending with the reason, and sends the others', async () => {
    const unknown = `unknown-template-${kind}@example.se`;
    const plain = `plain-beside-${kind}@example.se`;
    await ctx.deps.db.insert(outbox).values({
      kind: 'email',
      recipient: unknown,
      subject: 'Okänd mall',
      payload: { template: 'booking_from_a_newer_version', args: [] },
    });
    await enqueueEmail(ctx.deps.db, { to: plain, subject: 'Vanligt', text: 'Hej', html: '<p>Hej</p>' });
    await within(deliverDueOnce(ctx.deps, { transport: createMailTransport(ctx.deps.env) }));

    expect(mailTo(unknown)).toHaveLength(0);
    expect(mailTo(plain)).toHaveLength(1);
    // Retried later: during a rolling update a newer process may know the template.
    const row = await outboxRowOf(unknown);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBe("render: unknown e-mail template 'booking_from_a_newer_version'");
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
    const rowOf = () => outboxRowOf(user.email);

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
      expect(await attemptsOf(failed.id)).toEqual([
        expect.objectContaining({
          attempt: 1,
          ok: false,
          httpStatus: null,
          error: expect.stringMatching(/ECONNREFUSED/),
          durationMs: expect.any(Number),
        }),
        expect.objectContaining({
          attempt: 2,
          ok: true,
          httpStatus: null,
          error: null,
          durationMs: expect.any(Number),
        }),
      ]);
    } finally {
      await down.stop();
    }
  });

  it('sends outside any transaction: while the SMTP server stalls, the database stays writable and the row is leased', async () => {
    const stalling = new StallingSmtp(stallPort);
    await stalling.start();
    try {
      const { user } = await book(nextSwitchDay(10), '14:00');
      const delivery = deliverDueOnce(ctx.deps, { transport: stalling.transport });
      await stalling.stalled;
      let second: Awaited<ReturnType<typeof book>>;
      try {
        // Another worker finds nothing due: the claim committed a lease before the send began.
        expect(
          await within(deliverDueOnce(ctx.deps, { transport: createMailTransport(ctx.deps.env) })),
        ).toEqual({ emails: 0, sms: 0, webhooks: 0, refunds: 0 });
        // Writes through deps.db and the API go through while the send hangs (on PGlite they used to wait for it).
        second = await within(book(nextSwitchDay(10), '15:00'));
        const leased = await outboxRowOf(user.email);
        expect(leased).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
        expect(leased.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
        expect(await attemptsOf(leased.id)).toEqual([]);
      } finally {
        stalling.release();
      }
      await delivery;
      for (const email of [user.email, second.user.email]) {
        const row = await outboxRowOf(email);
        expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
        expect(await attemptsOf(row.id)).toEqual([expect.objectContaining({ attempt: 1, ok: true })]);
      }
      expect(stalling.received.filter((to) => to === user.email || to === second.user.email).sort()).toEqual(
        [user.email, second.user.email].sort(),
      );
    } finally {
      await stalling.stop();
    }
  });

  it('aborts a send that outlives its deadline, records it, and gives up after the last attempt', async () => {
    const stalling = new StallingSmtp(stallPort);
    await stalling.start();
    try {
      const recipient = `hung-${kind}@example.se`;
      await enqueueEmail(ctx.deps.db, { to: recipient, subject: 'Hängd', text: 'Hej', html: '<p>Hej</p>' });
      const deliver = () => deliverDueOnce(ctx.deps, { transport: stalling.transport, emailTimeoutMs: 300 });

      const before = Date.now();
      await within(deliver());
      const retried = await outboxRowOf(recipient);
      expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'timeout after 300 ms' });
      // retryDelayMinutes(1): one minute after the failed attempt
      expect(retried.nextAttemptAt.getTime()).toBeGreaterThan(before + 50_000);
      expect(retried.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 70_000);

      await ctx.deps.db
        .update(outbox)
        .set({ attempts: 7, nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, retried.id));
      await within(deliver());
      expect(await outboxRowOf(recipient)).toMatchObject({
        status: 'failed',
        attempts: 8,
        lastError: 'timeout after 300 ms',
      });
      const attempts = await attemptsOf(retried.id);
      expect(attempts).toEqual([
        expect.objectContaining({ attempt: 1, ok: false, error: 'timeout after 300 ms' }),
        expect.objectContaining({ attempt: 8, ok: false, error: 'timeout after 300 ms' }),
      ]);
      for (const a of attempts) expect(a.durationMs).toBeGreaterThanOrEqual(250);
    } finally {
      await stalling.stop();
    }
  });

  it('gives up at once on a permanent refusal (5xx) and retries a temporary one (4xx)', async () => {
    const refusing = await refusingSmtp(refusingPort);
    try {
      const gone = `gone-${kind}@example.se`;
      const busy = `busy-${kind}@example.se`;
      for (const to of [gone, busy])
        await enqueueEmail(ctx.deps.db, { to, subject: 'Avvisad', text: 'Hej', html: '<p>Hej</p>' });
      await within(deliverDueOnce(ctx.deps, { transport: refusing.transport }));

      const refused = await outboxRowOf(gone);
      expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
      expect(refused.lastError).toMatch(/550/);
      expect(await attemptsOf(refused.id)).toEqual([expect.objectContaining({ attempt: 1, ok: false })]);

      const deferred = await outboxRowOf(busy);
      expect(deferred).toMatchObject({ status: 'pending', attempts: 1 });
      expect(deferred.lastError).toMatch(/451/);
      expect(deferred.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    } finally {
      await refusing.stop();
    }
  });

  it('two workers at once send each e-mail exactly once, with one attempt row each', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `parallel-${i}-${kind}@example.se`);
    for (const to of recipients)
      await enqueueEmail(ctx.deps.db, { to, subject: 'Samtidigt', text: 'Hej', html: '<p>Hej</p>' });

    const results = await Promise.all([
      deliverDueOnce(ctx.deps, { transport: createMailTransport(ctx.deps.env) }),
      deliverDueOnce(ctx.deps, { transport: createMailTransport(ctx.deps.env) }),
    ]);

    expect(results[0]!.emails + results[1]!.emails).toBe(recipients.length);
    for (const to of recipients) expect(mailTo(to)).toHaveLength(1);
    const rows = await ctx.deps.db.select().from(outbox).where(inArray(outbox.recipient, recipients));
    expect(rows).toHaveLength(recipients.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await attemptsOf(row.id)).toEqual([expect.objectContaining({ attempt: 1, ok: true })]);
    }
  });
});
