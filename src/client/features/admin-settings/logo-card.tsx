import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { LOGO_MAX_BYTES, type CompanySettings } from '~/shared/schemas/admin-settings';
import { t } from './strings';
import { useRemoveLogo, useUploadLogo } from './use-company-settings';

/** The 'Företagslogga' card: avatar (initials fallback), 'Ladda upp', 'Ta bort'; disabled while uploading. */
export function LogoCard({ company }: { company: CompanySettings }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t.logoNotImage);
    if (file.size > LOGO_MAX_BYTES) return void toast.error(t.logoTooLarge);
    upload.mutate(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.logoTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={company.name} src={company.avatarUrl} className="size-20 text-2xl" />
        <div className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="logo-input"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
            <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
              <ImageUp aria-hidden="true" />
              {upload.isPending ? t.logoUploading : t.logoUpload}
            </Button>
            <Button variant="ghost" disabled={busy || !company.avatarUrl} onClick={() => remove.mutate()}>
              <Trash2 aria-hidden="true" />
              {t.logoRemove}
            </Button>
          </div>
          <p className="text-sm text-stone-500">{t.logoTip}</p>
        </div>
      </CardContent>
    </Card>
  );
}
