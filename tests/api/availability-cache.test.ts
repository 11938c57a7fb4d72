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
  },
);
