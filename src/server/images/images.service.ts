import { eq, or } from 'drizzle-orm';
import type { ResponsiveImage } from '../../shared/schemas/images';
import type { Deps } from '../context';
import { companies, companyPhotos, staff } from '../db/schema';
import type { ImageFormat, ImageStore, ImageVariantInfo } from './image-store';
import { makeShareImage, processImage, type ImageShape } from './process-image';

/** Where the image route is mounted (app.ts). */
export const IMAGE_URL_PREFIX = '/images/';
const REFERENCE_PATTERN = /^\/images\/([0-9a-f]{64})\.(?:webp|jpg)$/;

/** The public address of one stored variant: `/images/<hash>.<format>`. */
export function imageUrl(hash: string, format: ImageFormat): string {
  return `${IMAGE_URL_PREFIX}${hash}.${format}`;
}

/**
 * The set hash behind an image reference we made (`/images/<hash>.webp`, or `.jpg` for a shared-link picture), else
 * null (none, or a foreign URL).
 */
export function setHashOf(url: string | null | undefined): string | null {
  return url ? (REFERENCE_PATTERN.exec(url)?.[1] ?? null) : null;
}

/**
 * Checks and processes an upload (processImage: 400 'Vänligen välj en bildfil' unless an image by content) and
 * stores its variants; returns its reference, the URL of its largest WebP (`/images/<hash>.webp`), which the
 * owner's row keeps (`companies.avatar_url`, `staff.photo_url`) and which works as a plain `src` anywhere
 * (e-mails, Open Graph).
 */
export async function storeImage(store: ImageStore, input: Buffer, shape: ImageShape): Promise<string> {
  const variants = await processImage(input, shape);
  const largest = variants.filter((v) => v.format === 'webp').at(-1);
  if (!largest) throw new Error('processImage made no WebP variant');
  await store.putSet(largest.hash, variants);
  return imageUrl(largest.hash, 'webp');
}

/**
 * Makes and stores the 1200×630 JPEG a shared link shows (makeShareImage), a set of its own; returns its reference
 * `/images/<hash>.jpg`. 400 'Vänligen välj en bildfil' when the upload cannot be read.
 */
export async function storeShareImage(store: ImageStore, input: Buffer): Promise<string> {
  const variant = await makeShareImage(input);
  await store.putSet(variant.hash, [variant]);
  return imageUrl(variant.hash, 'jpg');
}

/**
 * Deletes the stored variants behind `url` once no company logo, staff photo or gallery photo refers to it any more (the same
 * picture uploaded twice is one set). Anything else (null, a foreign URL) is left alone. Call it after the owner's
 * row stopped referring to it.
 */
export async function releaseImage(deps: Pick<Deps, 'db' | 'images'>, url: string | null | undefined) {
  const setHash = setHashOf(url);
  if (!setHash || !url) return;
  const [logo] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.avatarUrl, url))
    .limit(1);
  const [photo] = await deps.db.select({ id: staff.id }).from(staff).where(eq(staff.photoUrl, url)).limit(1);
  const [galleryPhoto] = await deps.db
    .select({ id: companyPhotos.id })
    .from(companyPhotos)
    .where(or(eq(companyPhotos.imageUrl, url), eq(companyPhotos.shareImageUrl, url)))
    .limit(1);
  if (!logo && !photo && !galleryPhoto) await deps.images.deleteSet(setHash);
}

function toResponsive(url: string, variants: ImageVariantInfo[]): ResponsiveImage | null {
  const srcset = (format: ImageFormat) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${imageUrl(v.hash, format)} ${v.width}w`)
      .join(', ');
  const largest = variants.filter((v) => v.format === 'webp').at(-1);
  if (!largest) return null;
  return {
    src: url,
    width: largest.width,
    height: largest.height,
    avifSrcset: srcset('avif'),
    webpSrcset: srcset('webp'),
  };
}

/**
 * The ResponsiveImage of each image reference in `urls` we made and still have (one query); others (null, a foreign
 * URL, a set since deleted) are absent from the map, so pages fall back to the plain URL or to initials.
 */
export async function describeImages(
  store: ImageStore,
  urls: (string | null | undefined)[],
): Promise<Map<string, ResponsiveImage>> {
  const wanted = new Map<string, string>();
  for (const url of urls) {
    const setHash = setHashOf(url);
    if (setHash && url) wanted.set(setHash, url);
  }
  const sets = await store.listSets([...wanted.keys()]);
  const described = new Map<string, ResponsiveImage>();
  for (const [setHash, url] of wanted) {
    const image = toResponsive(url, sets.get(setHash) ?? []);
    if (image) described.set(url, image);
  }
  return described;
}
