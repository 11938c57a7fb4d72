import type { ResponsiveImage as Image } from '~/shared/schemas/images';

/**
 * An uploaded image in its variants (docs/decisions/039): AVIF for browsers that take it, else WebP, each picked by
 * the browser from `srcset` for `sizes` (the CSS width it is shown at, e.g. '40px' or '(min-width: 640px) 50vw,
 * 100vw'). `width`/`height` keep its box before it loads (no layout shift); `loading` is 'lazy' unless the image is
 * near the top of the page ('eager', with `fetchPriority` 'high' for the page's main picture). `alt` '' for a
 * picture beside its name.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  className,
  loading = 'lazy',
  fetchPriority,
}: {
  image: Image;
  alt: string;
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}) {
  return (
    // No box of its own: the <img> is laid out as the caller styles it. The <source> gets none either (it is no
    // hidden element by default, and as a flex item it would add a gap before the picture).
    <picture className="contents [&>source]:hidden">
      {image.avifSrcset ? <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} /> : null}
      <img
        src={image.src}
        srcSet={image.webpSrcset || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
