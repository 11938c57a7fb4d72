import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog } from '~/client/components/admin-list/form-dialog';
import { Field } from '~/client/components/ui/field';
import { Input, Textarea } from '~/client/components/ui/input';
import { STAFF_PRESENTATION_MAX } from '~/shared/schemas/images';
import type { WeeklySchedule } from '~/shared/schedule';
import type { AdminService } from '~/shared/schemas/admin-services';
import {
  staffFormSchema,
  type AdminStaff,
  type StaffFormValues,
  type StaffInput,
} from '~/shared/schemas/staff';
import { StaffHoursField } from './staff-hours-field';
import { StaffPhotoField } from './staff-photo-field';
import { StaffServicesField } from './staff-services-field';
import { t } from './strings';

const toForm = (member: AdminStaff | null, companySchedule: WeeklySchedule): StaffFormValues => ({
  name: member?.name ?? '',
  title: member?.title ?? '',
  presentation: member?.presentation ?? '',
  active: member?.active ?? true,
  serviceIds: member?.serviceIds ?? [],
  ownHours: !!member?.weeklySchedule,
  schedule: member?.weeklySchedule ?? companySchedule,
});

/**
 * 'Lägg till person' / 'Redigera person': name, title, portrait (uploaded after saving; the logo's checks), a
 * presentation customers read (at most 300 characters, counted as typed), active,
 * the services they perform, and hours ('Samma som företaget' or own weekly hours in the settings' schedule
 * editor, starting from the company's). Validated with the shared schema on submit and then on every change;
 * `onSubmit` resolves when saved (the dialog closes) and rejects to keep it open.
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
  const { register, control, handleSubmit, reset, formState } = useForm<StaffFormValues, unknown, StaffInput>(
    {
      resolver: zodResolver(staffFormSchema),
      defaultValues: toForm(member, companySchedule),
    },
  );
  const { errors, isSubmitting, isSubmitted } = formState;
  // The photo is not part of the validated body: it is uploaded after the member is saved.
  const [photo, setPhoto] = useState<File | undefined>();

  useEffect(() => {
    if (!open) return;
    reset(toForm(member, companySchedule));
    setPhoto(undefined);
  }, [open, member, companySchedule, reset]);

  const submit = handleSubmit(
    async (input) => {
      try {
        await onSubmit(input, photo);
        onOpenChange(false);
      } catch {
        // The toast told what went wrong; keep the form.
      }
    },
    (invalid) => {
      if ('weeklySchedule' in invalid) toast.error(t.fixErrors);
    },
  );

  const nameError = errors.name?.message;
  const titleError = errors.title?.message;
  const presentationError = errors.presentation?.message;
  const presentation = useWatch({ control, name: 'presentation' }) ?? '';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={member ? t.editTitle : t.createTitle}
      cancelLabel={t.cancel}
      submitLabel={isSubmitting ? t.saving : member ? t.editSubmit : t.createSubmit}
      submitting={isSubmitting}
      onSubmit={(e) => void submit(e)}
      wide
    >
      <Field id={`${uid}-name`} label={`${t.nameLabel} *`} error={nameError}>
        <Input
          id={`${uid}-name`}
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${uid}-name-error` : undefined}
          {...register('name')}
        />
      </Field>
      <Field id={`${uid}-title`} label={t.titleLabel} hint={t.titleHint} error={titleError}>
        <Input
          id={`${uid}-title`}
          autoComplete="off"
          aria-invalid={titleError ? true : undefined}
          {...register('title')}
        />
      </Field>
      <StaffPhotoField
        control={control}
        member={member}
        photo={photo}
        onPhoto={setPhoto}
        onRemovePhoto={onRemovePhoto}
      />
      <Field
        id={`${uid}-presentation`}
        label={t.presentationLabel}
        hint={t.presentationHint(presentation.trim().length, STAFF_PRESENTATION_MAX)}
        error={presentationError}
      >
        <Textarea
          id={`${uid}-presentation`}
          rows={3}
          aria-invalid={presentationError ? true : undefined}
          aria-describedby={presentationError ? `${uid}-presentation-error` : `${uid}-presentation-hint`}
          {...register('presentation')}
        />
      </Field>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-5 accent-accent-700" {...register('active')} />
        {t.activeLabel}
      </label>
      <StaffServicesField control={control} services={services} />
      <StaffHoursField control={control} showErrors={isSubmitted} />
    </FormDialog>
  );
}
