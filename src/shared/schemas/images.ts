/**
 * An uploaded image as pages show it (docs/decisions/039): `src` is the largest WebP (`/images/<hash>.webp`, the
 * reference stored with its owner), `width`/`height` its size in pixels (for the `<img>`'s width and height, so the
 * page does not shift), and `avifSrcset`/`webpSrcset` every variant as `srcset` lists (`/images/<hash>.avif 128w,
 * …`). Built by the server from the stored variants.
 */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  avifSrcset: string;
  webpSrcset: string;
}

/** Open Graph's recommended size, in pixels: the picture a shared link shows (docs/decisions/042). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The longest presentation of a staff member, in characters. */
export const STAFF_PRESENTATION_MAX = 300;
