/**
 * Contracts of the salon's photo gallery (`/api/admin/photos`, the public company's `photos`; docs/decisions/040).
 */
import { z } from '../zod';
import { idSchema } from './ids';
import type { ResponsiveImage } from './images';

/** The most photos one company may have. */
export const COMPANY_PHOTOS_MAX = 12;
/** The longest alt text of a photo, in characters. */
export const PHOTO_ALT_MAX = 150;

export const PHOTO_ALT_REQUIRED_MESSAGE = 'Beskriv bilden';
export const PHOTO_ALT_TOO_LONG_MESSAGE = `Beskrivningen får vara högst ${PHOTO_ALT_MAX} tecken`;
export const TOO_MANY_PHOTOS_MESSAGE = `Du kan ha högst ${COMPANY_PHOTOS_MAX} bilder`;
export const PHOTO_NOT_FOUND_MESSAGE = 'Bilden finns inte';
export const PHOTO_ORDER_MESSAGE = 'Ordningen måste ta med alla bilder en gång';

/** A photo's alt text: trimmed, 1–150 characters ('Beskriv bilden' when empty). */
export const photoAltSchema = z
  .string({ error: PHOTO_ALT_REQUIRED_MESSAGE })
  .trim()
  .min(1, PHOTO_ALT_REQUIRED_MESSAGE)
  .max(PHOTO_ALT_MAX, PHOTO_ALT_TOO_LONG_MESSAGE);

/** Body of `PATCH /api/admin/photos/:id`. */
export const photoAltInputSchema = z.object({ alt: photoAltSchema });
export type PhotoAltInput = z.input<typeof photoAltInputSchema>;

/** Body of `PUT /api/admin/photos/order`: every photo id of the company, once, in the new order. */
export const photoOrderSchema = z.object({
  ids: z
    .array(idSchema(PHOTO_NOT_FOUND_MESSAGE))
    .min(1, PHOTO_ORDER_MESSAGE)
    .max(COMPANY_PHOTOS_MAX, PHOTO_ORDER_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, PHOTO_ORDER_MESSAGE),
});
export type PhotoOrderInput = z.input<typeof photoOrderSchema>;

/**
 * A gallery photo as the admin edits it: `image` its variants (null only when its set is gone), `imageUrl` the
 * reference (`/images/<set_hash>.webp`), `position` 0-based in display order, `isCover` at most one per company.
 */
export interface AdminCompanyPhoto {
  id: string;
  imageUrl: string;
  image: ResponsiveImage | null;
  alt: string;
  position: number;
  isCover: boolean;
}

/** Every admin gallery answer: the company's photos in display order. */
export interface CompanyPhotosBody {
  photos: AdminCompanyPhoto[];
}

/** A gallery photo as customers see it (the company page). */
export interface PublicCompanyPhoto {
  image: ResponsiveImage;
  alt: string;
}
