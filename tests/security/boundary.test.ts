import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeedMode, parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { serveStaticFiles } from '../../src/server/static-files';
import { createCompany, signedInAdmin } from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, type TestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

/*
 * the server's boundary. Security headers on every answer, JSON 404s for unknown /api and /uploads
 * paths (not the SPA), /metrics only with its bearer token, production settings that refuse the development
 * secret and the demo data, a rate limit on the contact form, and logs that keep secrets out.
 */

const METRICS_TOKEN = 'metrics-token-for-the-boundary-test';

describe('server boundary', () => {
  let ctx: TestContext;
  let clientDir: string;
  let dataDir: string;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { METRICS_TOKEN });
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-client-'));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-data-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dataDir, 'uploads', 'logos'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'logos', 'a.txt'), 'logo');
    serveStaticFiles(ctx.app, { CLIENT_DIR: clientDir, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the security headers on API answers and on the SPA; no HSTS over http', async () => {
    for (const url of ['/api/health', '/auth', '/booking/salong-solros']) {
      const res = await ctx.app.request(url);
      expect(res.status, url).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('lets other sites frame only /embed/*', async () => {
    for (const url of ['/embed/salong-solros', '/embed/salong-solros/complete?service=x']) {
      const res = await ctx.app.request(url);
      expect(res.status, url).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain('frame-ancestors *');
      expect(csp, url).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options'), url).toBeNull();
      expect(res.headers.get('cross-origin-opener-policy'), url).toBe('unsafe-none');
    }
    for (const url of ['/embed', '/embedded/x', '/booking/salong-solros', '/embed.js']) {
      const res = await ctx.app.request(url);
      expect(res.headers.get('content-security-policy') ?? '', url).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
    }
  });

  it('sends HSTS when the public address is https', async () => {
    const https = await createTestContext('pglite', { APP_URL: 'https://tidvis.example.se' });
    try {
      const res = await https.app.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });

  it('answers 404 for unknown /api and /uploads paths instead of the SPA', async () => {
    const api = await ctx.app.request('/api/finns-inte');
    expect(api.status).toBe(404);
    expect((await api.json()) as ApiError).toEqual({
      error: { code: 'not_found', message: 'Sidan finns inte' },
    });
    expect((await ctx.app.request('/api/finns/inte/heller', { method: 'POST' })).status).toBe(404);
    expect((await ctx.app.request('/uploads/logos/finns-inte.webp')).status).toBe(404);
    expect(await (await ctx.app.request('/uploads/logos/a.txt')).text()).toBe('logo');
    expect(await (await ctx.app.request('/en/klientsida')).text()).toContain('<div id="root">');
  });

  it('serves /metrics only with its bearer token, and not at all without METRICS_TOKEN', async () => {
    expect((await ctx.app.request('/metrics')).status).toBe(401);
    const wrong = await ctx.app.request('/metrics', { headers: { authorization: 'Bearer fel' } });
    expect(wrong.status).toBe(401);
    const ok = await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('tidvis_http_request_duration_seconds');

    const without = await createTestContext('pglite');
    try {
      expect((await without.app.request('/metrics')).status).toBe(404);
    } finally {
      await without.close();
    }
  });

  it('refuses to start in production with the development or a short secret, and seeds demo data only when asked', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'kort-men-16-tecken!' })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
    const secret = 'x'.repeat(40);
    const APP_URL = 'https://tidvis.example.se';
    expect(demoSeedMode(parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, APP_URL }))).toBe(
      'never',
    );
    expect(
      demoSeedMode(
        parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, APP_URL, SEED_DEMO: 'always' }),
      ),
    ).toBe('force');
    expect(demoSeedMode(parseEnv({}))).toBe('if-empty');
    expect(demoSeedMode(parseEnv({ SEED_DEMO: 'never' }))).toBe('never');
  });

  it('limits the contact form per address under production settings', async () => {
    const prod = await createTestContext('pglite', { NODE_ENV: 'production', TRUSTED_PROXY_HOPS: '1' });
    try {
      const client = new TestClient(prod);
      const send = (ip: string) =>
        client.request<ApiError>(
          'POST',
          '/api/contact',
          { name: 'Test', email: 'test@example.se', subject: 'Fråga', message: 'Hej, en fråga om bokning.' },
          { 'x-forwarded-for': ip },
        );
      for (let i = 0; i < 5; i++) expect((await send('203.0.113.50')).status).toBe(201);
      const limited = await send('203.0.113.50');
      expect(limited.status).toBe(429);
      expect(limited.json.error.message).toBe('För många försök. Vänta en stund och försök igen.');
      expect((await send('203.0.113.51')).status).toBe(201);
    } finally {
      await prod.close();
    }
  });

  it('logs a failed query with its statement and SQLSTATE but never its parameters', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = createLogger('info', sink);
    const secret = 'hemlig-token-0f3c2a@example.se';
    const err = await ctx.deps.db.execute(sql`select ${secret}::int as n`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    log.error({ err, path: '/api/x' }, 'unhandled error');
    log.info({ email: 'anna@example.se', token: 'abc123', user: { phone: '+46701234567' } }, 'with secrets');
    const output = lines.join('');
    expect(output).toContain('22P02');
    expect(output).toContain('select $1::int');
    expect(output).not.toContain(secret);
    expect(output).not.toContain('anna@example.se');
    expect(output).not.toContain('abc123');
    expect(output).not.toContain('+46701234567');
  });

  it('refuses NUL and other control characters in paths, queries and JSON bodies with a Swedish 400', async () => {
    const client = new TestClient(ctx);
    const message = 'Texten innehåller otillåtna tecken.';
    for (const url of [
      '/api/companies?q=a%00b',
      '/api/companies?q=a%1Fb',
      '/api/companies/salong%00solros',
    ]) {
      const res = await client.request<ApiError>('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.json.error.message, url).toBe(message);
    }
    const contact = await client.request<ApiError>('POST', '/api/contact', {
      name: 'Test\u0000',
      email: 'test@example.se',
      subject: 'Fråga',
      message: 'Hej',
    });
    expect(contact.status).toBe(400);
    expect(contact.json.error.message).toBe(message);
    const nested = await client.request('POST', '/api/contact', { name: ['a', { b: 'c\u0007' }] });
    expect(nested.status).toBe(400);
    // Line breaks and tabs are text, not control characters to refuse.
    const ok = await client.request('POST', '/api/contact', {
      name: 'Test',
      email: 'test@example.se',
      subject: 'Fråga',
      message: 'Hej,\r\n\tmånga rader\nhär.',
    });
    expect(ok.status).toBe(201);
  });

  it('refuses dates outside the years 1900–2200 with a 400, signed in or not', async () => {
    const client = new TestClient(ctx);
    const serviceId = '00000000-0000-4000-8000-000000000000';
    for (const week of ['0000-01-01', '9999-12-31', '1899-12-31', '2201-01-01']) {
      const res = await client.request<ApiError>(
        'GET',
        `/api/companies/salong-solros/availability?serviceId=${serviceId}&week=${week}`,
      );
      expect(res.status, week).toBe(400);
      expect(res.json.error.message, week).toBe('Ange ett datum mellan år 1900 och 2200');
    }
  });

  it('refuses a block that starts or ends in the hour the clocks skip in March', async () => {
    const company = await createCompany(ctx.deps.db, { status: 'active' });
    const { client } = await signedInAdmin(ctx, company.id);
    for (const [startTime, endTime] of [
      ['02:00', '03:00'],
      ['01:00', '02:30'],
    ]) {
      const res = await client.request<ApiError>('POST', '/api/admin/calendar/blocks', {
        date: '2027-03-28',
        startTime,
        endTime,
      });
      expect(res.status, `${startTime}–${endTime}`).toBe(400);
      expect(res.json.error.message).toBe(
        'Den tiden finns inte det datumet: klockan ställs fram från 02:00 till 03:00',
      );
    }
  });
});
