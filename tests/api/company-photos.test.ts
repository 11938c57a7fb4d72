import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPhotos, images } from '../../src/server/db/schema';
import type { CompanySearchResult, PublicCompany } from '../../src/shared/schemas/company';
import type { CompanyPhotosBody } from '../../src/shared/schemas/company-photos';
import { createCompany, signedInAdmin } from '../factories';
import { TestClient, errorMessage } from '../http';
import { createTestContext, databaseKinds, type TestContext } from '../test-db';

/** A PNG of one colour, `width`×`height` (a new colour is a new image set). */
const png = (background: string, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const photoForm = (bytes: Buffer | null, alt?: string) => {
  const form = new FormData();
  if (bytes) form.append('file', new File([new Uint8Array(bytes)], 'bild.png', { type: 'image/png' }));
  if (alt !== undefined) form.append('alt', alt);
  return form;
};

const setHashOf = (url: string) => /([0-9a-f]{64})/.exec(url)![1]!;

describe.each(databaseKinds())('the salon gallery on %s', (kind) => {
  let ctx: TestContext;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let admin: TestClient;
  let otherAdmin: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    company = await createCompany(ctx.deps.db);
    admin = (await signedInAdmin(ctx, company.id, company.email)).client;
    const other = await createCompany(ctx.deps.db);
    otherAdmin = (await signedInAdmin(ctx, other.id, other.email)).client;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const upload = (bytes: Buffer | null, alt?: string) =>
    admin.postForm<CompanyPhotosBody>('/api/admin/photos', photoForm(bytes, alt));
  const clear = async () => {
    await ctx.deps.db.delete(companyPhotos).where(eq(companyPhotos.companyId, company.id));
  };

  it('stores an upload as a photo set (aspect kept) with its alt text, last in order, shown on the company page', async () => {
    await clear();
    const first = await upload(await png('#aa3333', 1600, 1000), 'Salongen från entrén');
    expect(first.status).toBe(201);
    const second = await upload(await png('#33aa33'), '  Två stolar vid fönstret  ');
    expect(second.status).toBe(201);
    const photos = second.json.photos;
    expect(photos.map((p) => [p.alt, p.position, p.isCover])).toEqual([
      ['Salongen från entrén', 0, false],
      ['Två stolar vid fönstret', 1, false],
    ]);
    // The photo shape: 320/640/1280, aspect kept (1600×1000 → 1280×800).
    expect(photos[0]!.image).toMatchObject({ width: 1280, height: 800, src: photos[0]!.imageUrl });
    expect(photos[0]!.image!.webpSrcset).toMatch(/ 320w, .* 640w, .* 1280w$/);

    const list = await admin.get<CompanyPhotosBody>('/api/admin/photos');
    expect(list.json.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));

    const page = await new TestClient(ctx).get<{ company: PublicCompany }>(`/api/companies/${company.slug}`);
    expect(page.json.company.photos.map((p) => p.alt)).toEqual([
      'Salongen från entrén',
      'Två stolar vid fönstret',
    ]);
    expect(page.json.company.photos[0]!.image.src).toBe(photos[0]!.imageUrl);
  });

  it('refuses a missing file, a non-image, a missing or too long alt text, each in Swedish', async () => {
    await clear();
    const noFile = await upload(null, 'Bild');
    expect(noFile.status).toBe(400);
    expect(errorMessage(noFile)).toBe('Vänligen välj en bildfil');
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('<svg/>')], 'x.svg', { type: 'image/svg+xml' }));
    form.append('alt', 'Bild');
    const svg = await admin.postForm('/api/admin/photos', form);
    expect(svg.status).toBe(400);
    expect(errorMessage(svg)).toBe('Vänligen välj en bildfil');
    const noAlt = await upload(await png('#123456'));
    expect(noAlt.status).toBe(400);
    expect(errorMessage(noAlt)).toBe('Beskriv bilden');
    const blank = await upload(await png('#123456'), '   ');
    expect(errorMessage(blank)).toBe('Beskriv bilden');
    const long = await upload(await png('#123456'), 'x'.repeat(151));
    expect(long.status).toBe(400);
    expect(errorMessage(long)).toBe('Beskrivningen får vara högst 150 tecken');
    expect((await admin.get<CompanyPhotosBody>('/api/admin/photos')).json.photos).toEqual([]);

    const ok = await upload(await png('#123456'), 'Bild');
    const id = ok.json.photos[0]!.id;
    const patchBlank = await admin.request('PATCH', `/api/admin/photos/${id}`, { alt: '' });
    expect(patchBlank.status).toBe(400);
    expect(errorMessage(patchBlank)).toBe('Beskriv bilden');
    const patchLong = await admin.request('PATCH', `/api/admin/photos/${id}`, { alt: 'å'.repeat(151) });
    expect(patchLong.status).toBe(400);
    const patched = await admin.request<CompanyPhotosBody>('PATCH', `/api/admin/photos/${id}`, {
      alt: 'Ny text',
    });
    expect(patched.status).toBe(200);
    expect(patched.json.photos[0]!.alt).toBe('Ny text');
  });

  it('allows 12 photos and refuses the 13th with 409, also when uploads race', async () => {
    await clear();
    const colours = Array.from(
      { length: 14 },
      (_, i) => `#${(0x102030 + i * 0x0a0b0c).toString(16).slice(-6)}`,
    );
    const files = await Promise.all(colours.map((c) => png(c, 64, 48)));
    const setsBefore = new Set(
      (await ctx.deps.db.selectDistinct({ s: images.setHash }).from(images)).map((r) => r.s),
    );
    for (const file of files.slice(0, 10)) expect((await upload(file, 'Bild')).status).toBe(201);
    // Three at once for the last two places: exactly two get in.
    const raced = await Promise.all(files.slice(10, 13).map((f) => upload(f, 'Bild')));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const refused = await upload(files[13]!, 'Bild');
    expect(refused.status).toBe(409);
    expect(errorMessage(refused)).toBe('Du kan ha högst 12 bilder');
    expect((await admin.get<CompanyPhotosBody>('/api/admin/photos')).json.photos).toHaveLength(12);
    // The refused uploads left no image set behind.
    const sets = await ctx.deps.db.selectDistinct({ s: images.setHash }).from(images);
    // A photo names two sets: its variants and its shared-link picture.
    const rows = await ctx.deps.db
      .select({ url: companyPhotos.imageUrl, share: companyPhotos.shareImageUrl })
      .from(companyPhotos);
    const named = new Set(rows.flatMap((r) => [setHashOf(r.url), setHashOf(r.share!)]));
    expect(sets.filter((s) => !named.has(s.s) && !setsBefore.has(s.s))).toEqual([]);
  });

  it('reorders by the whole list and keeps one cover, shown first on the company page', async () => {
    await clear();
    for (const [i, c] of ['#111111', '#222222', '#333333'].entries())
      await upload(await png(c, 64, 48), `Bild ${i + 1}`);
    const ids = (await admin.get<CompanyPhotosBody>('/api/admin/photos')).json.photos.map((p) => p.id);

    const reordered = await admin.put<CompanyPhotosBody>('/api/admin/photos/order', {
      ids: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.json.photos.map((p) => p.alt)).toEqual(['Bild 3', 'Bild 1', 'Bild 2']);
    const partial = await admin.put('/api/admin/photos/order', { ids: [ids[0], ids[1]] });
    expect(partial.status).toBe(400);
    expect(errorMessage(partial)).toBe('Ordningen måste ta med alla bilder en gång');
    const twice = await admin.put('/api/admin/photos/order', { ids: [ids[0], ids[0], ids[1]] });
    expect(twice.status).toBe(400);

    expect((await admin.put(`/api/admin/photos/${ids[1]}/cover`)).status).toBe(200);
    const cover = await admin.put<CompanyPhotosBody>(`/api/admin/photos/${ids[0]}/cover`);
    expect(cover.json.photos.filter((p) => p.isCover).map((p) => p.alt)).toEqual(['Bild 1']);
    const rows = await ctx.deps.db
      .select()
      .from(companyPhotos)
      .where(eq(companyPhotos.companyId, company.id));
    expect(rows.filter((r) => r.isCover)).toHaveLength(1);

    const page = await new TestClient(ctx).get<{ company: PublicCompany }>(`/api/companies/${company.slug}`);
    expect(page.json.company.photos.map((p) => p.alt)).toEqual(['Bild 1', 'Bild 3', 'Bild 2']);
  });

  it('deletes a photo and releases its image set unless another row still shows it', async () => {
    await clear();
    const bytes = await png('#abcdef', 200, 100);
    await upload(bytes, 'Första');
    const both = await upload(bytes, 'Samma bild igen');
    const [a, b] = both.json.photos;
    expect(a!.imageUrl).toBe(b!.imageUrl);
    const hash = setHashOf(a!.imageUrl);

    const left = await admin.delete<CompanyPhotosBody>(`/api/admin/photos/${a!.id}`);
    expect(left.status).toBe(200);
    expect(left.json.photos.map((p) => p.id)).toEqual([b!.id]);
    expect(await ctx.deps.db.select().from(images).where(eq(images.setHash, hash))).not.toHaveLength(0);
    await admin.delete(`/api/admin/photos/${b!.id}`);
    expect(await ctx.deps.db.select().from(images).where(eq(images.setHash, hash))).toHaveLength(0);
    expect((await admin.delete(`/api/admin/photos/${b!.id}`)).status).toBe(404);
  });

  it('gives each photo a 1200×630 JPEG for shared links; the page offers its cover’s, and deleting the photo deletes it', async () => {
    await clear();
    const guest = new TestClient(ctx);
    const shareOf = async () =>
      (await guest.get<{ company: PublicCompany }>(`/api/companies/${company.slug}`)).json.company
        .shareImageUrl;
    expect(await shareOf()).toBeNull();

    // A tall photo is cropped to the landscape size link previews show, without its metadata.
    const tall = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Hemlig plats' } } })
      .toBuffer();
    const first = (await upload(tall, 'Receptionen')).json.photos[0]!;
    const firstShare = await shareOf();
    expect(firstShare).toMatch(/^\/images\/[0-9a-f]{64}\.jpg$/);
    const served = await ctx.app.request(firstShare!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 630, undefined]);

    // Without a chosen cover the first photo's; once another is the cover, that one's.
    const second = (await upload(await png('#224488'), 'Stolarna')).json.photos[1]!;
    expect(await shareOf()).toBe(firstShare);
    await admin.put(`/api/admin/photos/${second.id}/cover`);
    const coverShare = await shareOf();
    expect(coverShare).toMatch(/\.jpg$/);
    expect(coverShare).not.toBe(firstShare);

    await admin.delete(`/api/admin/photos/${first.id}`);
    expect((await ctx.app.request(firstShare!)).status).toBe(404);
    await admin.delete(`/api/admin/photos/${second.id}`);
    expect((await ctx.app.request(coverShare!)).status).toBe(404);
    expect(await shareOf()).toBeNull();
  });

  it('puts the cover (else the first photo) on the search card, and nothing on a card without photos', async () => {
    await clear();
    const guest = new TestClient(ctx);
    const card = async (name: string) =>
      (
        await guest.get<CompanySearchResult>(`/api/companies?q=${encodeURIComponent(name)}`)
      ).json.companies.find((c) => c.name === name);
    expect((await card(company.name))!.cover).toBeNull();
    const photos = (await upload(await png('#5a7a3a', 1600, 900), 'Första bilden')).json.photos;
    expect((await card(company.name))!.cover).toMatchObject({
      alt: 'Första bilden',
      image: { src: photos[0]!.imageUrl, width: 1280, height: 720 },
    });
    const second = (await upload(await png('#3a5a7a'), 'Omslaget')).json.photos[1]!;
    await admin.put(`/api/admin/photos/${second.id}/cover`);
    expect((await card(company.name))!.cover).toMatchObject({
      alt: 'Omslaget',
      image: { src: second.imageUrl },
    });
  });

  it("answers 404 'Bilden finns inte' for another company's photo and changes nothing", async () => {
    await clear();
    const mine = (await upload(await png('#fedcba', 64, 48), 'Min bild')).json.photos[0]!;
    for (const res of [
      await otherAdmin.request('PATCH', `/api/admin/photos/${mine.id}`, { alt: 'Kapad' }),
      await otherAdmin.put(`/api/admin/photos/${mine.id}/cover`),
      await otherAdmin.put('/api/admin/photos/order', { ids: [mine.id] }),
      await otherAdmin.delete(`/api/admin/photos/${mine.id}`),
      await admin.delete('/api/admin/photos/inte-ett-id'),
    ]) {
      expect(res.status).toBe(404);
      expect(errorMessage(res)).toBe('Bilden finns inte');
    }
    const still = (await admin.get<CompanyPhotosBody>('/api/admin/photos')).json.photos;
    expect(still).toEqual([mine]);
    expect((await otherAdmin.get<CompanyPhotosBody>('/api/admin/photos')).json.photos).toEqual([]);
  });
});
