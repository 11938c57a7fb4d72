import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/seed';
import {
  bookings,
  companies,
  services,
  staff,
  staffAbsences,
  staffServices,
} from '../../src/server/db/schema';
import { EVERY_DAY_SCHEDULE } from '../factories';
import {
  countRows,
  createBookingRow,
  createCompany,
  createService,
  signedInAdmin,
  signedInClient,
  stockholmDate,
} from '../factories';
import type { AdminStaff, StaffAbsence } from '../../src/shared/schemas/staff';
import { TestClient, errorMessage } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

const fileForm = (bytes: Buffer | Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
};

/** A member's answer after a photo upload: the photo's URL is set. */
type WithPhoto = AdminStaff & { photoUrl: string };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(databaseKinds())('admin staff on %s', (kind) => {
  let ctx: TestContext;
  let dataDir: string;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let other: Awaited<ReturnType<typeof createCompany>>;
  let service: Awaited<ReturnType<typeof createService>>;
  let service2: Awaited<ReturnType<typeof createService>>;
  let foreignService: Awaited<ReturnType<typeof createService>>;
  let admin: TestClient;
  let otherAdmin: TestClient;
  let customer: TestClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tidvis-staff-'));
    ctx = await createTestContext(kind, { DATA_DIR: dataDir });
    company = await createCompany(ctx.deps.db);
    other = await createCompany(ctx.deps.db);
    service = await createService(ctx.deps.db, company.id);
    service2 = await createService(ctx.deps.db, company.id, { name: 'Färgning', price: 900 });
    foreignService = await createService(ctx.deps.db, other.id);
    admin = (await signedInAdmin(ctx, company.id, company.email)).client;
    otherAdmin = (await signedInAdmin(ctx, other.id, other.email)).client;
    customer = (await signedInClient(ctx)).client;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const staffRow = async (id: string) => (await ctx.deps.db.select().from(staff).where(eq(staff.id, id)))[0];
  const create = (body: Record<string, unknown>) => admin.post<AdminStaff>('/api/admin/staff', body);

  it('guards every endpoint: 401 guest, 403 a customer', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff', { name: 'X' }],
      ['PATCH', `/api/admin/staff/${id}`, { name: 'X' }],
      ['DELETE', `/api/admin/staff/${id}`],
      ['PUT', '/api/admin/staff/order', { ids: [id] }],
      ['DELETE', `/api/admin/staff/${id}/photo`],
      ['GET', `/api/admin/staff/${id}/absences`],
      ['POST', `/api/admin/staff/${id}/absences`, { start: inDays(1), end: inDays(2) }],
      ['DELETE', `/api/admin/staff/${id}/absences/${id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await new TestClient(ctx).request(method, url, body)).status).toBe(401);
      expect((await customer.request(method, url, body)).status).toBe(403);
    }
    expect(await countRows(ctx.deps.db, staff)).toBe(0);
  });

  it('the first active member takes over the bookings without a member; later ones do not', async () => {
    const booked = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(3),
      startTime: '10:00',
    });
    const noShow = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-3),
      startTime: '10:00',
      status: 'no_show',
    });
    const cancelled = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(4),
      startTime: '10:00',
      status: 'cancelled',
    });
    const completed = await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-4),
      startTime: '10:00',
      status: 'completed',
    });
    const otherCompanys = await createBookingRow(ctx.deps.db, foreignService, {
      date: stockholmDate(3),
      startTime: '10:00',
    });
    // An inactive member is not the company's first active member: nothing is assigned.
    const inactive = await create({ name: 'Vilande', active: false });
    expect(inactive.status).toBe(201);
    const spy = vi.spyOn(ctx.deps.bus, 'publishBookingsChanged');
    const res = await create({
      name: '  Anna Andersson ',
      title: 'Frisör',
      serviceIds: [service.id, service2.id],
      weeklySchedule: EVERY_DAY_SCHEDULE,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Anna Andersson',
      title: 'Frisör',
      photoUrl: null,
      active: true,
      weeklySchedule: EVERY_DAY_SCHEDULE,
      upcomingBookings: 1,
    });
    expect(res.json.serviceIds.sort()).toEqual([service.id, service2.id].sort());
    expect(res.json.displayOrder).toBeGreaterThan(inactive.json.displayOrder);
    expect(spy).toHaveBeenCalledWith(company.id);
    spy.mockRestore();
    const staffOf = async (id: string) =>
      (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.staffId;
    expect(await staffOf(booked.id)).toBe(res.json.id);
    expect(await staffOf(noShow.id)).toBe(res.json.id);
    expect(await staffOf(cancelled.id)).toBeNull();
    expect(await staffOf(completed.id)).toBeNull();
    expect(await staffOf(otherCompanys.id)).toBeNull();

    const late = await createBookingRow(ctx.deps.db, service, { date: stockholmDate(5), startTime: '12:00' });
    const second = await create({ name: 'Bertil', serviceIds: [service.id] });
    expect(second.status).toBe(201);
    expect(second.json).toMatchObject({ title: null, weeklySchedule: null, upcomingBookings: 0 });
    expect(await staffOf(late.id)).toBeNull();

    const list = await admin.get<AdminStaff[]>('/api/admin/staff');
    expect(list.status).toBe(200);
    expect(list.json.map((s: { name: string }) => s.name)).toEqual(['Vilande', 'Anna Andersson', 'Bertil']);
    expect((await otherAdmin.get<AdminStaff[]>('/api/admin/staff')).json).toEqual([]);
  });

  it('validates the body with Swedish messages and writes nothing', async () => {
    const before = await countRows(ctx.deps.db, staff);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Ange ett namn på högst 100 tecken'],
      [{ name: 'x'.repeat(101) }, 'Ange ett namn på högst 100 tecken'],
      [{ name: 'Cilla', title: 't'.repeat(61) }, 'Titeln får vara högst 60 tecken'],
      [{ name: 'Cilla', serviceIds: [foreignService.id] }, 'Välj bland företagets tjänster'],
      [{ name: 'Cilla', serviceIds: ['inte-ett-id'] }, 'Ogiltig tjänst'],
      [
        {
          name: 'Cilla',
          weeklySchedule: {
            ...EVERY_DAY_SCHEDULE,
            monday: { enabled: true, intervals: [{ start: '12:00', end: '10:00' }] },
          },
        },
        'Sluttiden måste vara efter starttiden',
      ],
      [
        {
          name: 'Cilla',
          weeklySchedule: {
            ...EVERY_DAY_SCHEDULE,
            friday: {
              enabled: true,
              intervals: [
                { start: '09:00', end: '12:00' },
                { start: '11:00', end: '13:00' },
              ],
            },
          },
        },
        'Passen får inte överlappa varandra',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorMessage(res)).toBe(message);
    }
    expect(await countRows(ctx.deps.db, staff)).toBe(before);
  });

  it('updates a member, and keeps to the company: another company’s admin gets 404', async () => {
    const created = (await create({ name: 'Doris', serviceIds: [service.id] })).json;
    const patched = await admin.request<AdminStaff>('PATCH', `/api/admin/staff/${created.id}`, {
      name: 'Doris D',
      title: 'Barberare',
      active: false,
      serviceIds: [service2.id],
      weeklySchedule: null,
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      id: created.id,
      name: 'Doris D',
      title: 'Barberare',
      active: false,
      serviceIds: [service2.id],
      weeklySchedule: null,
    });
    const bad = await admin.request('PATCH', `/api/admin/staff/${created.id}`, {
      name: 'Doris',
      serviceIds: [service.id, foreignService.id],
    });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad)).toBe('Välj bland företagets tjänster');
    expect(
      (await admin.get<AdminStaff[]>('/api/admin/staff')).json.find(
        (s: { id: string }) => s.id === created.id,
      ),
    ).toMatchObject({ serviceIds: [service2.id], name: 'Doris D' });

    for (const [method, url, body] of [
      ['PATCH', `/api/admin/staff/${created.id}`, { name: 'Kapad' }],
      ['DELETE', `/api/admin/staff/${created.id}`],
      ['DELETE', `/api/admin/staff/${created.id}/photo`],
      ['GET', `/api/admin/staff/${created.id}/absences`],
      ['POST', `/api/admin/staff/${created.id}/absences`, { start: inDays(1), end: inDays(2) }],
      ['PUT', '/api/admin/staff/order', { ids: [created.id] }],
    ] as [string, string, unknown?][]) {
      const res = await otherAdmin.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(errorMessage(res)).toBe('Personen finns inte');
    }
    expect(await staffRow(created.id)).toMatchObject({ name: 'Doris D', active: false });
    expect((await admin.request('PATCH', '/api/admin/staff/inte-ett-id', { name: 'X' })).status).toBe(404);
  });

  it('reorders in one go; a foreign or repeated id changes nothing', async () => {
    const ids: string[] = (await admin.get<AdminStaff[]>('/api/admin/staff')).json.map(
      (s: { id: string }) => s.id,
    );
    const reversed = [...ids].reverse();
    const res = await admin.request<AdminStaff[]>('PUT', '/api/admin/staff/order', { ids: reversed });
    expect(res.status).toBe(200);
    expect(res.json.map((s: { id: string }) => s.id)).toEqual(reversed);
    const foreign = (await otherAdmin.post<AdminStaff>('/api/admin/staff', { name: 'Främling' })).json;
    const mixed = await admin.request('PUT', '/api/admin/staff/order', { ids: [...ids, foreign.id] });
    expect(mixed.status).toBe(404);
    const repeated = await admin.request('PUT', '/api/admin/staff/order', { ids: [ids[0], ids[0]] });
    expect(repeated.status).toBe(400);
    expect(errorMessage(repeated)).toBe('Ange varje person en gång');
    expect((await admin.get<AdminStaff[]>('/api/admin/staff')).json.map((s: { id: string }) => s.id)).toEqual(
      reversed,
    );
  });

  it('deletes a member without bookings (204); one with bookings is 409 and stays', async () => {
    const free = (await create({ name: 'Erik', serviceIds: [service.id] })).json;
    const deleted = await admin.request('DELETE', `/api/admin/staff/${free.id}`);
    expect(deleted.status).toBe(204);
    expect(await staffRow(free.id)).toBeUndefined();
    expect((await admin.request('DELETE', `/api/admin/staff/${free.id}`)).status).toBe(404);

    const busy = (await create({ name: 'Fia', serviceIds: [service.id] })).json;
    await createBookingRow(ctx.deps.db, service, {
      date: stockholmDate(-10),
      startTime: '09:00',
      status: 'completed',
      staffId: busy.id,
    });
    const refused = await admin.request('DELETE', `/api/admin/staff/${busy.id}`);
    expect(refused.status).toBe(409);
    expect(errorMessage(refused)).toBe(
      'Personen har bokningar och kan inte tas bort. Inaktivera personen i stället.',
    );
    expect(await staffRow(busy.id)).toMatchObject({ name: 'Fia' });
  });

  it('takes a photo with the logo’s checks, replaces and removes it', async () => {
    const member = (await create({ name: 'Greta' })).json;
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#81b29a' } })
      .png()
      .toBuffer();
    const res = await admin.postForm<WithPhoto>(
      `/api/admin/staff/${member.id}/photo`,
      fileForm(png, 'a.png', 'image/png'),
    );
    expect(res.status).toBe(200);
    const url: string = res.json.photoUrl;
    expect(url).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    const served = await ctx.app.request(url);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 300,
    });
    // Square variants at 128, 256 and the upload's own 300 px, in AVIF and WebP.
    expect(res.json.photo).toMatchObject({ src: url, width: 300, height: 300 });
    expect(res.json.photo?.webpSrcset).toMatch(/ 128w, .* 256w, .* 300w$/);
    expect(res.json.photo?.avifSrcset).toMatch(/^\/images\/[0-9a-f]{64}\.avif 128w/);

    // The same picture again is the same stored set, kept.
    const second = await admin.postForm<WithPhoto>(
      `/api/admin/staff/${member.id}/photo`,
      fileForm(png, 'b.bin', 'application/octet-stream'),
    );
    expect(second.status).toBe(200);
    expect(second.json.photoUrl).toBe(url);
    expect((await ctx.app.request(url)).status).toBe(200);
    expect(await readdir(dataDir)).not.toContain('uploads');

    const fake = await admin.postForm(
      `/api/admin/staff/${member.id}/photo`,
      fileForm(Buffer.from('ingen bild'), 'c.png', 'image/png'),
    );
    expect(fake.status).toBe(400);
    expect(errorMessage(fake)).toBe('Vänligen välj en bildfil');
    const empty = await admin.postForm(`/api/admin/staff/${member.id}/photo`, new FormData());
    expect(errorMessage(empty)).toBe('Vänligen välj en bildfil');
    const big = await admin.postForm(
      `/api/admin/staff/${member.id}/photo`,
      fileForm(Buffer.alloc(5 * 1024 * 1024 + 10), 'stor.png', 'image/png'),
    );
    expect([400, 413]).toContain(big.status);
    expect(errorMessage(big)).toBe('Bilden är för stor. Max 5MB tillåtet.');
    const foreign = await otherAdmin.postForm(
      `/api/admin/staff/${member.id}/photo`,
      fileForm(png, 'a.png', 'image/png'),
    );
    expect(foreign.status).toBe(404);
    expect((await staffRow(member.id))?.photoUrl).toBe(second.json.photoUrl);

    const removed = await admin.request<AdminStaff>('DELETE', `/api/admin/staff/${member.id}/photo`);
    expect(removed.status).toBe(200);
    expect(removed.json.photoUrl).toBeNull();
    expect((await ctx.app.request(url)).status).toBe(404);
  });

  it('adds, lists and deletes absences; refuses one wholly past or ending before it starts', async () => {
    const member = (await create({ name: 'Hanna', serviceIds: [service.id] })).json;
    const base = `/api/admin/staff/${member.id}/absences`;
    const spy = vi.spyOn(ctx.deps.bus, 'publishBookingsChanged');
    const sick = await admin.post<StaffAbsence>(base, {
      kind: 'sick',
      start: inDays(-1),
      end: inDays(1),
      reason: ' Förkyld ',
    });
    expect(sick.status).toBe(201);
    expect(sick.json).toMatchObject({ staffId: member.id, kind: 'sick', reason: 'Förkyld' });
    expect(spy).toHaveBeenCalledWith(company.id);
    spy.mockRestore();
    const off = await admin.post<StaffAbsence>(base, { start: inDays(10), end: inDays(12), reason: '' });
    expect(off.status).toBe(201);
    expect(off.json).toMatchObject({ kind: 'time_off', reason: null });

    const past = await admin.post(base, { kind: 'time_off', start: inDays(-5), end: inDays(-4) });
    expect(past.status).toBe(400);
    expect(errorMessage(past)).toBe('Frånvaron har redan passerat. Välj en sluttid framåt i tiden.');
    const backwards = await admin.post(base, { start: inDays(3), end: inDays(2) });
    expect(backwards.status).toBe(400);
    expect(errorMessage(backwards)).toBe('Sluttiden måste vara efter starttiden');
    const badKind = await admin.post(base, { kind: 'semester', start: inDays(3), end: inDays(4) });
    expect(badKind.status).toBe(400);
    const longReason = await admin.post(base, { start: inDays(3), end: inDays(4), reason: 'x'.repeat(201) });
    expect(errorMessage(longReason)).toBe('Anledningen får vara högst 200 tecken');

    const all = await admin.get<StaffAbsence[]>(base);
    expect(all.status).toBe(200);
    expect(all.json.map((a: { id: string }) => a.id)).toEqual([sick.json.id, off.json.id]);
    const soon = await admin.get<StaffAbsence[]>(`${base}?from=${stockholmDate(0)}&to=${stockholmDate(5)}`);
    expect(soon.json.map((a: { id: string }) => a.id)).toEqual([sick.json.id]);
    expect((await admin.get(`${base}?from=igår`)).status).toBe(400);

    expect((await otherAdmin.request('DELETE', `${base}/${off.json.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `${base}/${off.json.id}`)).status).toBe(204);
    expect((await admin.request('DELETE', `${base}/${off.json.id}`)).status).toBe(404);
    expect(await countRows(ctx.deps.db, staffAbsences)).toBe(1);
  });
});

