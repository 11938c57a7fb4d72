import type { UseFormReturn } from 'react-hook-form';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { cn } from '~/client/lib/cn';
import type { CreateCalendarBookingInput, NewBookingFormValues } from '~/shared/schemas/admin-calendar';
import { CustomerSearch } from './new-booking-customer-search';
import { fieldErrorProps } from './new-booking-fields';
import { t } from './strings';

type NewBookingForm = UseFormReturn<NewBookingFormValues, unknown, CreateCalendarBookingInput>;

/**
 * The 'Kund' part of 'Ny bokning': 'Befintlig kund' (a search to choose from) or 'Ny kund' (name, phone, e-mail).
 * Both keep what was typed while the other is shown.
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
        </div>
      )}
    </fieldset>
  );
}
