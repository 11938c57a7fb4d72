import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { weekdayKey, zonedWallClockToInstant } from '../../src/shared/dates';
import {
  EVERY_DAY_SCHEDULE,
  createBookingRow,
  createCompany,
  createService,
  signedInClient,
  stockholmDate,
} from '../factories';
import { TestClient, type apiErrorSchema } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';
import type { z } from 'zod';

/** The body of an error answer, as tests/http.ts checks it. */
type ApiError = z.infer<typeof apiErrorSchema>;

interface Card {
  id: string;
  name: string;
  rating: { average: number | null; count: number };
  firstFree: { date: string } | null;
}
interface Page {
  companies: Card[];
  nextPage: number | null;
  total: number | null;
}

const OPERATOR = 'drift@tidvis.se';

/** A made company and the reviews it was given (shown ones only in `shown`). */
interface Made {
  id: string;
  name: string;
  shown: number[];
  freeToday: boolean;
}

/**
 * A visitor can pick a salon by rating: `GET /api/companies?ordning=betyg` orders by the shown
 * reviews' average (the cards' figure), companies without shown reviews last, then by their count, then by the
 * default rank, then id (decision 021), with every filter, 'Ledigt i dag' and paging; hidden and private reviews
 * count nowhere.
 */
describe.each(databaseKinds())('search ordered by rating on %s', (kind) => {
  let ctx: ClockedTestContext;
  let operator: TestClient;
  const guest = () => new TestClient(ctx);
  const suffix = randomUUID().slice(0, 8);
  const city = `betygstad${suffix}`;
  const pagedSuffix = randomUUID().slice(0, 8);
  const pagedWord = `sortsida${pagedSuffix}`;
  const day = stockholmDate(5);
  const reviewDay = stockholmDate(-3);
  /** The companies of the order checks, by their letter, and the review of 'H' the operator hides. */
  const byLetter = new Map<string, Made>();
  let hiddenLater = '';
  /** The 45 companies of the paging checks. */
  const paged: Made[] = [];

  /**
   * Completed visits (past, so they leave today free) with a review each: `shown` public ones, `privateOnes` given
   * without consent. The ids of the shown ones' rows.
   */
  async function review(db: Database, companyId: string, shown: number[], privateOnes: number[] = []) {
    const service = await createService(db, companyId, { name: 'Klippning' });
    const ids: string[] = [];
    for (const [i, rating] of [...shown, ...privateOnes].entries()) {
      const booking = await createBookingRow(db, service, {
        date: reviewDay,
        startTime: `${String(9 + i).padStart(2, '0')}:00`,
        status: 'completed',
      });
      const [row] = await db
        .insert(feedback)
        .values({ bookingId: booking.id, companyId, rating, isPublic: i < shown.length })
        .returning();
      ids.push(row!.id);
    }
    return ids.slice(0, shown.length);
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind, { PLATFORM_ADMIN_EMAILS: OPERATOR });
    operator = (await signedInClient(ctx, OPERATOR)).client;
    const db = ctx.deps.db;

    // The order checks. 'Aa…' has the word inside a longer one: it matches, ranks below the others by similarity
    // to the name, but comes first by name alone.
    const letters: [string, string, number[], number[]][] = [
      ['A', `Betyg ${suffix} A`, [4, 5], []],
      ['B', `Betyg ${suffix} B`, [5], []],
      ['C', `Betyg ${suffix} C`, [], []],
      ['D', `Betyg ${suffix} D`, [5, 5], []],
      ['E', `Betyg ${suffix} E`, [5, 4], []],
      ['F', `Betyg ${suffix} F`, [3], [5, 5]],
      ['G', `Betyg ${suffix} G`, [], [5]],
      ['H', `Betyg ${suffix} H`, [5, 1, 5, 5], []],
      ['Aa', `Aa${suffix}zz Betyg`, [5, 4], []],
    ];
    for (const [letter, name, shown, privateOnes] of letters) {
      const company = await createCompany(db, {
        name,
        slug: `betyg-${suffix}-${letter.toLowerCase()}`,
        street: 'Betygsgatan 1',
        city: `Betygstad${suffix}`,
      });
      const ids = await review(db, company.id, shown, privateOnes);
      if (letter === 'H') hiddenLater = ids[1]!;
      byLetter.set(letter, { id: company.id, name, shown, freeToday: true });
    }

    // The paging checks: 45 companies whose names tie in threes (only the id orders them), ratings with many ties,
    // every fourth closed today.
    const closedToday = { ...EVERY_DAY_SCHEDULE, [weekdayKey(day)]: { enabled: false, intervals: [] } };
    const patterns = [[], [5], [4, 5], [5, 5], [3], [4], [2, 5]];
    for (let i = 0; i < 45; i++) {
      const closed = i % 4 === 1;
      const company = await createCompany(db, {
        name: `Sida ${pagedWord} ${String(i % 15).padStart(2, '0')}`,
        slug: `betygsida-${suffix}-${i}`,
        street: `Sidgatan ${i}`,
        city: `Sidort${pagedSuffix}`,
        ...(closed ? { weeklySchedule: closedToday } : {}),
      });
      const shown = patterns[i % patterns.length]!;
      await review(db, company.id, shown);
      paged.push({ id: company.id, name: company.name, shown, freeToday: !closed });
    }
  });
  afterAll(() => ctx.close());

  const page = async (query: string) => {
    const res = await guest().get(`/api/companies?${query}`);
    expect(res.status, `${query}: ${res.text}`).toBe(200);
    return res.json as Page;
  };
  const allPages = async (query: string) => {
    const pages: Page[] = [];
    for (let sida: number | null = 1; sida !== null; sida = pages.at(-1)!.nextPage) {
      expect(sida).toBe(pages.length + 1);
      pages.push(await page(`${query}&sida=${sida}`));
    }
    return pages;
  };
  const names = (p: Page) => p.companies.map((c) => c.name);
  const letterNames = (letters: string[]) => letters.map((l) => byLetter.get(l)!.name);
  const average = (shown: number[]) =>
    shown.length ? shown.reduce((a, b) => a + b, 0) / shown.length : null;

  it('orders by average (no reviews last), then count, then the default rank; the cards show the same figures', async () => {
    ctx.setNow(zonedWallClockToInstant(day, '09:40'));
    const relevance = await page(`q=${suffix}`);
    expect(names(relevance)).toEqual(letterNames(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'Aa']));
    expect(names(await page(`q=${suffix}&ordning=relevans`))).toEqual(names(relevance));
    expect(names(await page(`q=${suffix}&ordning=`))).toEqual(names(relevance));

    const byRating = await page(`q=${suffix}&ordning=betyg`);
    // D 5 (2), B 5 (1), A/E/Aa 4.5 (2) by rank, H 4 (4), F 3 (1: private reviews count nowhere), C and G none.
    expect(names(byRating)).toEqual(letterNames(['D', 'B', 'A', 'E', 'Aa', 'H', 'F', 'C', 'G']));
    expect(byRating.total).toBe(9);
    expect(byRating.nextPage).toBeNull();
    for (const card of byRating.companies) {
      const made = [...byLetter.values()].find((m) => m.id === card.id)!;
      expect(card.rating, card.name).toEqual({ average: average(made.shown), count: made.shown.length });
      expect(card.rating, card.name).toEqual(relevance.companies.find((c) => c.id === card.id)!.rating);
    }

    // Without words the default rank is the name: 'Aa…' comes first of the three at 4.5.
    const inCity = await page(`stad=${city}&ordning=betyg`);
    expect(names(inCity)).toEqual(letterNames(['D', 'B', 'Aa', 'A', 'E', 'H', 'F', 'C', 'G']));
    expect(names(await page(`q=${suffix}&stad=${city}&kategori=frisor&ordning=betyg`))).toEqual(
      names(byRating),
    );
  });

  it('a review the operator hides counts nowhere: the order changes with it', async () => {
    ctx.setNow(zonedWallClockToInstant(day, '09:40'));
    // Cached before the hide.
    expect(names(await page(`q=${suffix}&ordning=betyg`))[0]).toBe(byLetter.get('D')!.name);
    expect((await operator.post(`/api/platform/reviews/${hiddenLater}/hide`)).status).toBe(200);
    const h = byLetter.get('H')!;
    h.shown = [5, 5, 5];

    const after = await page(`q=${suffix}&ordning=betyg`);
    // H 5 (3) now leads D 5 (2).
    expect(names(after)).toEqual(letterNames(['H', 'D', 'B', 'A', 'E', 'Aa', 'F', 'C', 'G']));
    expect(after.companies[0]!.rating).toEqual({ average: 5, count: 3 });
    expect(names(await page(`q=${suffix}&ordning=betyg&ledigt=idag`))).toEqual(names(after));
  });

  /** The paging companies in the betyg order: average desc (none last), count desc, name, id. */
  const rankedByRating = () =>
    [...paged].sort((a, b) => {
      const [x, y] = [average(a.shown), average(b.shown)];
      if (x !== y) return x === null ? 1 : y === null ? -1 : y - x;
      if (a.shown.length !== b.shown.length) return b.shown.length - a.shown.length;
      if (a.name !== b.name) return a.name < b.name ? -1 : 1;
      return a.id < b.id ? -1 : 1;
    });

  for (const [branch, query] of [
    ['words', `q=${pagedWord}&ordning=betyg`],
    ['city filter without words', `stad=sidort${pagedSuffix}&ordning=betyg`],
  ] as const) {
    it(`pages of 20 in rating order (${branch}): no overlap, no gap, the last with nextPage null`, async () => {
      ctx.setNow(zonedWallClockToInstant(day, '09:40'));
      const pages = await allPages(query);
      expect(pages.map((p) => p.companies.length)).toEqual([20, 20, 5]);
      expect(pages.map((p) => p.nextPage)).toEqual([2, 3, null]);
      expect(pages.every((p) => p.total === 45)).toBe(true);
      const ids = pages.flatMap((p) => p.companies.map((c) => c.id));
      expect(new Set(ids).size).toBe(45);
      expect(ids).toEqual(rankedByRating().map((c) => c.id));
      // The default order of the same search is another one (its own cache entries).
      const relevance = (await allPages(query.replace('&ordning=betyg', ''))).flatMap((p) =>
        p.companies.map((c) => c.id),
      );
      expect(new Set(relevance)).toEqual(new Set(ids));
      expect(relevance).not.toEqual(ids);
    });
  }

  it("'Ledigt i dag' pages through the free-today companies in rating order", async () => {
    ctx.setNow(zonedWallClockToInstant(day, '09:40'));
    // The default order's ranked list first, so a cache key without the order would answer the wrong one.
    const relevance = await allPages(`q=${pagedWord}&ledigt=idag`);
    const pages = await allPages(`q=${pagedWord}&ledigt=idag&ordning=betyg`);
    expect(pages.map((p) => p.companies.length)).toEqual([20, 14]);
    expect(pages.map((p) => p.nextPage)).toEqual([2, null]);
    expect(pages.every((p) => p.total === null)).toBe(true);
    const cards = pages.flatMap((p) => p.companies);
    expect(cards.every((c) => c.firstFree?.date === day)).toBe(true);
    expect(cards.map((c) => c.id)).toEqual(
      rankedByRating()
        .filter((c) => c.freeToday)
        .map((c) => c.id),
    );
    expect(relevance.flatMap((p) => p.companies.map((c) => c.id))).not.toEqual(cards.map((c) => c.id));
  });

  it("answers 400 'Okänd sortering' for an unknown order", async () => {
    for (const ordning of ['pris', 'BETYG', 'betyg,relevans', 'namn']) {
      const res = await guest().get<ApiError>(
        `/api/companies?q=${suffix}&ordning=${encodeURIComponent(ordning)}`,
      );
      expect(res.status, ordning).toBe(400);
      expect(res.json.error.message, ordning).toBe('Okänd sortering');
    }
  });
});
