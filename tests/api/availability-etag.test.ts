import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../src/server/db/schema';
import type { WeekAvailability } from '../../src/shared/schemas/booking';
import { createCompany, createService, signedInClient, stockholmDate } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/*
 * The week availability endpoint answers a week it holds without validating the address again
 * (availability.routes.ts serveHeldWeek), with a strong ETag and 304 for a matching If-None-Match. What it answers
 * must always be what a fresh computation gives, and must change with the company.
 */
describe.each(databaseKinds())('week availability: held answers and ETags on %s', (kind) => {
  let ctx: TestContext;
  let anonymous: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    anonymous = new TestClient(ctx);
  });
  afterAll(() => ctx.close());

  async function companyWithWeek() {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id, { durationMinutes: 30 });
    const date = stockholmDate(3);
    const url = `/api/companies/${company.slug}/availability?serviceId=${service.id}&week=${date}`;
    return { company, service, date, url };
  }

  const startsOn = (week: WeekAvailability, date: string) =>
    week.days.find((d) => d.date === date)!.slots.map((s) => s.startTime);

  it('answers a held week with the same bytes and ETag as a fresh computation, and 304 for its ETag', async () => {
    const { company, url } = await companyWithWeek();
    const first = await anonymous.get(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-type')).toBe('application/json; charset=UTF-8');

    // Held now (the company entry and the week): the same answer, several times.
    for (let i = 0; i < 3; i++) {
      const again = await anonymous.get(url);
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('no-store');
    }

    // A change that does not alter the week: the recomputed week is byte for byte the held one.
    await ctx.deps.bus.publishBookingsChanged(company.id);
    const fresh = await anonymous.get(url);
    expect(fresh.text).toBe(first.text);
    expect(fresh.headers.get('etag')).toBe(etag);

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const notModified = await anonymous.request('GET', url, undefined, { 'if-none-match': header });
      expect(notModified.status).toBe(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.get('etag')).toBe(etag);
    }
    const other = await anonymous.request('GET', url, undefined, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('gives a new body and ETag after a booking, so the old ETag gets 200 again', async () => {
    const { company, service, date, url } = await companyWithWeek();
    await anonymous.get(url);
    const held = await anonymous.get<WeekAvailability>(url);
    const etag = held.headers.get('etag')!;
    expect(startsOn(held.json, date)).toContain('10:00');

    const { client } = await signedInClient(ctx);
    const booked = await client.post('/api/bookings', {
      companyId: company.id,
      serviceId: service.id,
      date,
      startTime: '10:00',
    });
    expect(booked.status).toBe(201);

    const after = await anonymous.request<WeekAvailability>('GET', url, undefined, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(startsOn(after.json, date)).not.toContain('10:00');
    const again = await anonymous.get(url);
    expect(again.text).toBe(after.text);
  });

  it('stops answering a held week once the company is suspended or its address changes', async () => {
    const { company, url } = await companyWithWeek();
    await anonymous.get(url);
    expect((await anonymous.get(url)).status).toBe(200);

    await ctx.deps.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, company.id));
    await ctx.deps.bus.publishBookingsChanged(company.id);
    expect((await anonymous.get(url)).status).toBe(403);

    await ctx.deps.db
      .update(companies)
      .set({ status: 'active', slug: `${company.slug}-ny` })
      .where(eq(companies.id, company.id));
    await ctx.deps.bus.publishBookingsChanged(company.id);
    // The new address first, until its week is held: the old one must not find that week.
    const movedUrl = url.replace(company.slug, `${company.slug}-ny`);
    for (let i = 0; i < 3; i++) expect((await anonymous.get(movedUrl)).status).toBe(200);
    expect((await anonymous.get(url)).status).toBe(404);
    expect((await anonymous.get(url)).status).toBe(404);
  });

  it('answers only GET from the held week; other methods and a signed-in GET behave as before', async () => {
    const { url } = await companyWithWeek();
    const first = await anonymous.get(url);
    await anonymous.get(url);
    expect((await anonymous.post(url, {})).status).toBe(404);
    const { client } = await signedInClient(ctx);
    const signedIn = await client.get(url);
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toBe(first.text);
  });

  it('validates an address it has not answered, even when it names a held week differently', async () => {
    const { url } = await companyWithWeek();
    await anonymous.get(url);
    await anonymous.get(url);
    expect((await anonymous.get(`${url}&staffId=nope`)).status).toBe(400);
    expect((await anonymous.get(url.replace(/week=[^&]+/, 'week=2026-02-30'))).status).toBe(400);
  });
});
