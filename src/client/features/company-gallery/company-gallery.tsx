import { lazy, Suspense, useContext, useState } from 'react';
import { ResponsiveImage } from '~/client/components/ui/responsive-image';
import { EmbedContext } from '~/client/lib/embed-context';
import type { PublicCompanyPhoto } from '~/shared/schemas/company-photos';
import { t } from './strings';

/** The page's content width (booking page: max-w-4xl less its padding), for `sizes`. */
const COVER_SIZES = '(min-width: 896px) 848px, calc(100vw - 2rem)';
const THUMB_SIZES = '(min-width: 640px) 224px, 160px';

// Loaded when a photo is first opened: the Modal and its dialog library stay out of the company page's first load
// (the customer pages' JavaScript budget, bench/scenarios/client.ts).
const Lightbox = lazy(() => import('./lightbox').then((m) => ({ default: m.Lightbox })));

/**
 * The company page's gallery (docs/decisions/040): the cover photo (the first of `photos`) across the top, the
 * page's LCP candidate (eager, `fetchpriority="high"`, width and height against layout shift), and the others as a
 * row that scrolls sideways with snap points (swiped on a phone). Each photo opens the lightbox. Nothing without
 * photos, and nothing in the company's widget (a frame on another site, kept to the booking).
 */
export function CompanyGallery({ photos }: { photos: PublicCompanyPhoto[] }) {
  const embedded = useContext(EmbedContext) !== null;
  const [open, setOpen] = useState<number | null>(null);
  const [cover, ...rest] = photos;
  if (embedded || !cover) return null;
  return (
    <section aria-label={t.galleryLabel} className="min-w-0 space-y-2" data-testid="company-gallery">
      <button
        type="button"
        onClick={() => setOpen(0)}
        aria-label={t.open(cover.alt)}
        className="block w-full cursor-zoom-in overflow-hidden rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        <ResponsiveImage
          image={cover.image}
          alt={cover.alt}
          sizes={COVER_SIZES}
          loading="eager"
          fetchPriority="high"
          className="aspect-[16/9] w-full bg-stone-100 object-cover sm:aspect-[21/9]"
        />
      </button>
      {rest.length ? (
        <ul className="flex snap-x snap-mandatory gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
          {rest.map((photo, i) => (
            <li key={photo.image.src + i} className="w-40 shrink-0 snap-start sm:w-56">
              <button
                type="button"
                onClick={() => setOpen(i + 1)}
                aria-label={t.open(photo.alt)}
                className="block w-full cursor-zoom-in overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              >
                <ResponsiveImage
                  image={photo.image}
                  alt={photo.alt}
                  sizes={THUMB_SIZES}
                  className="aspect-[4/3] w-full bg-stone-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox photos={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
