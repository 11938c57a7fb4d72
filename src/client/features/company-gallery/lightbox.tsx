import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '~/client/components/ui/button';
import { Modal } from '~/client/components/ui/modal';
import { ResponsiveImage } from '~/client/components/ui/responsive-image';
import type { PublicCompanyPhoto } from '~/shared/schemas/company-photos';
import { t } from './strings';

/**
 * One photo at a time in the Modal: 'Föregående bild'/'Nästa bild' buttons and the arrow keys (wrapping around),
 * Escape and 'Stäng' close it; the alt text is its caption.
 */
export function Lightbox({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: PublicCompanyPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const count = photos.length;
  const photo = photos[index]!;
  const step = (by: number) => onIndexChange((index + by + count) % count);

  useEffect(() => {
    // On the document: focus may be on the dialog's close button, outside the content below.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'ArrowRight') step(1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t.title(index, count)} closeLabel={t.close}>
      <figure className="space-y-3" data-testid="lightbox-photo">
        <ResponsiveImage
          key={photo.image.src}
          image={photo.image}
          alt={photo.alt}
          sizes="(min-width: 640px) 400px, 100vw"
          loading="eager"
          className="max-h-[60dvh] w-full rounded-xl bg-stone-100 object-contain"
        />
        <figcaption className="text-sm wrap-anywhere text-stone-700">{photo.alt}</figcaption>
      </figure>
      {count > 1 ? (
        <div className="mt-4 flex justify-between gap-2">
          <Button type="button" variant="secondary" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" />
            {t.previous}
          </Button>
          <Button type="button" variant="secondary" onClick={() => step(1)}>
            {t.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
