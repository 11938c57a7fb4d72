import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input, Textarea } from '~/client/components/ui/input';
import { PasswordInput } from '~/client/components/ui/password-input';
import {
  businessRegistrationSchema,
  type BusinessRegistration,
  type BusinessRegistrationForm,
  type BusinessRegistrationResult,
} from '~/shared/schemas/business-registration';
import { CategoryPicker } from '~/client/features/categories';
import { businessRegistrationStrings } from './strings';
import { useRegisterBusiness } from './use-register-business';

const t = businessRegistrationStrings.form;
const toasts = businessRegistrationStrings.toasts;
type Name = keyof BusinessRegistrationForm;

const empty: BusinessRegistrationForm = {
  contactName: '',
  companyName: '',
  email: '',
  phone: '',
  description: '',
  categories: [],
  street: '',
  postcode: '',
  city: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * Shows a failed registration the way admin-side §8 words it. An address already in use is not a failure here: the
 * server answers as for a new one and mails the address, so the form cannot tell who has an account.
 */
function reportError(error: unknown) {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    toast.error(toasts.unexpectedTitle, { description: toasts.unexpectedText });
  } else {
    toast.error(toasts.registrationFailed, { description: error.message });
  }
}

/**
 * The registration form (admin-side §3 fields plus the optional address as gatuadress, postnummer and ort; §5
 * messages shared with the server): submit stays disabled until
 * every rule holds. On success the server has mailed a 6-digit code; `onRegistered` moves on to the code step.
 */
export function RegistrationForm({
  id,
  onRegistered,
}: {
  id: string;
  onRegistered: (result: BusinessRegistrationResult) => void;
}) {
  const uid = useId();
  const register = useRegisterBusiness();
  const form = useForm<BusinessRegistrationForm, unknown, BusinessRegistration>({
    resolver: zodResolver(businessRegistrationSchema),
    mode: 'onChange',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control });
  const complete = businessRegistrationSchema.safeParse(values).success;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      onRegistered(await register.mutateAsync(input));
    } catch (error) {
      reportError(error);
    }
  });

  const bind = (name: Name) => ({
    id: `${uid}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
    ...form.register(name),
  });
  const field = (name: Name, label: string, hint?: string) => ({
    id: `${uid}-${name}`,
    label,
    hint,
    error: errors[name]?.message,
  });

  return (
    <form
      id={id}
      onSubmit={onSubmit}
      noValidate
      className="scroll-mt-24 space-y-4"
      aria-labelledby={`${uid}-title`}
    >
      <div>
        <h2 id={`${uid}-title`} className="text-xl font-semibold text-stone-900">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t.intro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('contactName', t.contactName)}>
          <Input autoComplete="name" aria-required="true" {...bind('contactName')} />
        </Field>
        <Field {...field('companyName', t.companyName)}>
          <Input autoComplete="organization" aria-required="true" {...bind('companyName')} />
        </Field>
        <Field {...field('email', t.email, t.emailHint)}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required="true"
            {...bind('email')}
          />
        </Field>
        <Field {...field('phone', t.phone)}>
          <Input type="tel" inputMode="tel" autoComplete="tel" aria-required="true" {...bind('phone')} />
        </Field>
      </div>
      <Field {...field('description', t.description, t.descriptionHint)}>
        <Textarea rows={3} aria-required="true" {...bind('description')} />
      </Field>
      <CategoryPicker
        id={`${uid}-categories`}
        legend={t.categories}
        hint={t.categoriesHint}
        error={errors.categories?.message ?? errors.categories?.root?.message}
        register={form.register('categories')}
      />
      <fieldset className="space-y-4" aria-describedby={`${uid}-address-hint`}>
        <legend className="text-sm font-medium text-stone-800">{t.address}</legend>
        <p id={`${uid}-address-hint`} className="text-sm text-stone-500">
          {t.addressHint}
        </p>
        <Field {...field('street', t.street, t.streetHint)}>
          <Input autoComplete="address-line1" {...bind('street')} />
        </Field>
        <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
          <Field {...field('postcode', t.postcode)}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={8} {...bind('postcode')} />
          </Field>
          <Field {...field('city', t.city)}>
            <Input autoComplete="address-level2" {...bind('city')} />
          </Field>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('password', t.password, t.passwordHint)}>
          <PasswordInput autoComplete="new-password" aria-required="true" {...bind('password')} />
        </Field>
        <Field {...field('confirmPassword', t.confirmPassword)}>
          <PasswordInput autoComplete="new-password" aria-required="true" {...bind('confirmPassword')} />
        </Field>
      </div>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-accent-700"
            aria-required="true"
            {...bind('acceptTerms')}
          />
          <label htmlFor={`${uid}-acceptTerms`} className="text-sm text-stone-700">
            {t.termsPrefix}
            <Link to="/terms" className="font-medium text-accent-700 underline underline-offset-4">
              {t.terms}
            </Link>
            {t.termsSuffix}
          </label>
        </div>
        {errors.acceptTerms ? (
          <p id={`${uid}-acceptTerms-error`} role="alert" className="text-sm text-red-600">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!complete || isSubmitting}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
      <p className="text-center text-sm text-stone-600">
        {t.haveAccount}{' '}
        <Link to="/admin/login" className="font-medium text-accent-700 underline-offset-4 hover:underline">
          {t.login}
        </Link>
      </p>
    </form>
  );
}
