import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayKey, zonedWallClockToInstant } from '../../src/shared/dates';
import { EVERY_DAY_SCHEDULE, createCompany, createService, signedInAdmin, stockholmDate } from '../factories';
import type { z } from 'zod';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

type ApiError = z.infer<typeof apiErrorSchema>;

interface Card {
  id: string;
  slug: string;
  name: string;
  firstFree: { date: string; startTime: string } | null;
}
interface Page {
  companies: Card[];
  cities: { slug: string; name: string; count: number }[];
  nextPage: number | null;
  total: number | null;
}

/**
 * Decision 021: `GET /api/companies` answers pages of 20 in rank order (`sida`, `nextPage`, `total`), 'Ledigt i
 * dag' pages through the companies free today, and the search cache keeps pages right across catalogue changes.
 */
describe.each(databaseKinds())('search results in pages on %s', (kind) => {
  let ctx: ClockedTestContext;
  const guest = () => new TestClient(ctx);
  const suffix = randomUUID().slice(0, 8);
  const city = `sidstad${suffix}`;
  const day = stockholmDate(5);
  /** Every made company, and which of them are free today (a service, open today). */
  const made: { id: string; name: string; email: string; freeToday: boolean }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const closedToday = { ...EVERY_DAY_SCHEDULE, [weekdayKey(day)]: { enabled: false, intervals: [] } };
    // 60 companies whose names tie in fifteens (same name, same rank: only the id orders them), interleaving 45
    // free today, 12 closed today and 3 without a service.
    for (let i = 0; i < 60; i++) {
      const kindOf = i % 5 === 1 ? 'closed' : i % 20 === 3 ? 'no-service' : 'free';
      const company = await createCompany(ctx.deps.db, {
        name: `Sidbolag ${suffix} ${String(i % 4).padStart(2, '0')}`,
        slug: `sidbolag-${suffix}-${i}`,
        street: `Sidgatan ${i}`,
        city: `Sidstad${suffix}`,
        ...(kindOf === 'closed' ? { weeklySchedule: closedToday } : {}),
      });
      if (kindOf !== 'no-service') await createService(ctx.deps.db, company.id, { name: 'Klippning' });
      made.push({ id: company.id, name: company.name, email: company.email, freeToday: kindOf === 'free' });
    }
    expect(made.filter((c) => c.freeToday)).toHaveLength(45);
  });
  afterAll(() => ctx.close());

  /** The made companies in rank order: all match equally well, so by name, then id. */
  const ranked = () =>
    [...made].sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1));

  const page = async (query: string) => {
    const res = await guest().get<Page>(`/api/companies?${query}`);
    expect(res.status, query).toBe(200);
    return res.json as Page;
  };

  /** Every page of `query` from the first, following nextPage. */
  const allPages = async (query: string) => {
    const pages: Page[] = [];
    for (let sida: number | null = 1; sida !== null; sida = pages.at(-1)!.nextPage) {
      expect(sida).toBe(pages.length + 1);
      pages.push(await page(`${query}&sida=${sida}`));
    }
    return pages;
  };

  for (const [branch, query] of [
    ['words', `q=${suffix}`],
    ['city filter without words', `stad=${city}`],
  ] as const) {
    it(`pages of 20 in rank order (${branch}): no overlap, together the whole list, the last with nextPage null`, async () => {
      ctx.setNow(zonedWallClockToInstant(day, '09:40'));
      const first = await page(query);
      expect(first.companies).toHaveLength(20);
      expect(first.nextPage).toBe(2);
      expect(first.total).toBe(60);
      expect(first.cities.length).toBeGreaterThan(0);
      // No sida is page 1.
      expect((await page(`${query}&sida=1`)).companies.map((c) => c.id)).toEqual(
        first.companies.map((c) => c.id),
      );

      const pages = await allPages(query);
      expect(pages.map((p) => p.companies.length)).toEqual([20, 20, 20]);
      expect(pages.map((p) => p.nextPage)).toEqual([2, 3, null]);
      expect(pages.every((p) => p.total === 60)).toBe(true);
      const ids = pages.flatMap((p) => p.companies.map((c) => c.id));
      expect(new Set(ids).size).toBe(60);
      expect(ids).toEqual(ranked().map((c) => c.id));

      // Past the end: an empty page, still with the total.
      const beyond = await page(`${query}&sida=4`);
      expect(beyond).toMatchObject({ companies: [], nextPage: null, total: 60 });
    });
  }

  it('computes first free times for the page returned, page 2 included', async () => {
    ctx.setNow(zonedWallClockToInstant(day, '09:40'));
    const second = await page(`q=${suffix}&sida=2`);
    expect(second.companies).toHaveLength(20);
    for (const card of second.companies) {
      const company = made.find((c) => c.id === card.id)!;
      if (company.freeToday)
        expect(card.firstFree, card.slug).toMatchObject({ date: day, startTime: '10:00' });
      // Closed today: a later day; without a service: none.
      else if (card.firstFree) expect(card.firstFree.date > day, card.slug).toBe(true);
    }
    expect(second.companies.filter((c) => c.firstFree).length).toBeGreaterThan(15);
  });

  it("'Ledigt i dag' pages through the companies free today, in rank order, without a total", async () => {
    ctx.setNow(zonedWallClockToInstant(day, '09:40'));
    const pages = await allPages(`q=${suffix}&ledigt=idag`);
    expect(pages.map((p) => p.companies.length)).toEqual([20, 20, 5]);
    expect(pages.map((p) => p.nextPage)).toEqual([2, 3, null]);
    expect(pages.every((p) => p.total === null)).toBe(true);
    const cards = pages.flatMap((p) => p.companies);
    expect(cards.map((c) => c.id)).toEqual(
      ranked()
        .filter((c) => c.freeToday)
        .map((c) => c.id),
    );
    expect(cards.every((c) => c.firstFree?.date === day)).toBe(true);
    expect(await page(`q=${suffix}&ledigt=idag&sida=4`)).toMatchObject({ companies: [], nextPage: null });

    // Late in the day nothing is left today.
    ctx.setNow(zonedWallClockToInstant(day, '16:30'));
    expect(await page(`q=${suffix}&ledigt=idag&sida=1`)).toMatchObject({ companies: [], nextPage: null });
  });

  it('follows a catalogue change: a company leaving the search shortens every page after it', async () => {
    ctx.setNow(zonedWallClockToInstant(day, '09:40'));
    // Warm every page's cache entry first.
    await allPages(`q=${suffix}`);
    const leaving = ranked()[5]!;
    const { client: admin } = await signedInAdmin(ctx, leaving.id);
    const renamed = await admin.request('PATCH', '/api/admin/settings/company', {
      name: `Bortbytt ${randomUUID().slice(0, 8)}`,
      email: leaving.email,
      phone: '',
      street: 'Annangatan 1',
      postcode: '123 45',
      city: 'Annanstad',
    });
    expect(renamed.status).toBe(200);
    const pages = await allPages(`q=${suffix}`);
    expect(pages.map((p) => p.companies.length)).toEqual([20, 20, 19]);
    expect(pages.map((p) => p.total)).toEqual([59, 59, 59]);
    expect(pages.flatMap((p) => p.companies.map((c) => c.id))).toEqual(
      ranked()
        .filter((c) => c.id !== leaving.id)
        .map((c) => c.id),
    );
    made.splice(made.indexOf(leaving), 1);
  });

  it("answers 400 'Ogiltig sida' for a page that is not a whole number from 1 to 500", async () => {
    for (const sida of ['0', 'abc', '1.5', '-1', '501', '1e2']) {
      const res = await guest().get<ApiError>(`/api/companies?q=${suffix}&sida=${sida}`);
      expect(res.status, sida).toBe(400);
      expect(res.json.error.message, sida).toBe('Ogiltig sida');
    }
    expect((await page(`q=${suffix}&sida=500`)).companies).toEqual([]);
  });
});
