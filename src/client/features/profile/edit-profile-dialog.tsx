import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import {
  GENDERS,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '~/shared/schemas/profile';
import { Modal } from '~/client/components/ui/modal';
import { t } from './strings';
import { useUpdateProfile } from './use-profile';
import { formatPhone } from '~/shared/phone';
import { NAME_MAX_LENGTH } from '~/shared/schemas/names';

interface FormValues {
  firstName: string;
  lastName: string;
  phone: string;
  age: string;
  gender: Profile['gender'];
}

const toForm = (p: Profile): FormValues => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  phone: formatPhone(p.phone),
  age: p.age === null ? '' : String(p.age),
  gender: p.gender,
});

const selectClass =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600/30';

/** 'Redigera profil' (customer-side §2, §5): validated with the shared schema; closes after 'Profil uppdaterad'. */
export function EditProfileDialog({
  open,
  onOpenChange,
  profile,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Profile;
}) {
  const save = useUpdateProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toForm(profile),
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset(toForm(profile));
  }, [open, profile, reset]);

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      onOpenChange(false);
    } catch {
      // The toast told what went wrong; keep the form.
    }
  });

  const field = (name: keyof FormValues) => ({
    id: `profile-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `profile-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <Modal closeLabel={t.close} open={open} onOpenChange={onOpenChange} title={t.editProfile}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="profile-firstName" label={`${t.firstName} *`} error={errors.firstName?.message}>
            <Input autoComplete="given-name" maxLength={NAME_MAX_LENGTH} {...field('firstName')} />
          </Field>
          <Field id="profile-lastName" label={t.lastName} error={errors.lastName?.message}>
            <Input autoComplete="family-name" maxLength={NAME_MAX_LENGTH} {...field('lastName')} />
          </Field>
        </div>
        <Field id="profile-phone" label={t.phone} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...field('phone')} />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id="profile-age" label={t.age} error={errors.age?.message}>
            <Input inputMode="numeric" {...field('age')} />
          </Field>
          <Field id="profile-gender" label={t.gender} error={errors.gender?.message}>
            <select className={selectClass} {...field('gender')}>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t.genders[g]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <p className="text-sm text-stone-500">
          {t.email}: {profile.email}
        </p>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
