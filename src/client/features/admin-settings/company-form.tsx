import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { companyDetailsSchema, type CompanySettings } from '~/shared/schemas/admin-settings';
import { t } from './strings';
import { useSaveCompanyDetails } from './use-company-settings';
import { formatPhone } from '~/shared/phone';

type FormValues = z.input<typeof companyDetailsSchema>;

/** 'Företag' tab form: name, e-post, telefon, adress; 'Spara ändringar' ('Sparar...' while saving). */
export function CompanyForm({ company }: { company: CompanySettings }) {
  const save = useSaveCompanyDetails();
  const { register, handleSubmit, formState } = useForm<
    FormValues,
    unknown,
    z.output<typeof companyDetailsSchema>
  >({
    resolver: zodResolver(companyDetailsSchema),
    defaultValues: {
      name: company.name,
      email: company.email,
      phone: formatPhone(company.phone),
      location: company.location ?? '',
    },
  });
  const { errors } = formState;
  const field = (name: 'name' | 'email' | 'phone' | 'location') => ({
    id: `company-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `company-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.companyCard}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-4">
          <Field id="company-name" label={t.name} error={errors.name?.message}>
            <Input autoComplete="organization" {...field('name')} />
          </Field>
          <Field id="company-email" label={t.email} hint={t.emailHint} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...field('email')} />
          </Field>
          <Field id="company-phone" label={t.phone} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </Field>
          <Field id="company-location" label={t.address} error={errors.location?.message}>
            <Input autoComplete="street-address" {...field('location')} />
          </Field>
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? t.saving : t.saveChanges}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
