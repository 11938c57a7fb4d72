import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import type { Deps } from '../../src/server/context';
import { companies, images, staff } from '../../src/server/db/schema';
import { closeDeps, createDeps } from '../../src/server/deps';
import { parseEnv } from '../../src/server/env';
import { importUploadFiles } from '../../src/server/images';
import type { CompanySettings } from '../../src/shared/schemas/admin-settings';
import type { PublicCompany } from '../../src/shared/schemas/company';
import type { AdminStaff } from '../../src/shared/schemas/staff';
import { createCompany, createService, makeStaff, signedInAdmin } from '../factories';
import { TestClient, errorMessage } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

interface WithLogo {
  company: CompanySettings & { avatarUrl: string };
}

const fileForm = (bytes: Buffer, name = 'bild.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
};

/** A JPEG from a camera: EXIF with the maker, a copyright and the GPS position where it was taken. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0a080' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamerafabriken', Copyright: 'Hemlig fotograf' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 18/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 7/1',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block has the GPS IFD pointer (tag 0x8825, either byte order). */
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

/** The variants a srcset names: `[url, width]`. */
const srcsetEntries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, w] = entry.split(' ');
    return [url!, Number(w!.slice(0, -1))] as const;
  });

describe.each(databaseKinds())('images in the database on %s', (kind) => {
  let ctx: TestContext;
  let dataDir: string;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: TestClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tidvis-images-'));
    ctx = await createTestContext(kind, { DATA_DIR: dataDir });
    company = await createCompany(ctx.deps.db);
    admin = (await signedInAdmin(ctx, company.id, company.email)).client;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes AVIF and WebP variants at its widths, never larger than the upload, and serves each for a year', async () => {
    const member = await makeStaff(ctx.deps.db, company.id, { name: 'Vera' });
    const res = await admin.postForm<AdminStaff>(
      `/api/admin/staff/${member.id}/photo`,
      fileForm(await cameraJpeg(900, 1200)),
    );
    expect(res.status).toBe(200);
    const photo = res.json.photo!;
    // Square: the shorter side (900) allows 128, 256 and 512.
    expect(photo).toMatchObject({ src: res.json.photoUrl, width: 512, height: 512 });
    const avif = srcsetEntries(photo.avifSrcset);
    const webp = srcsetEntries(photo.webpSrcset);
    expect(avif.map(([, w]) => w)).toEqual([128, 256, 512]);
    expect(webp.map(([, w]) => w)).toEqual([128, 256, 512]);
    expect(webp.at(-1)?.[0]).toBe(photo.src);

    for (const [url, width] of [...avif, ...webp]) {
      const served = await ctx.app.request(url);
      expect(served.status).toBe(200);
      const format = url.endsWith('.avif') ? 'avif' : 'webp';
      expect(served.headers.get('content-type')).toBe(`image/${format}`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const hash = /([0-9a-f]{64})/.exec(url)![1]!;
      expect(served.headers.get('etag')).toBe(`"${hash}"`);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(served.headers.get('content-length')).toBe(String(bytes.length));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([width, width]);
    }

    const rows = await ctx.deps.db
      .select({ width: images.width, byteSize: images.byteSize, format: images.format })
      .from(images)
      .where(eq(images.setHash, /([0-9a-f]{64})/.exec(photo.src)![1]!));
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.byteSize > 0)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match and 404 to an unknown or malformed image', async () => {
    const res = await admin.postForm<WithLogo>(
      '/api/admin/settings/logo',
      fileForm(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#335577' } })
          .png()
          .toBuffer(),
        'l.png',
        'image/png',
      ),
    );
    const url = res.json.company.avatarUrl;
    const first = await ctx.app.request(url);
    const etag = first.headers.get('etag')!;
    const again = await ctx.app.request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    const other = await ctx.app.request(url, { headers: { 'If-None-Match': `"${'0'.repeat(64)}"` } });
    expect(other.status).toBe(200);

    for (const missing of [
      `/images/${'a'.repeat(64)}.webp`,
      url.replace('.webp', '.avif'),
      url.replace('.webp', '.png'),
      '/images/logga.webp',
      '/images/',
    ]) {
      const answer = await ctx.app.request(missing);
      expect(answer.status, missing).toBe(404);
    }
    const notFound = await new TestClient(ctx).get(`/images/${'b'.repeat(64)}.avif`);
    expect(errorMessage(notFound)).toBe('Bilden finns inte');
  });

  it('keeps photos in their aspect and strips EXIF and GPS from every variant', async () => {
    const original = await cameraJpeg(1600, 1000);
    const exif = (await sharp(original).metadata()).exif!;
    expect(hasGpsPointer(exif)).toBe(true);
    expect(exif.toString('latin1')).toContain('Kamerafabriken');

    const res = await admin.postForm<WithLogo>('/api/admin/settings/logo', fileForm(original));
    expect(res.status).toBe(200);
    const company2 = await new TestClient(ctx).get<{ company: PublicCompany }>(
      `/api/companies/${company.slug}`,
    );
    expect(company2.json.company.avatarUrl).toBe(res.json.company.avatarUrl);
    const setHash = /([0-9a-f]{64})/.exec(res.json.company.avatarUrl)![1]!;
    const rows = await ctx.deps.db.select().from(images).where(eq(images.setHash, setHash));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const meta = await sharp(row.bytes).metadata();
      expect(meta.exif, `${row.format} ${row.width}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(row.bytes.toString('latin1')).not.toContain('Kamerafabriken');
      expect(row.bytes.toString('latin1')).not.toContain('Hemlig fotograf');
    }

    // A photo keeps its aspect: the processing itself, as the gallery will use it.
    const { processImage } = await import('../../src/server/images');
    const variants = await processImage(original, 'photo');
    expect(variants.filter((v) => v.format === 'webp').map((v) => [v.width, v.height])).toEqual([
      [320, 200],
      [640, 400],
      [1280, 800],
    ]);
    for (const v of variants) expect((await sharp(v.bytes).metadata()).exif).toBeUndefined();
    // Never upscaled: a 500 px photo is made at 320 and its own 500.
    const small = await processImage(await cameraJpeg(500, 250), 'photo');
    expect(small.filter((v) => v.format === 'avif').map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [500, 250],
    ]);
  });

  it('refuses a file that is not an image and one over 5 MB with Swedish messages, storing nothing', async () => {
    const member = await makeStaff(ctx.deps.db, company.id, { name: 'Wilma' });
    const before = (await ctx.deps.db.select({ hash: images.hash }).from(images)).length;
    const fake = await admin.postForm(
      `/api/admin/staff/${member.id}/photo`,
      fileForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'),
    );
    expect(fake.status).toBe(400);
    expect(errorMessage(fake)).toBe('Vänligen välj en bildfil');
    const big = await admin.postForm(
      `/api/admin/staff/${member.id}/photo`,
      fileForm(Buffer.alloc(5 * 1024 * 1024 + 10), 'stor.jpg'),
    );
    expect(big.status).toBe(413);
    expect(errorMessage(big)).toBe('Bilden är för stor. Max 5MB tillåtet.');
    expect((await ctx.deps.db.select({ hash: images.hash }).from(images)).length).toBe(before);
  });

  it('serves an image uploaded through one server from another with its own DATA_DIR', async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), 'tidvis-images-other-'));
    // On PostgreSQL a second process's own connections and deps; PGlite allows one process, so there the second
    // app shares the database handle but nothing else.
    let other: Deps;
    if (kind === 'postgres') {
      other = await createDeps(
        parseEnv({
          NODE_ENV: 'test',
          DATABASE_URL: ctx.deps.env.DATABASE_URL,
          DATA_DIR: otherDir,
          BETTER_AUTH_SECRET: 'tidvis-test-secret-of-at-least-32-characters',
        }),
        { migrate: false },
      );
    } else {
      other = { ...ctx.deps, env: { ...ctx.deps.env, DATA_DIR: otherDir } };
    }
    try {
      const second = createApp(other);
      const member = await makeStaff(ctx.deps.db, company.id, { name: 'Tove' });
      const res = await admin.postForm<AdminStaff>(
        `/api/admin/staff/${member.id}/photo`,
        fileForm(await cameraJpeg(700, 700)),
      );
      expect(res.status).toBe(200);
      for (const [url] of srcsetEntries(res.json.photo!.avifSrcset)) {
        const served = await second.request(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/avif');
      }
      const page = await second.request(`/api/companies/${company.slug}`);
      const body = (await page.json()) as { company: PublicCompany };
      expect(body.company.staff.find((s) => s.id === member.id)?.photo?.src).toBe(res.json.photoUrl);
    } finally {
      if (kind === 'postgres') await closeDeps(other);
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('moves logo and photo files from DATA_DIR into the database at startup, once', async () => {
    const logoFile = `${randomUUID()}-${'1'.repeat(16)}.webp`;
    const photoFile = `${randomUUID()}-${'2'.repeat(16)}.webp`;
    await mkdir(path.join(dataDir, 'uploads', 'logos'), { recursive: true });
    const webp = (color: string) =>
      sharp({ create: { width: 256, height: 256, channels: 3, background: color } })
        .webp()
        .toBuffer();
    await writeFile(path.join(dataDir, 'uploads', 'logos', logoFile), await webp('#aa3311'));
    await writeFile(path.join(dataDir, 'uploads', 'logos', photoFile), await webp('#1133aa'));
    const old = await createCompany(ctx.deps.db, { avatarUrl: `/uploads/logos/${logoFile}` });
    const service = await createService(ctx.deps.db, old.id);
    const member = await makeStaff(ctx.deps.db, old.id, {
      serviceIds: [service.id],
      photoUrl: `/uploads/logos/${photoFile}`,
    });
    const gone = await createCompany(ctx.deps.db, {
      avatarUrl: `/uploads/logos/${randomUUID()}-${'3'.repeat(16)}.webp`,
    });

    const first = await importUploadFiles(ctx.deps);
    expect(first).toEqual({ moved: 2, missing: 1 });
    const [logoRow] = await ctx.deps.db.select().from(companies).where(eq(companies.id, old.id));
    const [photoRow] = await ctx.deps.db.select().from(staff).where(eq(staff.id, member.id));
    expect(logoRow?.avatarUrl).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    expect(photoRow?.photoUrl).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    expect((await ctx.app.request(logoRow!.avatarUrl!)).status).toBe(200);
    const page = await new TestClient(ctx).get<{ company: PublicCompany }>(`/api/companies/${old.slug}`);
    expect(page.json.company.staff[0]?.photo).toMatchObject({ src: photoRow?.photoUrl, width: 256 });
    // A file this machine lacks stays named for the server that has it.
    const [goneRow] = await ctx.deps.db.select().from(companies).where(eq(companies.id, gone.id));
    expect(goneRow?.avatarUrl).toMatch(/^\/uploads\/logos\//);

    expect(await importUploadFiles(ctx.deps)).toEqual({ moved: 0, missing: 1 });
    const [unchanged] = await ctx.deps.db.select().from(companies).where(eq(companies.id, old.id));
    expect(unchanged?.avatarUrl).toBe(logoRow?.avatarUrl);
  });
});

describe.each(databaseKinds())('staff presentations on %s', (kind) => {
  let ctx: TestContext;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    company = await createCompany(ctx.deps.db);
    admin = (await signedInAdmin(ctx, company.id, company.email)).client;
  });
  afterAll(() => ctx.close());

  it('keeps a presentation of up to 300 characters, shows it to customers and refuses a longer one', async () => {
    const service = await createService(ctx.deps.db, company.id);
    const text = '  Jag har klippt hår i tolv år och älskar färg.  ';
    const created = await admin.post<AdminStaff>('/api/admin/staff', {
      name: 'Sara',
      presentation: text,
      serviceIds: [service.id],
    });
    expect(created.status).toBe(201);
    expect(created.json.presentation).toBe(text.trim());

    const page = await new TestClient(ctx).get<{ company: PublicCompany }>(`/api/companies/${company.slug}`);
    expect(page.json.company.staff).toEqual([
      expect.objectContaining({ name: 'Sara', presentation: text.trim(), photo: null, photoUrl: null }),
    ]);

    const tooLong = await admin.request<AdminStaff>('PATCH', `/api/admin/staff/${created.json.id}`, {
      name: 'Sara',
      presentation: 'å'.repeat(301),
      serviceIds: [service.id],
    });
    expect(tooLong.status).toBe(400);
    expect(errorMessage(tooLong)).toBe('Presentationen får vara högst 300 tecken');
    const exact = 'å'.repeat(300);
    const longest = await admin.request<AdminStaff>('PATCH', `/api/admin/staff/${created.json.id}`, {
      name: 'Sara',
      presentation: exact,
      serviceIds: [service.id],
    });
    expect(longest.json.presentation).toBe(exact);

    // Left out: unchanged; emptied: none.
    const kept = await admin.request<AdminStaff>('PATCH', `/api/admin/staff/${created.json.id}`, {
      name: 'Sara Berg',
      serviceIds: [service.id],
    });
    expect(kept.json).toMatchObject({ name: 'Sara Berg', presentation: exact });
    const cleared = await admin.request<AdminStaff>('PATCH', `/api/admin/staff/${created.json.id}`, {
      name: 'Sara Berg',
      presentation: '   ',
      serviceIds: [service.id],
    });
    expect(cleared.json.presentation).toBeNull();

    // The database refuses a longer one too.
    await expect(
      ctx.deps.db
        .update(staff)
        .set({ presentation: 'x'.repeat(301) })
        .where(eq(staff.id, created.json.id)),
    ).rejects.toThrow();
  });
});
