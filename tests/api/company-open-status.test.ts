import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { scheduleExceptions } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { storeImage } from '../../src/server/images';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import type { WeeklySchedule } from '../../src/shared/schedule';
import type { CompanySearchResult, PublicCompany } from '../../src/shared/schemas/company';
import { createCompany } from '../factories';
import { TestClient } from '../http';
import { createTestContext, databaseKinds, type ClockedTestContext } from '../test-db';

const day = (intervals: { start: string; end: string }[]) => ({ enabled: intervals.length > 0, intervals });
/** Weekdays 09:00–12:00 and 13:00–19:00 (lunch closed), Saturday 10:00–14:00, Sunday closed. */
const SALON_WEEK: WeeklySchedule = {
  monday: day([
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '19:00' },
  ]),
  tuesday: day([{ start: '09:00', end: '19:00' }]),
  wednesday: day([{ start: '09:00', end: '19:00' }]),
  thursday: day([{ start: '09:00', end: '19:00' }]),
  friday: day([{ start: '09:00', end: '19:00' }]),
  saturday: day([{ start: '10:00', end: '14:00' }]),
  sunday: { enabled: false, intervals: [] },
};

describe.each(databaseKinds())('the company page says whether it is open now, on %s', (kind) => {
  let ctx: ClockedTestContext;
  let client: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    client = new TestClient(ctx);
  });
  afterAll(() => ctx.close());

  /** The company's open status with the app clock at Stockholm `date` `time`. */
  async function statusAt(slug: string, date: string, time: string) {
    ctx.setNow(zonedWallClockToInstant(date, time));
    const res = await client.get<{ company: PublicCompany }>(`/api/companies/${slug}`);
    expect(res.status).toBe(200);
    return res.json.company.openStatus;
  }

  it('open until the end of the opening it is in; closed at lunch, at night and on a closed weekday', async () => {
    const company = await createCompany(ctx.deps.db, { weeklySchedule: SALON_WEEK }, { holidays: 'closed' });
    // Monday 23 Nov 2026.
    expect(await statusAt(company.slug, '2026-11-23', '10:15')).toEqual({ open: true, until: '12:00' });
    expect(await statusAt(company.slug, '2026-11-23', '12:30')).toEqual({
      open: false,
      nextOpen: { date: '2026-11-23', time: '13:00', inDays: 0 },
    });
    expect(await statusAt(company.slug, '2026-11-23', '18:59')).toEqual({ open: true, until: '19:00' });
    expect(await statusAt(company.slug, '2026-11-23', '19:00')).toEqual({
      open: false,
      nextOpen: { date: '2026-11-24', time: '09:00', inDays: 1 },
    });
    expect(await statusAt(company.slug, '2026-11-24', '07:00')).toEqual({
      open: false,
      nextOpen: { date: '2026-11-24', time: '09:00', inDays: 0 },
    });
    // Saturday after closing: Sunday is closed, so Monday.
    expect(await statusAt(company.slug, '2026-11-28', '15:00')).toEqual({
      open: false,
      nextOpen: { date: '2026-11-30', time: '09:00', inDays: 2 },
    });
  });

  it('closed on public holidays unless the company opens them, and by its own exceptions', async () => {
    const closedOnHolidays = await createCompany(
      ctx.deps.db,
      { weeklySchedule: SALON_WEEK },
      { holidays: 'closed' },
    );
    // Thursday 24 Dec 2026 (julafton) would be a normal weekday: closed, and juldagen, annandag jul and the Sunday
    // too, so the next opening is Monday 28 Dec.
    expect(await statusAt(closedOnHolidays.slug, '2026-12-24', '10:00')).toEqual({
      open: false,
      nextOpen: { date: '2026-12-28', time: '09:00', inDays: 4 },
    });
    expect(await statusAt(closedOnHolidays.slug, '2026-12-23', '19:30')).toEqual({
      open: false,
      nextOpen: { date: '2026-12-28', time: '09:00', inDays: 5 },
    });

    // The factory's default: every holiday opened ('open' exception = the weekly hours).
    const openOnHolidays = await createCompany(ctx.deps.db, { weeklySchedule: SALON_WEEK });
    expect(await statusAt(openOnHolidays.slug, '2026-12-24', '10:00')).toEqual({
      open: true,
      until: '19:00',
    });

    // Its own short day: Wednesday 2 Dec 10:00–15:00.
    await ctx.deps.db.insert(scheduleExceptions).values({
      companyId: openOnHolidays.id,
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      kind: 'hours',
      intervals: [{ start: '10:00', end: '15:00' }],
    });
    expect(await statusAt(openOnHolidays.slug, '2026-12-02', '09:30')).toEqual({
      open: false,
      nextOpen: { date: '2026-12-02', time: '10:00', inDays: 0 },
    });
    expect(await statusAt(openOnHolidays.slug, '2026-12-02', '14:00')).toEqual({
      open: true,
      until: '15:00',
    });
  });

  it('no status without a weekly schedule, and none further than two weeks ahead', async () => {
    const noHours = await createCompany(ctx.deps.db, { weeklySchedule: null });
    expect(await statusAt(noHours.slug, '2026-11-23', '10:00')).toBeNull();

    const shut = { enabled: false, intervals: [] };
    const neverOpen: WeeklySchedule = {
      monday: shut,
      tuesday: shut,
      wednesday: shut,
      thursday: shut,
      friday: shut,
      saturday: shut,
      sunday: shut,
    };
    const closed = await createCompany(ctx.deps.db, { weeklySchedule: neverOpen });
    expect(await statusAt(closed.slug, '2026-11-23', '10:00')).toEqual({ open: false });
  });

  it('the logo comes in its variants on the company page and the search card, null without one', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#8a5a44' } })
      .png()
      .toBuffer();
    const logoUrl = await storeImage(ctx.deps.images, png, 'square');
    const withLogo = await createCompany(ctx.deps.db, { name: 'Loggsalongen Kvist', avatarUrl: logoUrl });
    const page = await client.get<{ company: PublicCompany }>(`/api/companies/${withLogo.slug}`);
    expect(page.json.company.avatar).toMatchObject({ src: logoUrl, width: 512, height: 512 });
    expect(page.json.company.avatar!.webpSrcset.split(', ').map((e) => e.split(' ')[1])).toEqual([
      '128w',
      '256w',
      '512w',
    ]);
    expect(page.json.company.avatar!.avifSrcset).toMatch(/\.avif 128w/);

    const search = await client.get<CompanySearchResult>('/api/companies?q=Loggsalongen');
    expect(search.json.companies.map((c) => [c.slug, c.avatar?.src])).toEqual([[withLogo.slug, logoUrl]]);

    const plain = await createCompany(ctx.deps.db);
    expect(
      (await client.get<{ company: PublicCompany }>(`/api/companies/${plain.slug}`)).json.company.avatar,
    ).toBe(null);
  });

  it('the demo companies have logos and their staff portraits, drawn at seed time and served as images', async () => {
    await seedDemoData(ctx.deps);
    const page = await client.get<{ company: PublicCompany }>('/api/companies/salong-solros');
    const { avatar, staff } = page.json.company;
    expect(avatar).toMatchObject({ width: 512, height: 512 });
    expect(staff.map((m) => [m.name, m.photo?.width])).toEqual([
      ['Sofia Lind', 512],
      ['Jonas Ek', 512],
      ['Mira Holm', 512],
    ]);
    // Three different people.
    expect(new Set(staff.map((m) => m.photoUrl)).size).toBe(3);
    const avif = avatar!.avifSrcset.split(', ')[0]!.split(' ')[0]!;
    const image = await ctx.app.request(avif);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/avif');

    const search = await client.get<CompanySearchResult>('/api/companies');
    const demoCards = search.json.companies.filter((c) => !c.name.startsWith('Testsalong'));
    expect(demoCards.length).toBeGreaterThanOrEqual(9);
    expect(demoCards.every((c) => c.avatar !== null && c.avatar.webpSrcset.includes(' 128w'))).toBe(true);
  });
});
