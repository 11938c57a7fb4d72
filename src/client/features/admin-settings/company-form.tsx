import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { OtpInput } from '~/client/components/ui/otp-input';
import { companyDetailsSchema, type CompanySettings } from '~/shared/schemas/admin-settings';
import { CategoryPicker } from '~/client/features/categories';
import { t } from './strings';
import { useConfirmEmailChange, useRequestEmailChange, useSaveCompanyDetails } from './use-company-settings';
import { formatPhone } from '~/shared/phone';
import { formatPostcode } from '~/shared/address';

type FormValues = z.input<typeof companyDetailsSchema>;

/** The form's fields saved with the current e-mail (the e-mail itself changes only with its code). */
const SAVED_FIELDS = [
  'name',
  'orgNumber',
  'phone',
  'street',
  'postcode',
  'city',
  'district',
  'categories',
] as const;

/** The saved company as the form shows it: phone in national format, postcode 'NNN NN', empty for none. */
function formValuesOf(company: CompanySettings) {
  return {
    name: company.name,
    orgNumber: company.orgNumber ?? '',
    email: company.email,
    phone: formatPhone(company.phone),
    street: company.street ?? '',
    postcode: company.postcode ? formatPostcode(company.postcode) : '',
    city: company.city ?? '',
    district: company.district ?? '',
    categories: company.categories,
  } satisfies FormValues;
}

/**
 * 'Företag' tab form: name, organisationsnummer (on receipts), e-post, telefon, address (gatuadress, postnummer shown 'NNN NN', ort), district, categories; 'Spara ändringar' ('Sparar...' while saving). Name, phone and
 * address save at once; a changed e-mail is only saved after the 6-digit code mailed to the new address is entered
 * in the code step that then shows below the form.
 */
export function CompanyForm({
  company,
  onDirtyChange,
}: {
  company: CompanySettings;
  /** Told whether the form holds unsaved edits, and false when it goes away. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const save = useSaveCompanyDetails();
  const requestChange = useRequestEmailChange();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, reset, resetField } = useForm<
    FormValues,
    unknown,
    z.output<typeof companyDetailsSchema>
  >({
    resolver: zodResolver(companyDetailsSchema),
    defaultValues: formValuesOf(company),
  });
  const { errors, dirtyFields, isDirty } = formState;
  // A save (or another admin's) brings new saved values: they become the form's baseline, edits in progress stay.
  useEffect(() => {
    reset(formValuesOf(company), { keepDirtyValues: true });
  }, [company, reset]);
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const field = (
    name: 'name' | 'orgNumber' | 'email' | 'phone' | 'street' | 'postcode' | 'city' | 'district',
    hinted = false,
  ) => ({
    id: `company-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `company-${name}-error` : hinted ? `company-${name}-hint` : undefined,
    ...register(name),
  });

  const onSubmit = (values: z.output<typeof companyDetailsSchema>) => {
    const email = values.email.toLowerCase();
    const emailChanged = email !== company.email.toLowerCase();
    const othersChanged =
      dirtyFields.name ||
      dirtyFields.orgNumber ||
      dirtyFields.phone ||
      dirtyFields.street ||
      dirtyFields.postcode ||
      dirtyFields.city ||
      dirtyFields.district ||
      dirtyFields.categories ||
      !emailChanged;
    // The other fields are saved with the current address; the new one waits for its code.
    if (othersChanged)
      save.mutate(
        { ...values, email: company.email },
        {
          // What was saved is shown as stored ('11846' becomes '118 46') and no longer counts as an unsaved edit;
          // the e-mail keeps its own flow.
          onSuccess: ({ company: saved }) => {
            const stored = formValuesOf(saved);
            for (const name of SAVED_FIELDS) resetField(name, { defaultValue: stored[name] });
          },
        },
      );
    if (emailChanged) requestChange.mutate(email, { onSuccess: (r) => setPendingEmail(r.pendingEmail) });
  };
  const busy = save.isPending || requestChange.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.companyCard}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <Field id="company-name" label={t.name} error={errors.name?.message}>
            <Input autoComplete="organization" {...field('name')} />
          </Field>
          <Field
            id="company-orgNumber"
            label={t.orgNumber}
            hint={t.orgNumberHint}
            error={errors.orgNumber?.message}
          >
            <Input
              autoComplete="off"
              inputMode="numeric"
              placeholder={t.orgNumberPlaceholder}
              maxLength={13}
              {...field('orgNumber', true)}
            />
          </Field>
          <Field id="company-email" label={t.email} hint={t.emailHint} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...field('email')} />
          </Field>
          <Field id="company-phone" label={t.phone} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </Field>
          <Field id="company-street" label={t.street} hint={t.streetHint} error={errors.street?.message}>
            <Input autoComplete="address-line1" {...field('street')} />
          </Field>
          <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
            <Field id="company-postcode" label={t.postcode} error={errors.postcode?.message}>
              <Input autoComplete="postal-code" inputMode="numeric" maxLength={8} {...field('postcode')} />
            </Field>
            <Field id="company-city" label={t.city} hint={t.cityHint} error={errors.city?.message}>
              <Input autoComplete="address-level2" {...field('city')} />
            </Field>
          </div>
          <Field
            id="company-district"
            label={t.district}
            hint={t.districtHint}
            error={errors.district?.message}
          >
            <Input {...field('district')} />
          </Field>
          <CategoryPicker
            id="company-categories"
            legend={t.categories}
            hint={t.categoriesHint}
            error={errors.categories?.message ?? errors.categories?.root?.message}
            register={register('categories')}
          />
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? t.saving : t.saveChanges}
          </Button>
        </form>
        {pendingEmail ? (
          <EmailCodeStep
            email={pendingEmail}
            resending={requestChange.isPending}
            onResend={() => requestChange.mutate(pendingEmail)}
            onDone={(saved) => {
              setPendingEmail(null);
              setValue('email', saved, { shouldDirty: false });
            }}
            onCancel={() => {
              setPendingEmail(null);
              setValue('email', company.email, { shouldDirty: false });
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The code step of a contact e-mail change: the 6-digit code from the mail to `email`, resend and cancel. */
function EmailCodeStep({
  email,
  resending,
  onResend,
  onDone,
  onCancel,
}: {
  email: string;
  resending: boolean;
  onResend: () => void;
  onDone: (savedEmail: string) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmEmailChange();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (value: string) => {
    if (!/^\d{6}$/.test(value)) return setError(t.codeRequired);
    setError(undefined);
    confirm.mutate(value, {
      onSuccess: ({ company }) => onDone(company.email),
      onError: (err) => setError(err instanceof ApiError ? err.message : t.saveFailed),
    });
  };

  return (
    <section
      aria-labelledby="email-code-title"
      className="space-y-4 rounded-xl border border-teal-200 bg-teal-50/60 p-4"
    >
      <h3 id="email-code-title" className="font-semibold text-stone-900">
        {t.codeSentTitle}
      </h3>
      <p className="text-sm text-stone-700">{t.codeSent(email)}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(code);
        }}
        className="space-y-4"
      >
        <Field id="email-change-code" label={t.codeLabel} error={error}>
          <OtpInput
            id="email-change-code"
            value={code}
            onChange={setCode}
            onComplete={submit}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'email-change-code-error' : undefined}
          />
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={confirm.isPending} className="w-full sm:w-auto">
            {confirm.isPending ? t.confirmingCode : t.confirmCode}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={resending}
            onClick={onResend}
            className="w-full sm:w-auto"
          >
            {t.resendCode}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} className="w-full sm:w-auto">
            {t.cancelEmailChange}
          </Button>
        </div>
      </form>
    </section>
  );
}
