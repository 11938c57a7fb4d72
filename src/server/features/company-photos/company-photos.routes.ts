import { Hono } from 'hono';
import {
  PHOTO_NOT_FOUND_MESSAGE,
  photoAltInputSchema,
  photoAltSchema,
  photoOrderSchema,
  type CompanyPhotosBody,
} from '../../../shared/schemas/company-photos';
import { adminCompany, adminOnly } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { imageUploadLimit, readUploadedImage } from '../../images';
import { validate, validateIds } from '../../validation';
import {
  addPhoto,
  listAdminPhotos,
  removePhoto,
  reorderPhotos,
  setCoverPhoto,
  setPhotoAlt,
} from './company-photos.service';

/** `:id` of a photo route: a malformed id is 404 like an unknown photo. */
const photoId = validateIds({ id: PHOTO_NOT_FOUND_MESSAGE });

/**
 * The salon's photo gallery under `/api/admin/photos` (docs/decisions/040), scoped to the admin's company (401 guest,
 * 403 not an admin; another company's photo is 404 'Bilden finns inte'). Every answer is `{ photos:
 * AdminCompanyPhoto[] }` in display order. Errors `{ error: { code, message } }`, Swedish.
 * - `GET /` → the photos.
 * - `POST /` multipart `file` (as the logo: ≤ 5 MB, an image by content; 400 'Vänligen välj en bildfil', 413 'Bilden
 *   är för stor. Max 5MB tillåtet.') and `alt` (1–150 characters; 400 'Beskriv bilden' / 'Beskrivningen får vara
 *   högst 150 tecken') → 201, the photo added last; 409 `too_many_photos` 'Du kan ha högst 12 bilder'.
 * - `PATCH /:id` `{ alt }` → the photos.
 * - `PUT /order` `{ ids }` (every photo of the company once) → the photos in the new order; 400 'Ordningen måste ta
 *   med alla bilder en gång'.
 * - `PUT /:id/cover` → the photos, this one the only cover.
 * - `DELETE /:id` → the photos left; the image set is released.
 */
export const companyPhotosRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<CompanyPhotosBody>({ photos: await listAdminPhotos(c.var.deps, adminCompany(c).id) });
  })
  .post('/', imageUploadLimit, async (c) => {
    const file = await readUploadedImage(c);
    // The body is parsed once and kept by Hono, so reading `alt` after the file costs nothing.
    const alt = photoAltSchema.safeParse((await c.req.parseBody())['alt'] ?? '');
    if (!alt.success) throw new AppError(400, 'invalid_input', alt.error.issues[0]!.message);
    const photos = await addPhoto(c.var.deps, adminCompany(c).id, file, alt.data);
    return c.json<CompanyPhotosBody>({ photos }, 201);
  })
  .put('/order', validate('json', photoOrderSchema), async (c) => {
    const photos = await reorderPhotos(c.var.deps, adminCompany(c).id, c.req.valid('json'));
    return c.json<CompanyPhotosBody>({ photos });
  })
  .patch('/:id', validate('json', photoAltInputSchema), photoId, async (c) => {
    const { id } = c.req.valid('param');
    const photos = await setPhotoAlt(c.var.deps, adminCompany(c).id, id, c.req.valid('json').alt);
    return c.json<CompanyPhotosBody>({ photos });
  })
  .put('/:id/cover', photoId, async (c) => {
    const photos = await setCoverPhoto(c.var.deps, adminCompany(c).id, c.req.valid('param').id);
    return c.json<CompanyPhotosBody>({ photos });
  })
  .delete('/:id', photoId, async (c) => {
    const photos = await removePhoto(c.var.deps, adminCompany(c).id, c.req.valid('param').id);
    return c.json<CompanyPhotosBody>({ photos });
  });
