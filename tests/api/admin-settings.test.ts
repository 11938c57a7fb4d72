import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/server/db/schema';
import { weekStart } from '../../src/shared/dates';
import {
  EVERY_DAY_SCHEDULE,
  createBookingRow,
  createCompany,
  createService,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { CompanySettings, WeekGridBooking } from '../../src/shared/schemas/admin-settings';
import type { WeekAvailability } from '../../src/shared/schemas/booking';
import { TestClient, errorMessage } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** The settings endpoints' answer: the company as it now is. */
interface SettingsBody {
  company: CompanySettings;
}
/** A logo upload's answer: the logo's URL is set. */
interface WithLogo {
  company: CompanySettings & { avatarUrl: string };
}
/** `GET /api/admin/settings/week-bookings` as these tests read it. */
interface WeekBookings {
  weekStart: string;
  bookings: WeekGridBooking[];
}

const fileForm = (bytes: Buffer | Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
};

describe.each(databaseKinds())('admin settings on %s', (kind) => {
  let ctx: TestContext;
  let dataDir: string;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let admin: TestClient;
  let otherAdmin: TestClient;
  let customer: TestClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tidvis-settings-'));
    ctx = await createTestContext(kind, { DATA_DIR: dataDir });
    company = await createCompany(ctx.deps.db, { phone: '08-123 45 67' });
    other = await createCompany(ctx.deps.db);
    admin = (await signedInAdmin(ctx, company.id, company.email)).client;
    otherAdmin = (await signedInAdmin(ctx, other.id, other.email)).client;
    customer = (await signedInClient(ctx)).client;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const row = async (id = company.id) =>
    (await ctx.deps.db.select().from(companies).where(eq(companies.id, id)))[0]!;

  it('guards every endpoint: 401 guest, 403 customer', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/settings'],
      ['PATCH', '/api/admin/settings/company', { name: 'X', email: 'x@example.se' }],
      [
        'PUT',
        '/api/admin/settings/schedule',
        { weeklySchedule: EVERY_DAY_SCHEDULE, defaultBufferMinutes: 0, slotIntervalMinutes: 30 },
      ],
      ['PATCH', '/api/admin/settings/notifications', { emailNotifications: false, smsReminders: true }],
      ['DELETE', '/api/admin/settings/logo'],
      ['GET', '/api/admin/settings/week-bookings?week=2026-01-05'],
    ];
    for (const [method, url, body] of calls) {
      expect((await new TestClient(ctx).request(method, url, body)).status).toBe(401);
      expect((await customer.request(method, url, body)).status).toBe(403);
    }
    expect((await new TestClient(ctx).postForm('/api/admin/settings/logo', new FormData())).status).toBe(401);
    expect((await customer.postForm('/api/admin/settings/logo', new FormData())).status).toBe(403);
    expect(await row()).toMatchObject({ name: company.name, emailNotifications: true });
  });

  it('reads the own company with a normalised schedule', async () => {
    await ctx.deps.db.update(companies).set({ weeklySchedule: null }).where(eq(companies.id, other.id));
    const res = await otherAdmin.get<SettingsBody>('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.json.company).toMatchObject({
      id: other.id,
      slotIntervalMinutes: 30,
      defaultBufferMinutes: 0,
      smsReminders: false,
    });
    expect(res.json.company.weeklySchedule.monday).toEqual({
      enabled: true,
      intervals: [{ start: '09:00', end: '17:00' }],
    });
    expect(res.json.company.weeklySchedule.sunday).toEqual({ enabled: false, intervals: [] });
  });

  it('saves company details, refuses a taken e-mail (any case) and bad input, changing nothing', async () => {
    const ok = await admin.request<SettingsBody>('PATCH', '/api/admin/settings/company', {
      name: 'Nytt Namn',
      email: company.email.toUpperCase(),
      phone: '',
      street: 'Storgatan 2',
      postcode: '753 20',
      city: 'Uppsala',
    });
    expect(ok.status).toBe(200);
    expect(ok.json.company).toMatchObject({
      name: 'Nytt Namn',
      email: company.email,
      phone: null,
      street: 'Storgatan 2',
      postcode: '75320',
      city: 'Uppsala',
      location: 'Storgatan 2, 753 20 Uppsala',
    });

    const taken = await admin.request('PATCH', '/api/admin/settings/company', {
      name: 'X',
      email: other.email.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(errorMessage(taken)).toBe('E-postadressen används redan');
    const cases: [unknown, string][] = [
      [{ name: '', email: company.email }, 'Företagsnamn krävs'],
      [{ name: 'X', email: '' }, 'E-postadress krävs'],
      [{ name: 'X', email: 'inte-en-adress' }, 'Ogiltig e-postadress'],
      [{ name: 'X', email: company.email, phone: 'ring mig' }, 'Ange ett giltigt telefonnummer'],
      [{ name: 'X', email: company.email, phone: '08-12' }, 'Ange ett giltigt telefonnummer'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.request('PATCH', '/api/admin/settings/company', body);
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(message);
    }
    expect(await row()).toMatchObject({ name: 'Nytt Namn', email: company.email });
    expect((await row(other.id)).name).toBe(other.name);
  });

  it('saves the schedule, rejects overlaps and bad values, and the public availability follows', async () => {
    const svc = await createService(ctx.deps.db, company.id, { durationMinutes: 60 });
    const date = stockholmDate(7);
    const availability = async () =>
      (
        await new TestClient(ctx).get<WeekAvailability>(
          `/api/companies/${company.slug}/availability?serviceId=${svc.id}&week=${date}`,
        )
      ).json.days.find((d: { date: string }) => d.date === date)!;
    expect((await availability()).slots[0]!.startTime).toBe('09:00');

    const schedule = {
      ...EVERY_DAY_SCHEDULE,
      ...Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          { enabled: true, intervals: [{ start: '13:00', end: '16:00' }] },
        ]),
      ),
    };
    const bad: [unknown, string][] = [
      [
        {
          ...schedule,
          monday: {
            enabled: true,
            intervals: [
              { start: '10:00', end: '12:00' },
              { start: '11:00', end: '13:00' },
            ],
          },
        },
        'Passen får inte överlappa varandra',
      ],
      [
        { ...schedule, monday: { enabled: true, intervals: [{ start: '12:00', end: '10:00' }] } },
        'Sluttiden måste vara efter starttiden',
      ],
      [
        { ...schedule, monday: { enabled: true, intervals: [{ start: '9', end: '10:00' }] } },
        'Ange tid som HH:MM',
      ],
    ];
    for (const [weeklySchedule, message] of bad) {
      const res = await admin.request('PUT', '/api/admin/settings/schedule', {
        weeklySchedule,
        defaultBufferMinutes: 0,
        slotIntervalMinutes: 30,
      });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe(message);
    }
    const buffer = await admin.request('PUT', '/api/admin/settings/schedule', {
      weeklySchedule: schedule,
      defaultBufferMinutes: 241,
      slotIntervalMinutes: 30,
    });
    expect(errorMessage(buffer)).toBe('Bufferten måste vara 0–240 minuter');
    const step = await admin.request('PUT', '/api/admin/settings/schedule', {
      weeklySchedule: schedule,
      defaultBufferMinutes: 0,
      slotIntervalMinutes: 20,
    });
    expect(errorMessage(step)).toBe('Välj 15, 30 eller 60 minuter');
    expect((await availability()).slots[0]!.startTime).toBe('09:00');

    const ok = await admin.request<SettingsBody>('PUT', '/api/admin/settings/schedule', {
      weeklySchedule: schedule,
      defaultBufferMinutes: 15,
      slotIntervalMinutes: 60,
    });
    expect(ok.status).toBe(200);
    expect(ok.json.company).toMatchObject({ defaultBufferMinutes: 15, slotIntervalMinutes: 60 });
    const day = await availability();
    expect(day.slots.map((s: { startTime: string }) => s.startTime)).toEqual(['13:00', '14:00']);
    expect((await row(other.id)).weeklySchedule).toBeNull(); // set so in the read test; untouched here
  });

  it('saves the notification switches', async () => {
    expect(
      (
        await admin.request('PATCH', '/api/admin/settings/notifications', {
          emailNotifications: 'ja',
          smsReminders: true,
        })
      ).status,
    ).toBe(400);
    const res = await admin.request('PATCH', '/api/admin/settings/notifications', {
      emailNotifications: false,
      smsReminders: true,
    });
    expect(res.status).toBe(200);
    expect(await row()).toMatchObject({ emailNotifications: false, smsReminders: true });
    expect(await row(other.id)).toMatchObject({ emailNotifications: true, smsReminders: false });
  });

  it('lists the booked bookings of a week for the grid', async () => {
    const svc = await createService(ctx.deps.db, company.id);
    const date = stockholmDate(14);
    await createBookingRow(ctx.deps.db, svc, { date, startTime: '10:00' });
    await createBookingRow(ctx.deps.db, svc, { date, startTime: '12:00', status: 'cancelled' });
    const res = await admin.get<WeekBookings>(`/api/admin/settings/week-bookings?week=${date}`);
    expect(res.status).toBe(200);
    expect(res.json.weekStart).toBe(weekStart(date));
    expect(res.json.bookings).toEqual([
      expect.objectContaining({ startDate: date, startTime: '10:00', endTime: '11:00' }),
    ]);
    expect(
      (await otherAdmin.get<WeekBookings>(`/api/admin/settings/week-bookings?week=${date}`)).json.bookings,
    ).toEqual([]);
    expect((await admin.get('/api/admin/settings/week-bookings?week=igår')).status).toBe(400);
  });

  it('accepts a real image as the logo, serves it from the database, replaces and removes it', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e07a5f' } })
      .png()
      .toBuffer();
    const res = await admin.postForm<WithLogo>(
      '/api/admin/settings/logo',
      fileForm(png, 'logga.png', 'image/png'),
    );
    expect(res.status).toBe(200);
    const url: string = res.json.company.avatarUrl;
    expect(url).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    const served = await ctx.app.request(url);
    expect(served.status).toBe(200);
    // Square, never larger than the upload's shorter side.
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 300, height: 300 });
    expect((await row()).avatarUrl).toBe(url);
    // Nothing is written to DATA_DIR any more.
    expect(await readdir(dataDir)).not.toContain('uploads');

    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const second = await admin.postForm<WithLogo>(
      '/api/admin/settings/logo',
      fileForm(jpeg, 'bild.bin', 'application/octet-stream'),
    );
    expect(second.status).toBe(200);
    expect((await ctx.app.request(second.json.company.avatarUrl)).status).toBe(200);
    // The replaced logo's variants are gone.
    expect((await ctx.app.request(url)).status).toBe(404);

    const removed = await admin.request<SettingsBody>('DELETE', '/api/admin/settings/logo');
    expect(removed.status).toBe(200);
    expect(removed.json.company.avatarUrl).toBeNull();
    expect((await ctx.app.request(second.json.company.avatarUrl)).status).toBe(404);
  });

  it('refuses a non-image, a missing file and a file over 5 MB, changing nothing', async () => {
    const text = Buffer.from('det här är ingen bild');
    const fake = await admin.postForm('/api/admin/settings/logo', fileForm(text, 'logga.png', 'image/png'));
    expect(fake.status).toBe(400);
    expect(errorMessage(fake)).toBe('Vänligen välj en bildfil');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(
      (await admin.postForm('/api/admin/settings/logo', fileForm(svg, 'logga.svg', 'image/svg+xml'))).status,
    ).toBe(400);
    const empty = await admin.postForm('/api/admin/settings/logo', new FormData());
    expect(errorMessage(empty)).toBe('Vänligen välj en bildfil');
    const big = await admin.postForm(
      '/api/admin/settings/logo',
      fileForm(Buffer.alloc(5 * 1024 * 1024 + 10), 'stor.png', 'image/png'),
    );
    expect([400, 413]).toContain(big.status);
    expect(errorMessage(big)).toBe('Bilden är för stor. Max 5MB tillåtet.');
    expect((await row()).avatarUrl).toBeNull();
  });
});
