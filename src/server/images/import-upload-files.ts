import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { Deps } from '../context';
import { companies, staff } from '../db/schema';
import { logger } from '../logger';
import { storeImage } from './images.service';

/** How logos and staff photos were stored before docs/decisions/039: files under `DATA_DIR/uploads/logos/`. */
const LEGACY_PREFIX = '/uploads/logos/';
const LEGACY_FILE_PATTERN = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

async function importOne(deps: Pick<Deps, 'env' | 'images'>, url: string): Promise<string | null> {
  const file = url.slice(LEGACY_PREFIX.length);
  if (!LEGACY_FILE_PATTERN.test(file)) return null;
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(deps.env.DATA_DIR, 'uploads', 'logos', file));
  } catch {
    return null;
  }
  try {
    return await storeImage(deps.images, bytes, 'square');
  } catch (err) {
    logger.warn({ err, file }, 'an uploaded file could not be moved into the database');
    return null;
  }
}

/**
 * Moves logos and staff photos still stored as files (`/uploads/logos/…` in `companies.avatar_url` or
 * `staff.photo_url`, from before docs/decisions/039) into the image store, and points the rows at them. Run by the
 * server at startup before it serves (main.ts; a migration cannot read files). Idempotent: a moved row no longer
 * matches, and a row is only changed while it still names the file. A file this machine does not have is left for
 * the server that has it (counted in `missing`); the files themselves stay on disk and may be deleted afterwards.
 */
export async function importUploadFiles(
  deps: Pick<Deps, 'db' | 'env' | 'images'>,
): Promise<{ moved: number; missing: number }> {
  let moved = 0;
  let missing = 0;
  const logos = await deps.db
    .select({ id: companies.id, url: companies.avatarUrl })
    .from(companies)
    .where(like(companies.avatarUrl, `${LEGACY_PREFIX}%`));
  for (const { id, url } of logos) {
    const next = url && (await importOne(deps, url));
    if (!next || !url) {
      missing++;
      continue;
    }
    await deps.db
      .update(companies)
      .set({ avatarUrl: next })
      .where(and(eq(companies.id, id), eq(companies.avatarUrl, url)));
    moved++;
  }
  const photos = await deps.db
    .select({ id: staff.id, url: staff.photoUrl })
    .from(staff)
    .where(like(staff.photoUrl, `${LEGACY_PREFIX}%`));
  for (const { id, url } of photos) {
    const next = url && (await importOne(deps, url));
    if (!next || !url) {
      missing++;
      continue;
    }
    await deps.db
      .update(staff)
      .set({ photoUrl: next })
      .where(and(eq(staff.id, id), eq(staff.photoUrl, url)));
    moved++;
  }
  if (moved > 0 || missing > 0) {
    logger.info({ moved, missing }, 'uploaded files moved into the image store');
  }
  return { moved, missing };
}
