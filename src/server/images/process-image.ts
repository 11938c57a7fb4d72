import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LOGO_NOT_IMAGE_MESSAGE } from '../../shared/schemas/admin-settings';
import { SHARE_IMAGE_SIZE } from '../../shared/schemas/images';
import { AppError } from '../errors';
import type { ImageFormat, ImageVariant } from './image-store';

/** Image formats accepted as an upload, recognised by content (not by file name or declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * How an upload is shaped: `square` (logos, staff portraits: centre-cropped to 1:1) or `photo` (aspect kept).
 * Each has its widths in pixels; a width above the upload's own is left out (never upscaled, see variantWidths).
 */
export const IMAGE_SHAPES = {
  square: { widths: [128, 256, 512] },
  photo: { widths: [320, 640, 1280] },
} as const satisfies Record<string, { widths: readonly number[] }>;
export type ImageShape = keyof typeof IMAGE_SHAPES;

const FORMATS: ImageFormat[] = ['avif', 'webp'];

const notImage = () => new AppError(400, 'not_an_image', LOGO_NOT_IMAGE_MESSAGE);

/** The SHA-256 of `bytes`, hex: the key of a stored variant. */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The widths an upload `sourceWidth` pixels wide (after a square crop: its shorter side) is made in: the shape's
 * widths up to its own, and its own width on top when it lies below the largest (a 1000 px photo: 320, 640, 1000).
 */
export function variantWidths(shape: ImageShape, sourceWidth: number): number[] {
  const all: readonly number[] = IMAGE_SHAPES[shape].widths;
  const widths = all.filter((w) => w <= sourceWidth);
  const largest = all[all.length - 1] ?? sourceWidth;
  return sourceWidth < largest && !widths.includes(sourceWidth) ? [...widths, sourceWidth] : widths;
}

/**
 * The picture a shared link shows, made from an upload processImage has accepted: one JPEG (the format every link
 * preview reads) of exactly 1200×630, cropped to the most interesting part (sharp's `attention` strategy), turned
 * upright, without metadata. 400 'Vänligen välj en bildfil' when sharp cannot read it.
 */
export async function makeShareImage(input: Buffer): Promise<ImageVariant> {
  const { width, height } = SHARE_IMAGE_SIZE;
  try {
    const bytes = await sharp(input)
      .rotate()
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { hash: contentHash(bytes), format: 'jpg', width, height, bytes };
  } catch {
    throw notImage();
  }
}

/**
 * Checks that `input` really is a JPEG, PNG, WebP, GIF, AVIF or HEIF image (400 'Vänligen välj en bildfil'
 * otherwise) and makes its variants: AVIF and WebP at each of the shape's widths (variantWidths), orientation
 * applied, every metadata block (EXIF with GPS, XMP, IPTC, ICC) dropped, a square shape centre-cropped. Returns them
 * smallest first, each with its content hash; the largest WebP is last.
 */
export async function processImage(input: Buffer, shape: ImageShape): Promise<ImageVariant[]> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw notImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notImage();
  // EXIF orientations 5–8 turn the picture a quarter: its shown width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const sourceWidth = shape === 'square' ? Math.min(width, height) : width;
  const variants: ImageVariant[] = [];
  try {
    for (const format of FORMATS) {
      for (const w of variantWidths(shape, sourceWidth)) {
        const h = shape === 'square' ? w : Math.max(1, Math.round((height * w) / width));
        // sharp writes no metadata unless asked (withMetadata): EXIF, GPS, XMP and ICC are gone.
        const pipeline = sharp(input).rotate().resize(w, h, { fit: 'cover' });
        const bytes = await (
          format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 80 })
        ).toBuffer();
        variants.push({ hash: contentHash(bytes), format, width: w, height: h, bytes });
      }
    }
  } catch {
    throw notImage();
  }
  return variants.sort(
    (a, b) => a.width - b.width || (a.format === b.format ? 0 : a.format === 'avif' ? -1 : 1),
  );
}
