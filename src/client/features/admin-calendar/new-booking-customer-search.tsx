import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { useDebounced } from '~/client/lib/use-debounced';
import { formatPhone } from '~/shared/phone';
import type { CreateCalendarBookingInput, NewBookingFormValues } from '~/shared/schemas/admin-calendar';
import type { AdminCustomer } from '~/shared/schemas/admin-customers';
import { fieldErrorProps } from './new-booking-fields';
import { t } from './strings';
import { useCustomerSearch } from './use-admin-calendar';

/**
 * 'Sök kund (namn, e-post eller telefon)': the company's customers matching the text (asked 250 ms after the last
 * key, from 2 characters; a phone however it is written: '070-345 67 89', '072-222', '+46 70…'), at most 8; choosing one shows 'Vald kund', typing again clears the choice.
 */
export function CustomerSearch({
  form,
  error,
}: {
  form: UseFormReturn<NewBookingFormValues, unknown, CreateCalendarBookingInput>;
  error: string | undefined;
}) {
  const { control, register, setValue } = form;
  const query = useWatch({ control, name: 'query' });
  const chosen = useWatch({ control, name: 'chosen' }) as AdminCustomer | null;
  const debounced = useDebounced(query, 250);
  const search = useCustomerSearch(debounced);

  return (
    <div className="space-y-2">
      <Field id="nb-customer" label={t.searchCustomer} error={error}>
        <Input
          id="nb-customer"
          type="search"
          autoComplete="off"
          {...fieldErrorProps('customer', error ? { message: error } : undefined)}
          {...register('query', { onChange: () => setValue('chosen', null) })}
        />
      </Field>
      {chosen ? (
        <p className="rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900">
          {t.selectedCustomer}: <strong>{chosen.name}</strong>
          {chosen.email || chosen.phone ? `, ${chosen.email || formatPhone(chosen.phone)}` : ''}
        </p>
      ) : debounced.trim().length >= 2 ? (
        <ul aria-label={t.searchCustomer} className="max-h-48 space-y-1 overflow-y-auto" aria-live="polite">
          {search.data?.length === 0 ? (
            <li className="px-1 text-sm text-stone-500">{t.noCustomers}</li>
          ) : (
            search.data?.slice(0, 8).map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setValue('chosen', c)}
                  className="w-full cursor-pointer rounded-lg border border-stone-200 px-3 py-2 text-left text-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  <span className="block font-medium text-stone-900">{c.name}</span>
                  <span className="block truncate text-xs text-stone-500">
                    {[c.email, formatPhone(c.phone)].filter(Boolean).join(' · ')}
                  </span>
                </button>
              </li>
            ))
          )}
          {search.isFetching && !search.data ? (
            <li className="px-1 text-sm text-stone-500">{t.searching}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
