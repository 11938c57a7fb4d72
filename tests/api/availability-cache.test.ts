import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createService, signedInClient, stockholmDate } from '../factories';
import type { WeekAvailability } from '../../src/shared/schemas/booking';
import { TestClient, secondProcess } from '../http';
import { createTestContext, type TestContext } from '../test-db';

/*
 * The public availability endpoint is cached per server process (cached-availability.ts). Two processes on one
 * PostgreSQL: a booking taken through one must disappear from the other's cached calendar as soon as the NOTIFY
 * arrives, without waiting for the cache's TTL.
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  'availability cache across server processes on postgres',
  () => {
    let ctx: TestContext;
    let other: TestClient;
    let closeOther: () => Promise<void>;
    beforeAll(async () => {
      ctx = await createTestContext('postgres');
      ({ client: other, close: closeOther } = await secondProcess(ctx));
    });
    afterAll(async () => {
      await closeOther();
      await ctx.close();
    });

    it('drops a company’s cached week in every process when a booking is made in one of them', async () => {
      const company = await createCompany(ctx.deps.db);
      const service = await createService(ctx.deps.db, company.id, { durationMinutes: 30 });
      const date = stockholmDate(3);
      const url = `/api/companies/${company.slug}/availability?serviceId=${service.id}&week=${date}`;
      const offered = async () => {
        const res = await other.get<WeekAvailability>(url);
        expect(res.status).toBe(200);
        const day = (res.json.days as { date: string; slots: { startTime: string }[] }[]).find(
          (d) => d.date === date,
        )!;
        return day.slots.map((s) => s.startTime);
      };
      expect(await offered()).toContain('10:00');

      const { client } = await signedInClient(ctx);
      const booked = await client.post('/api/bookings', {
        companyId: company.id,
        serviceId: service.id,
        date,
        startTime: '10:00',
      });
      expect(booked.status).toBe(201);
      await expect.poll(offered, { timeout: 5_000, interval: 50 }).not.toContain('10:00');
    });

    it('drops a week another process answers from what it holds (same address, no validation) on NOTIFY', async () => {
      const company = await createCompany(ctx.deps.db);
      const service = await createService(ctx.deps.db, company.id, { durationMinutes: 30 });
      const date = stockholmDate(4);
      const url = `/api/companies/${company.slug}/availability?serviceId=${service.id}&week=${date}`;
      // Three times: the first learns the slug, the second caches the company, the third is a held answer.
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await other.get<WeekAvailability>(url));
      expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
      const held = answers[2]!;
      expect(held.json.days.find((d) => d.date === date)!.slots.map((s) => s.startTime)).toContain('10:00');

      const { client } = await signedInClient(ctx);
      const booked = await client.post('/api/bookings', {
        companyId: company.id,
        serviceId: service.id,
        date,
        startTime: '10:00',
      });
      expect(booked.status).toBe(201);
      // Until the NOTIFY arrives the old week may still be answered (304 for its ETag); then a new one without 10:00.
      const changed = async () => {
        const res = await other.request<WeekAvailability>('GET', url, undefined, {
          'if-none-match': held.headers.get('etag')!,
        });
        if (res.status === 304) return false;
        const starts = res.json.days.find((d) => d.date === date)!.slots.map((s) => s.startTime);
        return res.headers.get('etag') !== held.headers.get('etag') && !starts.includes('10:00');
      };
      await expect.poll(changed, { timeout: 5_000, interval: 50 }).toBe(true);
    });

    it('carries a booking’s NOTIFY in the booking’s own commit: one for a booking made, none for one refused', async () => {
      const company = await createCompany(ctx.deps.db);
      const service = await createService(ctx.deps.db, company.id, { durationMinutes: 30 });
      const later = await createCompany(ctx.deps.db);
      const laterService = await createService(ctx.deps.db, later.id, { durationMinutes: 30 });
      const date = stockholmDate(4);
      const heard: string[] = [];
      const listener = new pg.Client({ connectionString: ctx.deps.env.DATABASE_URL });
      await listener.connect();
      try {
        listener.on('notification', (n) => {
          if (n.payload === company.id || n.payload === later.id) heard.push(n.payload);
        });
        await listener.query('LISTEN tidvis_bookings');
        const first = (await signedInClient(ctx)).client;
        const second = (await signedInClient(ctx)).client;
        const body = { companyId: company.id, serviceId: service.id, date, startTime: '11:00' };
        expect((await first.post('/api/bookings', body)).status).toBe(201);
        await expect.poll(() => heard.length, { timeout: 5_000, interval: 20 }).toBe(1);
        // Refused inside its transaction (the time is taken): rolled back, so nothing is announced.
        expect((await second.post('/api/bookings', body)).status).toBe(409);
        // Notifications arrive in commit order: once the later company's is heard, a NOTIFY of the refused
        // booking would have been heard before it.
        const other = { ...body, companyId: later.id, serviceId: laterService.id };
        expect((await second.post('/api/bookings', other)).status).toBe(201);
        await expect.poll(() => heard.at(-1), { timeout: 5_000, interval: 20 }).toBe(later.id);
        expect(heard).toEqual([company.id, later.id]);
      } finally {
        await listener.end();
      }
    });
  },
);
