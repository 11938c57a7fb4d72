import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Star, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { ResponsiveImage } from '~/client/components/ui/responsive-image';
import { cn } from '~/client/lib/cn';
import { PHOTO_ALT_MAX, type AdminCompanyPhoto } from '~/shared/schemas/company-photos';
import { t } from './strings';

/**
 * One gallery photo in the 'Bilder' tab's sortable list: drag handle (pointer or keyboard), thumbnail, the alt text
 * field ('Beskriv bilden', saved by its own button), 'Omslagsbild' (a badge on the cover, a button on the others)
 * and 'Ta bort' behind the confirm dialog.
 */
export function PhotoItem({
  photo,
  busy,
  onSaveAlt,
  onMakeCover,
  onRemove,
}: {
  photo: AdminCompanyPhoto;
  busy: boolean;
  onSaveAlt: (alt: string) => void;
  onMakeCover: () => void;
  onRemove: () => void;
}) {
  const [alt, setAlt] = useState(photo.alt);
  const [error, setError] = useState<string>();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.id });
  const altId = `photo-alt-${photo.id}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = alt.trim();
    if (!trimmed) return setError(t.photosAltRequired);
    setError(undefined);
    onSaveAlt(trimmed);
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="photo-item"
      className={cn(
        'min-w-0 rounded-2xl border border-stone-200/80 bg-white p-3 shadow-sm sm:p-4',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-accent-600/40',
      )}
    >
      <div className="flex min-w-0 items-start gap-2 sm:gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t.photosHandle(photo.alt)}
          className="-ml-1 flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-400 hover:bg-stone-100 hover:text-stone-700 active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <div className="w-24 shrink-0 sm:w-32">
          {photo.image ? (
            <ResponsiveImage
              image={photo.image}
              alt=""
              sizes="(min-width: 640px) 128px, 96px"
              className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover"
            />
          ) : (
            <div className="aspect-[4/3] w-full rounded-lg bg-stone-100" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          {photo.isCover ? (
            <Badge tone="accent">
              <Star className="size-3.5" aria-hidden="true" />
              {t.photosCover}
            </Badge>
          ) : (
            <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={onMakeCover}>
              <Star aria-hidden="true" />
              {t.photosMakeCover}
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" size="sm" disabled={busy}>
                <Trash2 aria-hidden="true" />
                {t.photosRemove}
              </Button>
            }
            title={t.photosRemoveTitle}
            description={t.photosRemoveText}
            cancelLabel={t.photosCancel}
            confirmLabel={t.photosRemove}
            onConfirm={onRemove}
          />
        </div>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="mt-3 flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end"
      >
        <Field id={altId} label={t.photosAlt} error={error} className="min-w-0 flex-1">
          <Input
            id={altId}
            value={alt}
            maxLength={PHOTO_ALT_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${altId}-error` : undefined}
            onChange={(e) => setAlt(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={busy || alt.trim() === photo.alt}>
          {t.photosSaveAlt}
        </Button>
      </form>
    </li>
  );
}
