import { Dialog } from 'radix-ui';
import { ImageUp, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { ScheduleEditor, scheduleErrors } from '~/client/features/admin-settings';
import type { WeeklySchedule } from '~/shared/schedule';
import type { AdminService } from '~/shared/schemas/admin-services';
import { LOGO_MAX_BYTES } from '~/shared/schemas/admin-settings';
import { staffInputSchema, type AdminStaff, type StaffInput } from '~/shared/schemas/staff';
import { t } from './strings';

interface FormState {
  name: string;
  title: string;
  active: boolean;
  serviceIds: string[];
  ownHours: boolean;
  schedule: WeeklySchedule;
}

const toForm = (member: AdminStaff | null, companySchedule: WeeklySchedule): FormState => ({
  name: member?.name ?? '',
  title: member?.title ?? '',
  active: member?.active ?? true,
  serviceIds: member?.serviceIds ?? [],
  ownHours: !!member?.weeklySchedule,
  schedule: member?.weeklySchedule ?? companySchedule,
});

/**
 * 'Lägg till person' / 'Redigera person': name, title, photo (uploaded after saving; the logo's checks), active,
 * the services they perform, and hours ('Samma som företaget' or own weekly hours in the settings' schedule
 * editor, starting from the company's). Validated with the shared schema; `onSubmit` resolves when saved (the
 * dialog closes) and rejects to keep it open.
 */
export function StaffDialog({
  open,
  member,
  services,
  companySchedule,
  onOpenChange,
  onSubmit,
  onRemovePhoto,
}: {
  open: boolean;
  member: AdminStaff | null;
  services: AdminService[];
  companySchedule: WeeklySchedule;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: StaffInput, photo: File | undefined) => Promise<unknown>;
  onRemovePhoto: (id: string) => void;
}) {
  const uid = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(() => toForm(member, companySchedule));
  const [photo, setPhoto] = useState<File | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(toForm(member, companySchedule));
    setPhoto(undefined);
    setShowErrors(false);
  }, [open, member, companySchedule]);

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const input: StaffInput = {
    name: form.name,
    title: form.title,
    active: form.active,
    serviceIds: form.serviceIds,
    weeklySchedule: form.ownHours ? form.schedule : null,
  };
  const parsed = staffInputSchema.safeParse(input);
  const fieldError = (field: string) =>
    showErrors && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  const nameError = fieldError('name');
  const titleError = fieldError('title');
  const hourErrors = showErrors && form.ownHours ? scheduleErrors(form.schedule) : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.success) {
      setShowErrors(true);
      if (parsed.error.issues.some((i) => i.path[0] === 'weeklySchedule')) toast.error(t.fixErrors);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(input, photo);
      onOpenChange(false);
    } catch {
      // The toast told what went wrong; keep the form.
    } finally {
      setSubmitting(false);
    }
  };

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t.photoNotImage);
    if (file.size > LOGO_MAX_BYTES) return void toast.error(t.photoTooLarge);
    setPhoto(file);
  };

  const toggleService = (id: string, checked: boolean) =>
    setForm((f) => ({
      ...f,
      serviceIds: checked ? [...f.serviceIds, id] : f.serviceIds.filter((s) => s !== id),
    }));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-x-hidden overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">
              {member ? t.editTitle : t.createTitle}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t.cancel}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
            <Field id={`${uid}-name`} label={`${t.nameLabel} *`} error={nameError}>
              <Input
                id={`${uid}-name`}
                autoComplete="off"
                value={form.name}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${uid}-name-error` : undefined}
                onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
              />
            </Field>
            <Field id={`${uid}-title`} label={t.titleLabel} hint={t.titleHint} error={titleError}>
              <Input
                id={`${uid}-title`}
                autoComplete="off"
                value={form.title}
                aria-invalid={titleError ? true : undefined}
                onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
              />
            </Field>

            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-stone-800">{t.photoLabel}</legend>
              <div className="flex items-center gap-3">
                <Avatar
                  name={form.name || '?'}
                  src={preview ?? member?.photoUrl}
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
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => fileInput.current?.click()}
                  >
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

            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                className="size-5 accent-accent-700"
                checked={form.active}
                onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
              />
              {t.activeLabel}
            </label>

            <fieldset className="space-y-1">
              <legend className="mb-1 text-sm font-medium text-stone-800">{t.servicesLabel}</legend>
              {services.length === 0 ? (
                <p className="text-sm text-stone-500">{t.noCompanyServices}</p>
              ) : (
                <ul className="grid gap-x-4 sm:grid-cols-2">
                  {services.map((service) => (
                    <li key={service.id}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800">
                        <input
                          type="checkbox"
                          className="size-5 shrink-0 accent-accent-700"
                          checked={form.serviceIds.includes(service.id)}
                          onChange={(e) => toggleService(service.id, e.target.checked)}
                        />
                        <span className="min-w-0 break-words">
                          {service.name}
                          {service.active ? '' : ` ${t.inactiveService}`}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>

            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-stone-800">{t.hoursLabel}</legend>
              <div className="flex flex-wrap gap-2">
                {[false, true].map((own) => (
                  <label
                    key={String(own)}
                    className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600 ${
                      form.ownHours === own
                        ? 'border-accent-600 bg-accent-50 text-accent-800'
                        : 'border-stone-300 text-stone-700'
                    }`}
                  >
                    <input
                      type="radio"
                      name={`${uid}-hours`}
                      checked={form.ownHours === own}
                      onChange={() => setForm((f) => ({ ...f, ownHours: own }))}
                      className="size-4 accent-accent-700"
                    />
                    {own ? t.ownHours : t.sameAsCompany}
                  </label>
                ))}
              </div>
              {form.ownHours ? (
                <>
                  <p className="text-sm text-stone-500">{t.ownHoursHint}</p>
                  <ScheduleEditor
                    title={t.ownHoursEditor}
                    schedule={form.schedule}
                    errors={hourErrors}
                    onChange={(schedule) => setForm((f) => ({ ...f, schedule }))}
                  />
                </>
              ) : null}
            </fieldset>

            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  {t.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={submitting}>
                {submitting ? t.saving : member ? t.editSubmit : t.createSubmit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
