import { cn } from '~/client/lib/cn';
import type { ResponsiveImage as Image } from '~/shared/schemas/images';
import { ResponsiveImage } from './responsive-image';

/** Up to two initials of a name: 'Salong Solros' -> 'SS'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A company or person avatar: the image when there is one (its variants when `image` is given, picked for `sizes`,
 * the CSS width it is shown at; `loading` lazy unless told), else the initials.
 */
export function Avatar({
  name,
  src,
  image,
  sizes = '48px',
  loading,
  className,
}: {
  name: string;
  src?: string | null;
  image?: Image | null;
  sizes?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}) {
  if (image) {
    return (
      <ResponsiveImage
        image={image}
        alt=""
        sizes={sizes}
        loading={loading}
        className={cn('size-12 shrink-0 rounded-xl object-cover', className)}
      />
    );
  }
  return src ? (
    <img src={src} alt="" className={cn('size-12 shrink-0 rounded-xl object-cover', className)} />
  ) : (
    <div
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 font-semibold text-accent-800',
        className,
      )}
    >
      {initials(name)}
    </div>
  );
}
