import type { UseFormReturn } from 'react-hook-form';
import { Input } from '~/client/components/ui/input';
import { cn } from '~/client/lib/cn';
import { formatPrice } from '~/shared/money';
import type { ServiceFormValues, ServiceInput } from '~/shared/schemas/admin-services';
import { DEPOSIT_KINDS, onlineAmountOf, PAYMENT_MODES } from '~/shared/schemas/payments';
import { t } from './strings';

const optionClass = (checked: boolean) =>
  cn(
    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
    checked ? 'border-accent-600 bg-accent-50 text-accent-800' : 'border-stone-300 text-stone-700',
  );

/** A whole number of kronor typed in the price field, or null while it is not one. */
function typedPrice(value: string): number | null {
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * The service form's 'Betalning' (docs/decisions/047): 'På plats' (default), 'Handpenning' ('Belopp i kr' or
 * 'Procent av priset' and its value; a per cent shows what it comes to at the typed price) or 'Betala vid bokning'.
 * `connected` false: the company cannot take payments yet, said beside the field (customers then pay on site).
 */
export function PaymentFields({
  form,
  connected,
}: {
  form: UseFormReturn<ServiceFormValues, unknown, ServiceInput>;
  connected: boolean | undefined;
}) {
  const { register, watch, formState } = form;
  const { errors } = formState;
  const mode = watch('paymentMode');
  const kind = watch('depositKind');
  const price = typedPrice(watch('price'));
  const percent = typedPrice(watch('depositValue'));
  const valueError = errors.depositValue?.message;
  const percentHint =
    kind === 'percent' && price !== null && percent !== null && percent >= 1 && percent <= 100
      ? t.depositOfPrice(
          formatPrice(price),
          formatPrice(
            onlineAmountOf(price, { mode: 'deposit', depositKind: 'percent', depositValue: percent }),
          ),
        )
      : null;
  const describedBy = ['service-payment-hint', connected === false ? 'service-payment-connect' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-stone-800">{t.paymentLegend}</legend>
      {connected === false ? (
        <p
          id="service-payment-connect"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="payments-not-connected"
        >
          {t.paymentsNotConnected}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-3">
        {PAYMENT_MODES.map((m) => (
          <label key={m} className={optionClass(mode === m)}>
            <input
              type="radio"
              value={m}
              className="size-4 shrink-0 accent-accent-700"
              {...register('paymentMode')}
            />
            {t.paymentModes[m]}
          </label>
        ))}
      </div>
      <p id="service-payment-hint" className="text-sm text-stone-500">
        {t.paymentModeHints[mode]}
      </p>
      {errors.paymentMode?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.paymentMode.message}
        </p>
      ) : null}
      {mode === 'deposit' ? (
        <div className="space-y-3 rounded-xl border border-stone-200 p-3">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.depositKindLegend}</legend>
            <div className="flex flex-wrap gap-2">
              {DEPOSIT_KINDS.map((k) => (
                <label key={k} className={optionClass(kind === k)}>
                  <input
                    type="radio"
                    value={k}
                    className="size-4 shrink-0 accent-accent-700"
                    {...register('depositKind')}
                  />
                  {t.depositKinds[k]}
                </label>
              ))}
            </div>
            {errors.depositKind?.message ? (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {errors.depositKind.message}
              </p>
            ) : null}
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor="service-depositValue" className="block text-sm font-medium text-stone-800">
              {t.depositValueLabel[kind]}
            </label>
            <Input
              id="service-depositValue"
              inputMode="numeric"
              className="max-w-40"
              aria-invalid={valueError ? true : undefined}
              aria-describedby={
                valueError
                  ? 'service-depositValue-error'
                  : percentHint
                    ? 'service-depositValue-hint'
                    : undefined
              }
              {...register('depositValue')}
            />
            {valueError ? (
              <p id="service-depositValue-error" role="alert" className="text-sm text-red-600">
                {valueError}
              </p>
            ) : percentHint ? (
              <p id="service-depositValue-hint" className="text-sm text-stone-500">
                {percentHint}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
