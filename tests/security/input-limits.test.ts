import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookings, contactMessages, customers, outbox, user } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { BODY_LIMIT_BYTES } from '../../src/server/security/input-text';
import { businessRegistrationSchema } from '../../src/shared/schemas/business-registration';
import {
  countRows,
  createCompany,
  createCustomer,
  createService,
  makeStaff,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, errorMessage, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/*
 * limits at the door. Every body is cut off at 64 KB (an image upload at its own 5 MB) before
 * anything reads it, the session check included, also when it comes chunked; text that is not well-formed Unicode
 * (a lone surrogate) is refused like a control character, before anything is written; a JSON body that is no object
 * is a 400; names have one 100-character rule, and sign-up's name is made of the first and last name; dates in
 * queries are real dates of the years the shared date schema allows; production needs APP_URL.
 */

const TOO_LARGE = 'Förfrågan är för stor.';
const BAD_TEXT = 'Texten innehåller otillåtna tecken.';
const LONE = 'a\ud800b';

/** A JSON object body of exactly `bytes` bytes. */
function jsonOfSize(bytes: number, extra: Record<string, unknown> = {}): string {
  const base = JSON.stringify({ ...extra, pad: '' });
  return JSON.stringify({ ...extra, pad: 'x'.repeat(bytes - base.length) });
}

/** A stream of `total` bytes in 16 KB chunks, made as they are read; `pulled()` tells how many were. */
function countingStream(total: number) {
  let sent = 0;
  const chunk = new TextEncoder().encode('{"pad":"' + 'x'.repeat(16 * 1024 - 8));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

describe('shared schemas', () => {
  it('refuse a value that is no object (null, an array, a string) with an issue, never an exception', async () => {
    const modules = import.meta.glob('../../src/shared/schemas/*.ts', { eager: true });
    let checked = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
        if (!(value instanceof z.ZodType)) continue;
        for (const input of [null, [], ['x'], 'x', 0, undefined]) {
          expect(
            () => (value as z.ZodType).safeParse(input),
            `${file} ${name} ${JSON.stringify(input)}`,
          ).not.toThrow();
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(businessRegistrationSchema.safeParse(null).success).toBe(false);
  });
});

describe('production configuration', () => {
  it('refuses to start in production without APP_URL, saying so', () => {
    const secret = 'x'.repeat(40);
    expect(() => parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret })).toThrow(/APP_URL/);
    expect(
      parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, APP_URL: 'https://tidvis.example.se' })
        .APP_URL,
    ).toBe('https://tidvis.example.se');
    // Development and tests still run without it.
    expect(parseEnv({}).APP_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'test' }).APP_URL).toBeUndefined();
  });
});

