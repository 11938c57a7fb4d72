import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  COMPANY_PHOTOS_MAX,
  PHOTO_NOT_FOUND_MESSAGE,
  PHOTO_ORDER_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  type AdminCompanyPhoto,
  type PhotoOrderInput,
  type PublicCompanyPhoto,
} from '../../../shared/schemas/company-photos';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { companies, companyPhotos } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { describeImages, releaseImage, storeImage, storeShareImage, type ImageStore } from '../../images';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const photoNotFound = () => notFound(PHOTO_NOT_FOUND_MESSAGE);
const tooMany = () => new AppError(409, 'too_many_photos', TOO_MANY_PHOTOS_MESSAGE);

/**
 * Takes the company row's lock for the rest of the transaction, so two gallery changes of one company (two uploads
 * counting to 12, two cover choices) run one after the other.
 */
async function lockCompany(tx: Transaction, companyId: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

async function countPhotos(db: Database | Transaction, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyPhotos)
    .where(eq(companyPhotos.companyId, companyId));
  return Number(row?.n ?? 0);
}

function listRows(db: Database | Transaction, companyId: string) {
  return db
    .select()
    .from(companyPhotos)
    .where(eq(companyPhotos.companyId, companyId))
    .orderBy(asc(companyPhotos.position), asc(companyPhotos.createdAt), asc(companyPhotos.id));
}

/** The company's gallery photos in display order, each with its variants (one image query). */
export async function listAdminPhotos(deps: Pick<Deps, 'db' | 'images'>, companyId: string) {
  const rows = await listRows(deps.db, companyId);
  const described = await describeImages(
    deps.images,
    rows.map((r) => r.imageUrl),
  );
  return rows.map((row): AdminCompanyPhoto => ({
    id: row.id,
    imageUrl: row.imageUrl,
    image: described.get(row.imageUrl) ?? null,
    alt: row.alt,
    position: row.position,
    isCover: row.isCover,
  }));
}

/**
 * A company's photos as customers see them: the cover first, then the others in display order; a photo whose
 * image set is gone is left out. `shareImageUrl` is the first of them that has a shared-link picture (the cover's,
 * docs/decisions/042), else null.
 */
export async function listPublicPhotos(
  db: Database,
  images: ImageStore,
  companyId: string,
): Promise<{ photos: PublicCompanyPhoto[]; shareImageUrl: string | null }> {
  const rows = await db
    .select()
    .from(companyPhotos)
    .where(eq(companyPhotos.companyId, companyId))
    .orderBy(desc(companyPhotos.isCover), asc(companyPhotos.position), asc(companyPhotos.createdAt));
  if (rows.length === 0) return { photos: [], shareImageUrl: null };
  const described = await describeImages(
    images,
    rows.map((r) => r.imageUrl),
  );
  const shown = rows.filter((row) => described.has(row.imageUrl));
  return {
    photos: shown.map((row) => ({ image: described.get(row.imageUrl)!, alt: row.alt })),
    shareImageUrl: shown.find((row) => row.shareImageUrl)?.shareImageUrl ?? null,
  };
}

/**
 * The photo each of `companyIds` leads with on a search card: its cover, else its first in order (one statement).
 * Companies without photos are absent from the map. Returns `{ imageUrl, alt }` by company id.
 */
export async function leadingPhotos(
  db: Database,
  companyIds: string[],
): Promise<Map<string, { imageUrl: string; alt: string }>> {
  const leading = new Map<string, { imageUrl: string; alt: string }>();
  if (companyIds.length === 0) return leading;
  const rows = await db
    .selectDistinctOn([companyPhotos.companyId], {
      companyId: companyPhotos.companyId,
      imageUrl: companyPhotos.imageUrl,
      alt: companyPhotos.alt,
    })
    .from(companyPhotos)
    .where(inArray(companyPhotos.companyId, [...new Set(companyIds)]))
    .orderBy(
      companyPhotos.companyId,
      desc(companyPhotos.isCover),
      asc(companyPhotos.position),
      asc(companyPhotos.createdAt),
    );
  for (const { companyId, ...photo } of rows) leading.set(companyId, photo);
  return leading;
}

