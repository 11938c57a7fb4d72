import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { weekdayKey, zonedWallClockToInstant } from '../../src/shared/dates';
import {
  EVERY_DAY_SCHEDULE,
  createBookingRow,
  createCompany,
  createService,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { CompanySettings } from '../../src/shared/schemas/admin-settings';
import type { WeekAvailability } from '../../src/shared/schemas/booking';
import type { BusinessRegistrationResult } from '../../src/shared/schemas/business-registration';
import type { PublicCompany } from '../../src/shared/schemas/company';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

interface Card {
  slug: string;
  name: string;
  categories: string[];
  firstFree: {
    date: string;
    startTime: string;
    label: string;
    serviceId: string;
    serviceName: string;
  } | null;
}

/** Categories, cities, matching across fields, first free time and 'Ledigt i dag'. */
describe.each(databaseKinds())('company discovery on %s', (kind) => {
  let ctx: ClockedTestContext;
  const guest = () => new TestClient(ctx);
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await seedDemoData(ctx.deps);
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.setNow(new Date()));

  const search = async (query: string) => {
    const res = await guest().get(`/api/companies?${query}`);
    expect(res.status).toBe(200);
    return res.json as { companies: Card[]; cities: { slug: string; name: string; count: number }[] };
  };
  const slugs = async (q: string, filters = '') =>
    (await search(`q=${encodeURIComponent(q)}${filters}`)).companies.map((c) => c.slug);

  it('matches every word in some field: name, address, category or service, ignoring accents, case and typos', async () => {
    const klippning = await slugs('klippning stockholm');
    expect(klippning).toContain('salong-solros');
    expect(klippning).toContain('barberaren-pa-soder');
    expect(klippning).not.toContain('frisor-linnea'); // Linköping
    expect(await slugs('massage malmö')).toEqual(['malmo-massage-friskvard']);
    expect(await slugs('barberaren söder')).toEqual(['barberaren-pa-soder']);
    expect(await slugs('Barberaren Soder')).toEqual(['barberaren-pa-soder']);
    // 'frisr' is a typo of the category 'Frisör' (and of Frisör Linnea's name).
    const frisr = await slugs('frisr');
    expect(frisr).toContain('salong-solros');
    expect(frisr).toContain('frisor-linnea');
    expect(frisr).not.toContain('nagelstudion-goteborg');
    expect(await slugs('goteborg')).toEqual(['nagelstudion-goteborg']);
    expect(await slugs('naglar göteborg')).toEqual(['nagelstudion-goteborg']);
    expect(await slugs('masage lund')).toEqual(['lunds-massagestudio']);
    // Every word must match: a service in one city and another city find nothing.
    expect(await slugs('klippning malmö')).toEqual([]);
    expect(await slugs('finns inte alls')).toEqual([]);
  });

  it('ranks the company whose name matches best first', async () => {
    expect((await slugs('massage'))[0]).toMatch(/massage/);
    expect((await slugs('solros'))[0]).toBe('salong-solros');
  });

  it('filters by category and city slug, and lists the cities of active companies', async () => {
    const massage = await slugs('', '&kategori=massage');
    expect(massage.sort()).toEqual(['lunds-massagestudio', 'malmo-massage-friskvard']);
    expect(await slugs('', '&kategori=massage&stad=malmo')).toEqual(['malmo-massage-friskvard']);
    expect(await slugs('', '&stad=goteborg')).toEqual(['nagelstudion-goteborg']);
    expect(await slugs('klippning', '&stad=stockholm&kategori=barberare')).toEqual(['barberaren-pa-soder']);
    const { companies, cities } = await search('kategori=frisor&stad=stockholm');
    expect(companies.map((c) => c.slug).sort()).toEqual(['barberaren-pa-soder', 'salong-solros']);
    expect(companies.find((c) => c.slug === 'barberaren-pa-soder')!.categories).toEqual([
      'frisor',
      'barberare',
    ]);
    expect(cities.find((c) => c.slug === 'stockholm')).toMatchObject({ name: 'Stockholm' });
    expect(cities.find((c) => c.slug === 'goteborg')).toMatchObject({ name: 'Göteborg' });
    expect(cities.find((c) => c.slug === 'stockholm')!.count).toBeGreaterThanOrEqual(2);
    // Empty values are no filter.
    expect((await slugs('', '&kategori=&stad=&ledigt=')).length).toBeGreaterThanOrEqual(9);
  });

  it('answers 400 with a Swedish message for an unknown category, a malformed city or filter', async () => {
    const category = await guest().get<ApiError>('/api/companies?kategori=tandlakare');
    expect(category.status).toBe(400);
    expect(category.json.error.message).toBe('Okänd kategori');
    const city = await guest().get<ApiError>(`/api/companies?stad=${encodeURIComponent('Göteborg')}`);
    expect(city.status).toBe(400);
    expect(city.json.error.message).toBe('Okänd ort');
    const free = await guest().get<ApiError>('/api/companies?ledigt=imorgon');
    expect(free.status).toBe(400);
    expect(free.json.error.message).toBe('Ogiltigt filter');
  });

  it("each card's first free time is the first start the availability endpoint offers for its most booked service", async () => {
    const suffix = randomUUID().slice(0, 8);
    const company = await createCompany(ctx.deps.db, {
      name: `Förstatid ${suffix}`,
      slug: `forstatid-${suffix}`,
    });
    await createService(ctx.deps.db, company.id, { name: 'Klippning', displayOrder: 0 });
    const popular = await createService(ctx.deps.db, company.id, {
      name: 'Färgning',
      durationMinutes: 90,
      displayOrder: 1,
    });
    const day = stockholmDate(7);
    // The most booked service in the recent window: two bookings of Färgning (one completed, one upcoming).
    await createBookingRow(ctx.deps.db, popular, {
      date: stockholmDate(-3),
      startTime: '09:00',
      status: 'completed',
    });
    await createBookingRow(ctx.deps.db, popular, { date: day, startTime: '10:30' });
    ctx.setNow(zonedWallClockToInstant(day, '10:10'));

    const firstOffered = async () => {
      const res = await guest().get<WeekAvailability>(
        `/api/companies/${company.slug}/availability?serviceId=${popular.id}&week=${day}`,
      );
      const open = (res.json.days as { date: string; slots: { startTime: string }[] }[]).find(
        (d) => d.slots.length > 0,
      )!;
      return { date: open.date, startTime: open.slots[0]!.startTime };
    };
    const card = async () => (await search(`q=${encodeURIComponent(company.name)}`)).companies[0]!;

    const first = await card();
    expect(first.slug).toBe(company.slug);
    expect(first.firstFree).toMatchObject({ serviceId: popular.id, serviceName: 'Färgning' });
    expect(first.firstFree).toMatchObject(await firstOffered());
    // 10:30 is booked (90 min + no buffer), so the first start is 12:00 today.
    expect(first.firstFree).toMatchObject({ date: day, startTime: '12:00', label: 'i dag 12:00' });

    // Time passes beyond that start: the card follows the engine.
    ctx.setNow(zonedWallClockToInstant(day, '12:01'));
    const later = await card();
    expect(later.firstFree).toMatchObject(await firstOffered());
    expect(later.firstFree!.startTime).toBe('12:30');

    // After closing time the first free time is tomorrow morning.
    ctx.setNow(zonedWallClockToInstant(day, '16:00'));
    const evening = await card();
    expect(evening.firstFree).toMatchObject({
      date: stockholmDate(8),
      startTime: '09:00',
      label: 'i morgon 09:00',
    });
  });

  it('a booking made through the API moves the first free time (the caches empty on the bus)', async () => {
    const suffix = randomUUID().slice(0, 8);
    const company = await createCompany(ctx.deps.db, {
      name: `Bokningstid ${suffix}`,
      slug: `bokningstid-${suffix}`,
    });
    const service = await createService(ctx.deps.db, company.id, { name: 'Massage', durationMinutes: 60 });
    const day = stockholmDate(9);
    ctx.setNow(zonedWallClockToInstant(day, '08:00'));
    const card = async () => (await search(`q=${encodeURIComponent(company.name)}`)).companies[0]!;
    expect((await card()).firstFree).toMatchObject({ date: day, startTime: '09:00' });
    const { client: customer } = await signedInClient(ctx);
    const booked = await customer.post('/api/bookings', {
      companyId: company.id,
      serviceId: service.id,
      date: day,
      startTime: '09:00',
    });
    expect(booked.status).toBe(201);
    expect((await card()).firstFree).toMatchObject({ date: day, startTime: '10:00' });
  });

  it("'Ledigt i dag' keeps only companies with a free start today; none free within the horizon is null", async () => {
    const suffix = randomUUID().slice(0, 8);
    const day = stockholmDate(5);
    const closedToday = { ...EVERY_DAY_SCHEDULE, [weekdayKey(day)]: { enabled: false, intervals: [] } };
    const open = await createCompany(ctx.deps.db, {
      name: `Idagöppen ${suffix}`,
      slug: `idagoppen-${suffix}`,
    });
    const closed = await createCompany(ctx.deps.db, {
      name: `Idagstängd ${suffix}`,
      slug: `idagstangd-${suffix}`,
      weeklySchedule: closedToday,
    });
    const never = await createCompany(ctx.deps.db, {
      name: `Idagtjänstlös ${suffix}`,
      slug: `idagtjanstlos-${suffix}`,
    });
    await createService(ctx.deps.db, open.id);
    await createService(ctx.deps.db, closed.id);
    ctx.setNow(zonedWallClockToInstant(day, '09:40'));
    const all = (await search(`q=${suffix}`)).companies;
    expect(all.map((c) => c.slug).sort()).toEqual([closed.slug, never.slug, open.slug].sort());
    expect(all.find((c) => c.slug === open.slug)!.firstFree).toMatchObject({ date: day, startTime: '10:00' });
    expect(all.find((c) => c.slug === closed.slug)!.firstFree).toMatchObject({ date: stockholmDate(6) });
    expect(all.find((c) => c.slug === never.slug)!.firstFree).toBeNull();
    expect(await slugs(suffix, '&ledigt=idag')).toEqual([open.slug]);
    // Late in the day nothing is left today.
    ctx.setNow(zonedWallClockToInstant(day, '16:30'));
    expect(await slugs(suffix, '&ledigt=idag')).toEqual([]);
  });

  it('Settings › Företag saves the categories (at least one, list order) and search follows at once', async () => {
    const suffix = randomUUID().slice(0, 8);
    const company = await createCompany(ctx.deps.db, {
      name: `Kategoribyte ${suffix}`,
      slug: `kategoribyte-${suffix}`,
    });
    const { client: admin } = await signedInAdmin(ctx, company.id);
    const details = {
      name: company.name,
      email: company.email,
      phone: '',
      street: 'Storgatan 3',
      postcode: '90326',
      city: 'Umeå',
    };
    expect(await slugs(suffix, '&kategori=massage')).toEqual([]);

    const none = await admin.request<ApiError>('PATCH', '/api/admin/settings/company', {
      ...details,
      categories: [],
    });
    expect(none.status).toBe(400);
    expect(none.json.error.message).toBe('Välj minst en kategori');
    const unknown = await admin.request<ApiError>('PATCH', '/api/admin/settings/company', {
      ...details,
      categories: ['tandvard'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBe('Okänd kategori');

    const saved = await admin.request<{ company: CompanySettings }>('PATCH', '/api/admin/settings/company', {
      ...details,
      categories: ['massage', 'frisor', 'massage'],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.company.categories).toEqual(['frisor', 'massage']);
    expect(await slugs(suffix, '&kategori=massage&stad=umea')).toEqual([company.slug]);
    // The company page shows them too (its header and its schema.org type).
    const page = await guest().get<{ company: PublicCompany }>(`/api/companies/${company.slug}`);
    expect(page.json.company.categories).toEqual(['frisor', 'massage']);
    // Without categories in the body they stay as they are.
    const kept = await admin.request<{ company: CompanySettings }>(
      'PATCH',
      '/api/admin/settings/company',
      details,
    );
    expect(kept.json.company.categories).toEqual(['frisor', 'massage']);
  });

  it('registration requires at least one category and stores them', async () => {
    const suffix = randomUUID().slice(0, 8);
    const form = {
      contactName: 'Kim Lind',
      companyName: `Registrerad ${suffix}`,
      email: `reg-${suffix}@example.se`,
      phone: '08-555 123 45',
      description: 'Massage och naprapati.',
      password: 'Hemligt123',
      confirmPassword: 'Hemligt123',
      acceptTerms: true,
    };
    const missing = await guest().post<ApiError>('/api/business-registrations', form);
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe('Välj minst en kategori');
    const ok = await guest().post<BusinessRegistrationResult>('/api/business-registrations', {
      ...form,
      categories: ['halsa', 'massage'],
    });
    expect(ok.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, ok.json.company.id));
    expect(row!.categories).toEqual(['massage', 'halsa']);
  });
});