describe.each(databaseKinds())('limits at the door on %s', (kind) => {
  let ctx: TestContext;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let service: Awaited<ReturnType<typeof createService>>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    company = await createCompany(ctx.deps.db);
    service = await createService(ctx.deps.db, company.id);
  });
  afterAll(() => ctx.close());

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    ctx.app.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);

  it('answers a JSON body over 64 KB with 413 before the session check, with or without Content-Length', async () => {
    const body = jsonOfSize(BODY_LIMIT_BYTES + 1);
    expect(Buffer.byteLength(body)).toBe(BODY_LIMIT_BYTES + 1);
    for (const headers of [{}, { 'content-length': String(BODY_LIMIT_BYTES + 1) }] as Record<
      string,
      string
    >[]) {
      const res = await post('/api/bookings', body, headers);
      expect(res.status).toBe(413);
      expect((await res.json()) as ApiError).toEqual({ error: { code: 'http_error', message: TOO_LARGE } });
    }
    // 64 KB exactly is read: an anonymous booking is then refused for want of a session.
    const fits = await post('/api/bookings', jsonOfSize(BODY_LIMIT_BYTES));
    expect(fits.status).toBe(401);
    // better-auth's endpoints and the public ones too.
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/contact',
      '/api/health',
    ]) {
      expect((await post(path, body)).status, path).toBe(413);
    }
  });

  it('cuts a chunked body off at the limit instead of reading it all', async () => {
    const { stream, pulled } = countingStream(10 * 1024 * 1024);
    const res = await post('/api/bookings', stream, { 'transfer-encoding': 'chunked' });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ApiError).error.message).toBe(TOO_LARGE);
    expect(pulled()).toBeLessThan(256 * 1024);
  });

  it('answers a 10 MB booking body of a signed-in customer with 413 and books nothing', async () => {
    const { client } = await signedInClient(ctx);
    const huge = JSON.stringify({
      companyId: company.id,
      serviceId: service.id,
      date: stockholmDate(3),
      startTime: '10:00',
      notes: 'x'.repeat(10 * 1024 * 1024),
    });
    const res = await client.request('POST', '/api/bookings', huge);
    expect(res.status).toBe(413);
    expect(errorMessage(res)).toBe(TOO_LARGE);
    expect(await countRows(ctx.deps.db, bookings)).toBe(0);
  });

  it('gives image uploads their own 5 MB limit, multipart only', async () => {
    const { client } = await signedInAdmin(ctx, company.id);
    const upload = async (bytes: number) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
      return client.postForm('/api/admin/settings/logo', form);
    };
    // A megabyte is read (and then found not to be an image); six are refused as too large an image.
    const megabyte = await upload(1024 * 1024);
    expect(megabyte.status).toBe(400);
    expect(errorMessage(megabyte)).toBe('Vänligen välj en bildfil');
    const six = await upload(6 * 1024 * 1024);
    expect(six.status).toBe(413);
    expect(errorMessage(six)).toBe('Bilden är för stor. Max 5MB tillåtet.');
    // Anywhere else, multipart or not, 64 KB.
    const json = await client.request('POST', '/api/admin/settings/logo', jsonOfSize(BODY_LIMIT_BYTES + 1));
    expect(json.status).toBe(413);
    expect(errorMessage(json)).toBe(TOO_LARGE);
  });

  it('refuses a lone surrogate in every e-mailed text with 400 and writes nothing', async () => {
    const guest = new TestClient(ctx);
    const outboxBefore = await countRows(ctx.deps.db, outbox);
    const contact = { name: 'Test', email: 'test@example.se', subject: 'Fråga', message: 'Hej' };
    for (const field of Object.keys(contact)) {
      const res = await guest.request('POST', '/api/contact', { ...contact, [field]: LONE });
      expect(res.status, field).toBe(400);
      expect(errorMessage(res), field).toBe(BAD_TEXT);
    }
    // In a key too, and however deep.
    expect((await guest.request('POST', '/api/contact', { ...contact, [LONE]: 1 })).status).toBe(400);
    expect((await guest.request('POST', '/api/contact', { ...contact, x: [[{ y: [LONE] }]] })).status).toBe(
      400,
    );
    expect(await countRows(ctx.deps.db, contactMessages)).toBe(0);

    const registration = await guest.request('POST', '/api/business-registrations', {
      contactName: 'Kim Ek',
      companyName: `Salong ${LONE}`,
      email: 'surrogat@example.se',
      phone: '070-123 45 67',
      description: 'Klippning',
      categories: ['frisor'],
      password: 'Hemligt123',
      confirmPassword: 'Hemligt123',
      acceptTerms: true,
    });
    expect(registration.status).toBe(400);
    expect(errorMessage(registration)).toBe(BAD_TEXT);

    const { client: customer } = await signedInClient(ctx);
    const booking = await customer.request('POST', '/api/bookings', {
      companyId: company.id,
      serviceId: service.id,
      date: stockholmDate(3),
      startTime: '10:00',
      notes: `Hej ${LONE}`,
    });
    expect(booking.status).toBe(400);
    expect(errorMessage(booking)).toBe(BAD_TEXT);

    const { client: admin } = await signedInAdmin(ctx, company.id);
    const adminBooking = await admin.request('POST', '/api/admin/calendar/bookings', {
      customer: { name: 'Ny Kund', email: 'ny.kund@example.se' },
      serviceId: service.id,
      date: stockholmDate(3),
      startTime: '11:00',
      notes: `Anteckning ${LONE}`,
    });
    expect(adminBooking.status).toBe(400);
    expect(errorMessage(adminBooking)).toBe(BAD_TEXT);
    const guestRecord = await createCustomer(ctx.deps.db, company.id);
    const adminNotes = await admin.request('PATCH', `/api/admin/customers/${guestRecord.id}`, {
      adminNotes: LONE,
    });
    expect(adminNotes.status).toBe(400);
    // In a query too (as an escape in a JSON-looking value it stays text; percent-encoded it is no UTF-8 at all).
    expect((await guest.request('GET', '/api/companies?q=%ED%A0%80')).status).toBeLessThan(500);

    expect(await countRows(ctx.deps.db, bookings)).toBe(0);
    expect(await countRows(ctx.deps.db, customers)).toBe(1);
    expect(await countRows(ctx.deps.db, outbox)).toBe(outboxBefore);

    // A pair of surrogates is one character (an emoji) and welcome.
    const emoji = await guest.request('POST', '/api/contact', { ...contact, message: 'Tack 😀👍🏽' });
    expect(emoji.status).toBe(201);
  });

  it('answers a JSON body that is no object with 400, on every kind of route', async () => {
    const guest = new TestClient(ctx);
    const { client: customer } = await signedInClient(ctx);
    const routes: [TestClient, string][] = [
      [guest, '/api/business-registrations'],
      [guest, '/api/contact'],
      [guest, '/api/auth/sign-up/email'],
      [guest, '/api/auth/sign-in/email'],
      [customer, '/api/bookings'],
      [customer, '/api/auth/update-user'],
    ];
    for (const [client, path] of routes) {
      for (const body of ['null', '[]', '[{"a":1}]', '"text"', '42', 'true']) {
        const res = await client.request('POST', path, body);
        expect(res.status, `${path} ${body}`).toBe(400);
        expect(errorMessage(res), `${path} ${body}`).toBe('Ogiltig förfrågan.');
      }
    }
  });

  it('refuses impossible and out-of-range dates in the absences query with 400', async () => {
    const { client: admin } = await signedInAdmin(ctx, company.id);
    const member = await makeStaff(ctx.deps.db, company.id);
    for (const query of [
      'from=0000-01-01',
      'from=2027-02-30',
      'to=9999-12-31',
      'from=2026-13-01',
      'to=20260101',
    ]) {
      const res = await admin.request('GET', `/api/admin/staff/${member.id}/absences?${query}`);
      expect(res.status, query).toBe(400);
    }
    const ok = await admin.request(
      'GET',
      `/api/admin/staff/${member.id}/absences?from=2026-01-01&to=2026-12-31`,
    );
    expect(ok.status).toBe(200);
  });

  it('holds names to 100 characters and makes the sign-up name of the first and last name', async () => {
    const guest = new TestClient(ctx);
    const signUp = (email: string, extra: Record<string, string>) =>
      guest.request<{ user: { name: string } }>('POST', '/api/auth/sign-up/email', {
        email,
        password: 'Hemligt123',
        firstName: 'Anna',
        name: 'Anna',
        ...extra,
      });
    const long = 'Å'.repeat(101);
    for (const extra of [
      { firstName: long },
      { lastName: long },
      { name: long },
      { firstName: 'A'.repeat(50), lastName: 'B'.repeat(50) },
    ] as Record<string, string>[]) {
      const res = await signUp('lang@example.se', extra);
      expect(res.status, Object.keys(extra).join()).toBe(400);
    }
    expect(await ctx.deps.db.select().from(user).where(eq(user.email, 'lang@example.se'))).toHaveLength(0);

    const ok = await signUp('namn@example.se', { lastName: 'Svensson', name: 'Någon Helt Annan' });
    expect(ok.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(user).where(eq(user.email, 'namn@example.se'));
    expect(row?.name).toBe('Anna Svensson');
    expect(ok.json.user.name).toBe('Anna Svensson');

    // The same rule in the profile and better-auth's update-user.
    const { client } = await signedInClient(ctx);
    const profile = await client.request('PATCH', '/api/me/profile', {
      firstName: 'A'.repeat(60),
      lastName: 'B'.repeat(60),
    });
    expect(profile.status).toBe(400);
    expect((await client.request('PATCH', '/api/me/profile', { firstName: long })).status).toBe(400);
    expect((await client.request('POST', '/api/auth/update-user', { name: long })).status).toBe(400);
    expect((await client.request('POST', '/api/auth/update-user', { name: 'Å'.repeat(100) })).status).toBe(
      200,
    );
  });
});

describe('limits at the door over real HTTP', () => {
  let ctx: TestContext;
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.close();
  });

  /** POSTs `chunks` 16 KB chunks with Transfer-Encoding: chunked (no Content-Length); status and bytes written. */
  function chunkedPost(path: string, chunks: number): Promise<{ status: number; written: number }> {
    return new Promise((resolve, reject) => {
      let written = 0;
      const req = http.request(
        { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          req.destroy();
          resolve({ status: res.statusCode ?? 0, written });
        },
      );
      req.on('error', (err) => (written > 0 ? undefined : reject(err)));
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const write = () => {
        while (written < chunks * chunk.length) {
          written += chunk.length;
          if (!req.write(chunk)) return req.once('drain', write);
        }
        req.end();
      };
      write();
    });
  }

  it('answers a chunked body without Content-Length over 64 KB with 413 before reading it all', async () => {
    const big = await chunkedPost('/api/bookings', 640); // 10 MB offered
    expect(big.status).toBe(413);
    expect(big.written).toBeLessThan(10 * 1024 * 1024);
    const small = await chunkedPost('/api/bookings', 2); // 32 KB: read, then 401 without a session
    expect(small.status).toBe(401);
  });
});
