import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { cn } from '~/client/lib/cn';
import { formatPhone } from '~/shared/phone';
import type { CreateCalendarBookingInput, NewBookingFormValues } from '~/shared/schemas/admin-calendar';
import { useExistingCustomer } from './customer-record';
import { CustomerSearch } from './new-booking-customer-search';
import { fieldErrorProps } from './new-booking-fields';
import { t } from './strings';

type NewBookingForm = UseFormReturn<NewBookingFormValues, unknown, CreateCalendarBookingInput>;

/**
 * The 'Kund' part of 'Ny bokning': 'Befintlig kund' (a search to choose from) or 'Ny kund' (name, phone, e-mail).
 * Both keep what was typed while the other is shown. A new customer's phone or e-mail that the company already has
 * brings 'Finns redan: Per Olsson, 070-345 67 89' and 'Använd befintlig kund', which chooses that record (the server
 * refuses a second record with them under another name; docs/decisions/029).
 */
export function CustomerFields({ form, mode }: { form: NewBookingForm; mode: NewBookingFormValues['mode'] }) {
  const { register, setValue, formState } = form;
  const errors = formState.errors.customer;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-stone-900">{t.customerKind}</legend>
      <div role="radiogroup" aria-label={t.customerKind} className="flex gap-1 rounded-xl bg-stone-100 p-1">
        {(['existing', 'new'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            onClick={() => setValue('mode', m)}
            className={cn(
              'h-9 flex-1 cursor-pointer rounded-lg text-sm font-medium text-stone-600',
              mode === m && 'bg-white text-stone-900 shadow-sm',
            )}
          >
            {m === 'existing' ? t.existingCustomer : t.newCustomer}
          </button>
        ))}
      </div>
      {mode === 'existing' ? (
        <CustomerSearch form={form} error={errors?.message} />
      ) : (
        <div className="space-y-3">
          <Field id="nb-customer-name" label={t.customerName} error={errors?.name?.message}>
            <Input
              id="nb-customer-name"
              autoComplete="off"
              {...fieldErrorProps('customer.name', errors?.name)}
              {...register('customer.name')}
            />
          </Field>
          <Field id="nb-customer-phone" label={t.customerPhone} error={errors?.phone?.message}>
            <Input
              id="nb-customer-phone"
              type="tel"
              autoComplete="off"
              {...fieldErrorProps('customer.phone', errors?.phone)}
              {...register('customer.phone')}
            />
          </Field>
          <Field id="nb-customer-email" label={t.customerEmail} error={errors?.email?.message}>
            <Input
              id="nb-customer-email"
              type="email"
              autoComplete="off"
              {...fieldErrorProps('customer.email', errors?.email)}
              {...register('customer.email')}
            />
          </Field>
          <ExistingCustomerOffer form={form} />
        </div>
      )}
    </fieldset>
  );
}

/** 'Finns redan: …' under a new customer's fields, with 'Använd befintlig kund'; nothing while none is known. */
function ExistingCustomerOffer({ form }: { form: NewBookingForm }) {
  const { control, setValue } = form;
  const phone = useWatch({ control, name: 'customer.phone' });
  const email = useWatch({ control, name: 'customer.email' });
  const { data: existing } = useExistingCustomer(phone, email);
  // A live region that is always there, so the offer is announced when it appears.
  return (
    <div role="status">
      {existing ? (
        <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="wrap-anywhere">
            {t.customerExists(
              [existing.name, formatPhone(existing.phone) || existing.email].filter(Boolean).join(', '),
            )}
          </p>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setValue('chosen', existing);
              setValue('query', existing.name);
              setValue('mode', 'existing');
            }}
          >
            {t.useExistingCustomer}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
