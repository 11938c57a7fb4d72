import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { weekStart } from '../../src/shared/dates';
import {
  createBlockedPeriod,
  createBookingRow,
  createCompany,
  createService,
  stockholmDate,
} from '../factories';
import type { WeekAvailability } from '../../src/shared/schemas/booking';
import type { CompanySearchResult, PublicCompany, PublicService } from '../../src/shared/schemas/company';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;
/** `GET /api/companies/:slug`: the company's page and its active services. */
interface CompanyPage {
  company: PublicCompany;
  services: PublicService[];
}

describe.each(databaseKinds())('company search and availability on %s', (kind) => {
  let ctx: TestContext;
  const guest = () => new TestClient(ctx);
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await seedDemoData(ctx.deps);
  });
  afterAll(() => ctx.close());

  const slugs = async (q: string) =>
    (
      (await guest().get<CompanySearchResult>(`/api/companies?q=${encodeURIComponent(q)}`)).json
        .companies as { slug: string }[]
    ).map((c) => c.slug);

  it('lists active companies by name and filters by name, city and service, ignoring case and accents', async () => {
    const all = await slugs('');
    expect(all.length).toBeGreaterThanOrEqual(8);
    // Salong Solros's district, Södermalm, counts too; the name that contains the word comes first.
    expect(await slugs('soder')).toEqual(['barberaren-pa-soder', 'salong-solros']);
    expect(await slugs('SALONG')).toContain('salong-solros');
    expect(await slugs('göteborg')).toEqual(['nagelstudion-goteborg']);
    expect(await slugs('orebro')).toEqual(['orebro-fotvard']);
    expect(await slugs('lashlift')).toEqual(['vasteras-brynstudio']);
    expect(await slugs('finns inte alls')).toEqual([]);
    expect(await slugs('%')).toEqual([]);
  });

  it('hides pending companies from search and refuses their booking page', async () => {
    const pending = await createCompany(ctx.deps.db, {
      name: 'Väntande Salong',
      slug: 'vantande-salong',
      status: 'pending',
    });
    expect(await slugs('vantande')).toEqual([]);
    const res = await guest().get<ApiError>(`/api/companies/${pending.slug}`);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('company_not_open');
  });

  it('answers 404 with a Swedish message for an unknown company and 400 for a malformed slug or query', async () => {
    const unknown = await guest().get<ApiError>('/api/companies/finns-inte');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Företag hittades inte');
    expect((await guest().get('/api/companies/Ogiltig%20Slug!')).status).toBe(400);
    const long = await guest().get<ApiError>(`/api/companies?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.json.error.message).toBe('Sökningen får vara högst 100 tecken');
  });

  it('shows every demo company with three drawn photos, the room as cover and its shared-link picture served', async () => {
    for (const slug of ['salong-solros', 'nagelstudion-goteborg']) {
      const { company } = (await guest().get<CompanyPage>(`/api/companies/${slug}`)).json;
      expect(company.photos.map((p) => p.alt)).toEqual([
        expect.stringMatching(slug === 'salong-solros' ? /^Salongens ljusa rum/ : /^Manikyrbordet/),
        'Hyllan med produkter i flaskor',
        'Entrén med skyltfönster och dörr',
      ]);
      expect(company.photos[0]!.image.width).toBe(1200);
      expect(company.photos[0]!.image.height).toBe(800);
      expect(company.shareImageUrl).toMatch(/^\/images\/[0-9a-f]{64}\.jpg$/);
      for (const url of [company.photos[0]!.image.src, company.shareImageUrl!]) {
        const image = await guest().get(url);
        expect(image.status, url).toBe(200);
      }
    }
  });

  it('returns the company with its active services in display order', async () => {
    const res = await guest().get<CompanyPage>('/api/companies/salong-solros');
    expect(res.status).toBe(200);
    expect(res.json.company).toMatchObject({
      name: 'Salong Solros',
      location: 'Götgatan 14, 118 46 Stockholm',
    });
    expect(res.json.services.map((s: { name: string }) => s.name)).toEqual([
      'Damklippning',
      'Herrklippning',
      'Färgning',
      'Slingor',
      'Barnklippning',
    ]);
    // Demo categories and från-prices (decision 043): Damklippning's price depends on the hair's length.
    expect(res.json.services[0]).toMatchObject({
      price: 650,
      durationMinutes: 60,
      category: 'Klippning',
      priceFrom: true,
    });
  });

  it('availability: a Monday–Sunday week whose slots leave out bookings and blocks', async () => {
    const company = await createCompany(ctx.deps.db);
    const service = await createService(ctx.deps.db, company.id, { durationMinutes: 60 });
    const date = stockholmDate(10);
    await createBookingRow(ctx.deps.db, service, { date, startTime: '10:00' });
    await createBlockedPeriod(ctx.deps.db, company.id, date, '14:00', '15:00');
    const res = await guest().get<WeekAvailability>(
      `/api/companies/${company.slug}/availability?serviceId=${service.id}&week=${date}`,
    );
    expect(res.status).toBe(200);
    expect(res.json.weekStart).toBe(weekStart(date));
    expect(res.json.days).toHaveLength(7);
    const day = res.json.days.find((d: { date: string }) => d.date === date)!;
    expect(day.status).toBe('open');
    expect(day.slots.map((s: { startTime: string }) => s.startTime)).toEqual([
      '09:00',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });

  it('availability: 400 for a bad query, 404 for a service of another company', async () => {
    const company = await createCompany(ctx.deps.db);
    const other = await createService(ctx.deps.db, (await createCompany(ctx.deps.db)).id);
    const base = `/api/companies/${company.slug}/availability`;
    expect((await guest().get(`${base}?serviceId=nope&week=2026-12-01`)).status).toBe(400);
    const badDate = await guest().get<ApiError>(`${base}?serviceId=${other.id}&week=2026-02-30`);
    expect(badDate.status).toBe(400);
    expect(badDate.json.error.message).toBe('Ogiltigt datum');
    expect((await guest().get(`${base}?serviceId=${other.id}&week=2026-12-01`)).status).toBe(404);
  });

  it('server-sent events announce a booking change to open calendars', async () => {
    const company = await createCompany(ctx.deps.db);
    const res = await ctx.app.request(`/api/companies/${company.slug}/events`);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const read = async (until: string) => {
      while (!seen.includes(until)) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += decoder.decode(value);
      }
    };
    await read('event: ready');
    await ctx.deps.bus.publishBookingsChanged(company.id);
    await read('event: bookings-changed');
    expect(seen).toContain(`event: bookings-changed\ndata: ${company.id}`);
    await reader.cancel();
  });
});
