import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  LOGO_MAX_BYTES,
  LOGO_NOT_IMAGE_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
} from '../../shared/schemas/admin-settings';
import { AppError } from '../errors';

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
 * multipart or the field is missing or empty, 413 when the file is over 5 MB. The content is checked by
 * processImage.
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
