import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images } from '../db/schema';

/** The responsive variants are AVIF and WebP; `jpg` is the one shared-link picture of a photo (decision 042). */
export type ImageFormat = 'avif' | 'webp' | 'jpg';

/** One processed variant of an upload: its bytes, their SHA-256 (hex), format and size in pixels. */
export interface ImageVariant {
  hash: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

/** A variant without its bytes: what a page needs to build `srcset`. */
export type ImageVariantInfo = Omit<ImageVariant, 'bytes'>;

/**
 * Where processed images are kept (docs/decisions/039). The server only ever stores a set of variants at once,
 * reads one variant by its hash, lists a set's variants and deletes a set; an S3-compatible store can implement the
 * same four calls (objects `<hash>.<format>`, the set as a prefix or a small manifest object).
 */
export interface ImageStore {
  /** Stores the variants of one upload under `setHash`; a variant already stored (same hash) is kept as it is. */
  putSet(setHash: string, variants: ImageVariant[]): Promise<void>;
  /** The variant with `hash` in `format`, or null. */
  get(hash: string, format: ImageFormat): Promise<ImageVariant | null>;
  /** The variants of each of `setHashes` (without bytes), by set. Unknown sets are absent from the map. */
  listSets(setHashes: string[]): Promise<Map<string, ImageVariantInfo[]>>;
  /** Deletes every variant of `setHash` (nothing when there is none). */
  deleteSet(setHash: string): Promise<void>;
}

/** The ImageStore in the application's database: the `images` table (PGlite or PostgreSQL). */
export function createDatabaseImageStore(db: Database): ImageStore {
  return {
    async putSet(setHash, variants) {
      if (variants.length === 0) return;
      await db
        .insert(images)
        .values(
          variants.map((v) => ({
            hash: v.hash,
            setHash,
            format: v.format,
            width: v.width,
            height: v.height,
            byteSize: v.bytes.length,
            bytes: v.bytes,
          })),
        )
        .onConflictDoNothing({ target: images.hash });
    },
    async get(hash, format) {
      const [row] = await db
        .select({
          hash: images.hash,
          format: images.format,
          width: images.width,
          height: images.height,
          bytes: images.bytes,
        })
        .from(images)
        .where(and(eq(images.hash, hash), eq(images.format, format)));
      return row ? { ...row, format: row.format as ImageFormat } : null;
    },
    async listSets(setHashes) {
      const sets = new Map<string, ImageVariantInfo[]>();
      if (setHashes.length === 0) return sets;
      const rows = await db
        .select({
          setHash: images.setHash,
          hash: images.hash,
          format: images.format,
          width: images.width,
          height: images.height,
        })
        .from(images)
        .where(inArray(images.setHash, [...new Set(setHashes)]))
        .orderBy(images.width, images.format);
      for (const { setHash, ...variant } of rows) {
        sets.set(setHash, [
          ...(sets.get(setHash) ?? []),
          { ...variant, format: variant.format as ImageFormat },
        ]);
      }
      return sets;
    },
    async deleteSet(setHash) {
      await db.delete(images).where(eq(images.setHash, setHash));
    },
  };
}
