import { ImagePlus, ImageUp } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { SortableList } from '~/client/components/admin-list/sortable-list';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { LOGO_MAX_BYTES } from '~/shared/schemas/admin-settings';
import { COMPANY_PHOTOS_MAX, PHOTO_ALT_MAX } from '~/shared/schemas/company-photos';
import { PhotoItem } from './photo-item';
import { t } from './strings';
import {
  useCompanyPhotos,
  useRemovePhoto,
  useReorderPhotos,
  useSavePhotoAlt,
  useSetCoverPhoto,
  useUploadPhoto,
} from './use-company-photos';

/**
 * The 'Bilder' tab (docs/decisions/040): upload a photo with its alt text, then per photo its alt text, the cover
 * choice and delete; the order by drag and drop or keyboard (the staff list's SortableList). At 12 photos the
 * upload form gives way to a note.
 */
export function PhotosTab() {
  const query = useCompanyPhotos();
  const upload = useUploadPhoto();
  const saveAlt = useSavePhotoAlt();
  const setCover = useSetCoverPhoto();
  const reorder = useReorderPhotos();
  const remove = useRemovePhoto();
  const busy = saveAlt.isPending || setCover.isPending || remove.isPending || reorder.isPending;

  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [fileName, setFileName] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});

  const photos = query.data ?? [];
  const full = photos.length >= COMPANY_PHOTOS_MAX;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = fileInput.current?.files?.[0];
    const next = {
      file: !file
        ? t.photosFileRequired
        : !file.type.startsWith('image/')
          ? t.logoNotImage
          : file.size > LOGO_MAX_BYTES
            ? t.logoTooLarge
            : undefined,
      alt: alt.trim() ? undefined : t.photosAltRequired,
    };
    setErrors(next);
    if (!file || next.file || next.alt) return;
    upload.mutate(
      { file, alt: alt.trim() },
      {
        onSuccess: () => {
          setAlt('');
          setFileName('');
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.photosTitle}</CardTitle>
        <p className="text-sm text-stone-600">{t.photosIntro(COMPANY_PHOTOS_MAX)}</p>
      </CardHeader>
      <CardContent className="space-y-6">
        {full ? (
          <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
            {t.photosFull(COMPANY_PHOTOS_MAX)}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-3" aria-label={t.photosUpload}>
            <Field id="photo-file" label={t.photosFile} hint={t.photosFileHint} error={errors.file}>
              {/* The browser's own file button speaks the browser's language: ours says 'Välj bild'. */}
              <input
                id="photo-file"
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                className="sr-only"
                tabIndex={-1}
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={errors.file ? 'photo-file-error' : 'photo-file-hint'}
                onChange={(e) => setFileName(e.target.files?.[0]?.name ?? '')}
              />
              <div className="flex min-w-0 flex-wrap items-center gap-3">
                <Button
                  type="button"
                  variant="secondary"
                  aria-describedby="photo-file-name"
                  onClick={() => fileInput.current?.click()}
                >
                  <ImagePlus aria-hidden="true" />
                  {t.photosChoose}
                </Button>
                <span id="photo-file-name" className="min-w-0 text-sm wrap-anywhere text-stone-600">
                  {fileName || t.photosNoFile}
                </span>
              </div>
            </Field>
            <Field id="photo-alt-new" label={t.photosAlt} hint={t.photosAltHint} error={errors.alt}>
              <Input
                id="photo-alt-new"
                value={alt}
                maxLength={PHOTO_ALT_MAX}
                aria-invalid={errors.alt ? true : undefined}
                aria-describedby={errors.alt ? 'photo-alt-new-error' : 'photo-alt-new-hint'}
                onChange={(e) => setAlt(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={upload.isPending}>
              <ImageUp aria-hidden="true" />
              {upload.isPending ? t.photosUploading : t.photosUpload}
            </Button>
          </form>
        )}
        {query.isPending ? (
          <div className="h-32 animate-pulse rounded-2xl bg-stone-200/70" />
        ) : query.isError ? (
          <p className="text-sm text-red-700">{t.photosLoadFailed}</p>
        ) : photos.length === 0 ? (
          <p className="text-sm text-stone-600">{t.photosEmpty}</p>
        ) : (
          <SortableList
            items={photos.map((p, i) => ({ ...p, name: t.photosName(i, p.alt) }))}
            onReorder={(ordered) => reorder.mutate(ordered)}
            label={t.photosListLabel}
            instructions={t.photosDndInstructions}
          >
            {photos.map((photo) => (
              <PhotoItem
                key={`${photo.id}-${photo.alt}`}
                photo={photo}
                busy={busy}
                onSaveAlt={(next) => saveAlt.mutate({ id: photo.id, alt: next })}
                onMakeCover={() => setCover.mutate(photo.id)}
                onRemove={() => remove.mutate(photo.id)}
              />
            ))}
          </SortableList>
        )}
      </CardContent>
    </Card>
  );
}