describe('demo data staff', () => {
  it('Salong Solros has three members; each service by two; bookings theirs without overlap; others none', async () => {
    const ctx = await createTestContext('pglite');
    try {
      await seedDemoData(ctx.deps);
      const db = ctx.deps.db;
      const [solros] = await db.select().from(companies).where(eq(companies.name, 'Salong Solros'));
      const [barber] = await db.select().from(companies).where(eq(companies.name, 'Barberaren på Söder'));
      if (!solros || !barber) throw new Error('demo companies missing');
      const members = await db.select().from(staff).where(eq(staff.companyId, solros.id));
      expect(members.map((m) => m.name).sort()).toEqual(['Jonas Ek', 'Mira Holm', 'Sofia Lind']);
      expect(new Set(members.map((m) => JSON.stringify(m.weeklySchedule))).size).toBe(3);
      const links = await db.select().from(staffServices).where(eq(staffServices.companyId, solros.id));
      const solrosServices = await db.select().from(services).where(eq(services.companyId, solros.id));
      for (const service of solrosServices) {
        expect(links.filter((l) => l.serviceId === service.id).length, service.name).toBeGreaterThanOrEqual(
          2,
        );
      }
      const rows = await db.select().from(bookings).where(eq(bookings.companyId, solros.id));
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.every((b) => b.staffId !== null)).toBe(true);
      for (const b of rows) {
        expect(links.some((l) => l.staffId === b.staffId && l.serviceId === b.serviceId)).toBe(true);
      }
      const holding = rows.filter((b) => b.status !== 'cancelled');
      for (const a of holding) {
        for (const b of holding) {
          if (a.id === b.id || a.staffId !== b.staffId || a.startDate !== b.startDate) continue;
          const overlap = a.startTime < b.endTime && b.startTime < a.endTime;
          expect(overlap, `${a.startDate} ${a.startTime} / ${b.startTime}`).toBe(false);
        }
      }
      expect(await db.select().from(staff).where(eq(staff.companyId, barber.id))).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
