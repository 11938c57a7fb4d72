import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { toast } from 'sonner';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { LOGO_MAX_BYTES } from '~/shared/schemas/admin-settings';
import type { AdminStaff, StaffFormValues, StaffInput } from '~/shared/schemas/staff';
import { t } from './strings';

/** A preview URL of `file` while it is shown (revoked when it changes or the field goes away). */
function usePreview(file: File | undefined): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

/**
 * The staff form's 'Foto': the current photo or initials (of the name being typed), 'Välj foto' / 'Byt foto' and
 * 'Ta bort foto'. A chosen file must be an image of at most LOGO_MAX_BYTES (else a toast, and it is not taken);
 * it goes to `onPhoto` and is uploaded when the member is saved.
 */
export function StaffPhotoField({
  control,
  member,
  photo,
  onPhoto,
  onRemovePhoto,
}: {
  control: Control<StaffFormValues, unknown, StaffInput>;
  member: AdminStaff | null;
  photo: File | undefined;
  onPhoto: (file: File) => void;
  onRemovePhoto: (id: string) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const name = useWatch({ control, name: 'name' });
  const preview = usePreview(photo);

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t.photoNotImage);
    if (file.size > LOGO_MAX_BYTES) return void toast.error(t.photoTooLarge);
    onPhoto(file);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t.photoLabel}</legend>
      <div className="flex items-center gap-3">
        <Avatar
          name={name || '?'}
          src={preview ?? member?.photoUrl}
          image={preview ? null : member?.photo}
          sizes="64px"
          className="size-16 rounded-full text-lg"
        />
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="staff-photo-input"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <Button type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
            <ImageUp aria-hidden="true" />
            {member?.photoUrl || photo ? t.photoChange : t.photoChoose}
          </Button>
          {member?.photoUrl && !photo ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onRemovePhoto(member.id)}>
              <Trash2 aria-hidden="true" />
              {t.photoRemove}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-stone-500">{photo ? t.photoPending(photo.name) : t.photoTip}</p>
    </fieldset>
  );
}
