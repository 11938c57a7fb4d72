import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import sharp from 'sharp';
import {
  LOGO_MAX_BYTES,
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
} from '../../shared/schemas/admin-settings';
import { AppError } from '../errors';
import { logger } from '../logger';

/** Image formats accepted as a logo, recognised by content (not by file name or declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Side of the stored square logo in pixels. */
export const LOGO_SIZE = 256;
/** URL prefix under which main.ts serves `${DATA_DIR}/uploads`. */
const LOGO_URL_PREFIX = '/uploads/logos/';
const LOGO_FILE_PATTERN = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

const notImage = () => new AppError(400, 'not_an_image', LOGO_NOT_IMAGE_MESSAGE);
const tooLarge = () => new AppError(413, 'too_large', LOGO_TOO_LARGE_MESSAGE);

/**
 * Route middleware of an image upload (company logo, staff photo): refuses a body over 5 MB (plus multipart
 * overhead) with 413 'Bilden är för stor. Max 5MB tillåtet.' before it is read.
 */
export const imageUploadLimit = bodyLimit({
  maxSize: LOGO_MAX_BYTES + 512 * 1024,
  onError: () => {
    throw tooLarge();
  },
});

/**
 * The bytes of the multipart field `file` of an image upload; 400 'Vänligen välj en bildfil' when the body is not
 * multipart or the field is missing or empty, 413 when the file is over 5 MB. The content is checked by processLogo.
 */
export async function readUploadedImage(c: Context): Promise<Buffer> {
  let file: unknown;
  try {
    file = (await c.req.parseBody())['file'];
  } catch {
    throw notImage();
  }
  if (!(file instanceof File) || file.size === 0) throw notImage();
  if (file.size > LOGO_MAX_BYTES) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Checks that `input` really is a JPEG, PNG, WebP, GIF or AVIF image (400 'Vänligen välj en bildfil' otherwise) and
 * returns it as a 256×256 WebP (cover crop, orientation applied, metadata stripped).
 */
export async function processLogo(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input).metadata());
  } catch {
    throw notImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notImage();
  try {
    return await sharp(input)
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw notImage();
  }
}

/**
 * Writes a processed image to `${dataDir}/uploads/logos/<ownerId>-<random>.webp`; returns its public URL. The owner
 * is a company (its logo) or a staff member (their photo): both ids are UUIDs.
 */
export async function storeLogo(dataDir: string, ownerId: string, webp: Buffer): Promise<string> {
  const dir = path.join(dataDir, 'uploads', 'logos');
  await mkdir(dir, { recursive: true });
  const file = `${ownerId}-${randomBytes(8).toString('hex')}.webp`;
  await writeFile(path.join(dir, file), webp);
  return `${LOGO_URL_PREFIX}${file}`;
}

/** Deletes the stored file behind a logo URL we made (anything else, e.g. an external URL, is left alone). */
export async function deleteLogoFile(dataDir: string, avatarUrl: string | null | undefined): Promise<void> {
  if (!avatarUrl?.startsWith(LOGO_URL_PREFIX)) return;
  const file = avatarUrl.slice(LOGO_URL_PREFIX.length);
  if (!LOGO_FILE_PATTERN.test(file)) return;
  try {
    await rm(path.join(dataDir, 'uploads', 'logos', file), { force: true });
  } catch (err) {
    logger.warn({ err, file }, 'could not delete old logo');
  }
}