/**
 * Adds an uploaded photo at the end of the gallery: 409 'Du kan ha högst 12 bilder' when the company has 12 (counted
 * before the image is processed and again under the company row's lock), 400 'Vänligen välj en bildfil' unless an
 * image by content; stored with the `photo` shape (320/640/1280 px, aspect kept). A refused insert releases the
 * stored set again.
 */
export async function addPhoto(deps: Deps, companyId: string, file: Buffer, alt: string) {
  if ((await countPhotos(deps.db, companyId)) >= COMPANY_PHOTOS_MAX) throw tooMany();
  const url = await storeImage(deps.images, file, 'photo');
  let shareUrl: string | undefined;
  try {
    shareUrl = await storeShareImage(deps.images, file);
    await deps.db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const rows = await listRows(tx, companyId);
      if (rows.length >= COMPANY_PHOTOS_MAX) throw tooMany();
      const position = rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
      await tx
        .insert(companyPhotos)
        .values({ companyId, imageUrl: url, shareImageUrl: shareUrl, alt, position });
    });
  } catch (error) {
    await releaseImage(deps, url);
    await releaseImage(deps, shareUrl);
    throw error;
  }
  return listAdminPhotos(deps, companyId);
}

/** Sets a photo's alt text; 404 'Bilden finns inte' unless the company's. */
export async function setPhotoAlt(deps: Deps, companyId: string, id: string, alt: string) {
  const updated = await deps.db
    .update(companyPhotos)
    .set({ alt })
    .where(and(eq(companyPhotos.companyId, companyId), eq(companyPhotos.id, id)))
    .returning({ id: companyPhotos.id });
  if (updated.length === 0) throw photoNotFound();
  return listAdminPhotos(deps, companyId);
}

/** Makes a photo the company's one cover (the previous cover becomes an ordinary photo); 404 unless the company's. */
export async function setCoverPhoto(deps: Deps, companyId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [photo] = await tx
      .select({ id: companyPhotos.id })
      .from(companyPhotos)
      .where(and(eq(companyPhotos.companyId, companyId), eq(companyPhotos.id, id)));
    if (!photo) throw photoNotFound();
    await tx
      .update(companyPhotos)
      .set({ isCover: false })
      .where(and(eq(companyPhotos.companyId, companyId), eq(companyPhotos.isCover, true)));
    await tx.update(companyPhotos).set({ isCover: true }).where(eq(companyPhotos.id, id));
  });
  return listAdminPhotos(deps, companyId);
}

/**
 * Saves a new order: `ids[i]` gets position `i`. 404 'Bilden finns inte' when an id is not the company's photo,
 * 400 'Ordningen måste ta med alla bilder en gång' unless the ids are exactly the company's photos.
 */
export async function reorderPhotos(deps: Deps, companyId: string, input: PhotoOrderInput) {
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const own = new Set((await listRows(tx, companyId)).map((r) => r.id));
    if (input.ids.some((id) => !own.has(id))) throw photoNotFound();
    if (input.ids.length !== own.size) throw new AppError(400, 'invalid_input', PHOTO_ORDER_MESSAGE);
    for (const [position, id] of input.ids.entries()) {
      await tx.update(companyPhotos).set({ position }).where(eq(companyPhotos.id, id));
    }
  });
  return listAdminPhotos(deps, companyId);
}

/** Deletes a photo and releases its image set (unless something else still shows it); 404 unless the company's. */
export async function removePhoto(deps: Deps, companyId: string, id: string) {
  const [removed] = await deps.db
    .delete(companyPhotos)
    .where(and(eq(companyPhotos.companyId, companyId), eq(companyPhotos.id, id)))
    .returning({ imageUrl: companyPhotos.imageUrl, shareImageUrl: companyPhotos.shareImageUrl });
  if (!removed) throw photoNotFound();
  await releaseImage(deps, removed.imageUrl);
  await releaseImage(deps, removed.shareImageUrl);
  return listAdminPhotos(deps, companyId);
}
