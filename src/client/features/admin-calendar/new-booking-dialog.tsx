import { useState, type FormEvent } from 'react';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input, Textarea } from '~/client/components/ui/input';
import { Modal } from '~/client/components/ui/modal';
import { useDebounced } from '~/client/lib/use-debounced';
import { cn } from '~/client/lib/cn';
import { formatPhone } from '~/shared/phone';
import {
  calendarNewCustomerSchema,
  createCalendarBookingSchema,
  type CalendarStaff,
} from '~/shared/schemas/admin-calendar';
import type { AdminCustomer } from '~/shared/schemas/admin-customers';
import { t } from './strings';
import { useCreateCalendarBooking, useCustomerSearch } from './use-admin-calendar';

/** What the dialog opens with: a clicked free time (date, time, member) or today's defaults. */
export interface NewBookingDefaults {
  date: string;
  startTime: string;
  staffId: string | null | undefined;
}

interface ServiceOption {
  id: string;
  name: string;
  active?: boolean;
}

const selectClass = 'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900';

/**
 * 'Ny bokning' (issue 15 §4): an existing customer (searched by name, e-mail or phone with the admin customers
 * search) or a new one (name; phone and e-mail optional), service, staff member ('Valfri' or one; only at a company
 * with staff), date and time, notes. Checked with the server's schema before sending; the server decides the rest.
 */
export function NewBookingDialog({
  defaults,
  services,
  staff,
  onClose,
}: {
  defaults: NewBookingDefaults | null;
  services: ServiceOption[];
  staff: CalendarStaff[];
  onClose: () => void;
}) {
  if (!defaults) return null;
  return (
    <NewBookingForm
      key={`${defaults.date}${defaults.startTime}${defaults.staffId ?? ''}`}
      defaults={defaults}
      services={services.filter((s) => s.active !== false)}
      staff={staff.filter((m) => m.active)}
      onClose={onClose}
    />
  );
}

function NewBookingForm({
  defaults,
  services,
  staff,
  onClose,
}: {
  defaults: NewBookingDefaults;
  services: ServiceOption[];
  staff: CalendarStaff[];
  onClose: () => void;
}) {
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<AdminCustomer | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [serviceId, setServiceId] = useState(services[0]?.id ?? '');
  const [staffId, setStaffId] = useState(defaults.staffId ?? '');
  const [date, setDate] = useState(defaults.date);
  const [startTime, setStartTime] = useState(defaults.startTime);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const debounced = useDebounced(query, 250);
  const search = useCustomerSearch(mode === 'existing' ? debounced : '');
  const create = useCreateCalendarBooking(() => onClose());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (mode === 'existing' && !chosen) found.customer = t.chooseCustomer;
    if (mode === 'new') {
      const parsed = calendarNewCustomerSchema.safeParse({ name, phone, email });
      if (!parsed.success)
        for (const issue of parsed.error.issues) found[`customer.${String(issue.path[0])}`] ??= issue.message;
    }
    const body = {
      ...(mode === 'existing' ? { customerId: chosen?.id } : { customer: { name, phone, email } }),
      serviceId,
      staffId: staffId || null,
      date,
      startTime,
      notes,
    };
    const parsed = createCalendarBookingSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        if (key !== 'customer' && key !== 'customerId') found[key] ??= issue.message;
      }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body);
  };

  const fieldError = (key: string) =>
    errors[key]
      ? { 'aria-invalid': true as const, 'aria-describedby': `nb-${key.replace('.', '-')}-error` }
      : {};

  return (
    <Modal
      closeLabel={t.close}
      open
      onOpenChange={(o) => !o && onClose()}
      title={t.newBooking}
      description={t.newBookingDescription}
    >
      <form noValidate className="space-y-4" onSubmit={submit}>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-stone-900">{t.customerKind}</legend>
          <div
            role="radiogroup"
            aria-label={t.customerKind}
            className="flex gap-1 rounded-xl bg-stone-100 p-1"
          >
            {(['existing', 'new'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                onClick={() => setMode(m)}
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
            <div className="space-y-2">
              <Field id="nb-customer" label={t.searchCustomer} error={errors.customer}>
                <Input
                  id="nb-customer"
                  type="search"
                  autoComplete="off"
                  value={query}
                  onChange={(e) => {
                    setQuery(e.target.value);
                    setChosen(null);
                  }}
                  {...fieldError('customer')}
                />
              </Field>
              {chosen ? (
                <p className="rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900">
                  {t.selectedCustomer}: <strong>{chosen.name}</strong>
                  {chosen.email ? `, ${chosen.email}` : ''}
                </p>
              ) : debounced.trim().length >= 2 ? (
                <ul
                  aria-label={t.searchCustomer}
                  className="max-h-48 space-y-1 overflow-y-auto"
                  aria-live="polite"
                >
                  {search.data?.length === 0 ? (
                    <li className="px-1 text-sm text-stone-500">{t.noCustomers}</li>
                  ) : (
                    search.data?.slice(0, 8).map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          onClick={() => setChosen(c)}
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
          ) : (
            <div className="space-y-3">
              <Field id="nb-customer-name" label={t.customerName} error={errors['customer.name']}>
                <Input
                  id="nb-customer-name"
                  autoComplete="off"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  {...fieldError('customer.name')}
                />
              </Field>
              <Field id="nb-customer-phone" label={t.customerPhone} error={errors['customer.phone']}>
                <Input
                  id="nb-customer-phone"
                  type="tel"
                  autoComplete="off"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  {...fieldError('customer.phone')}
                />
              </Field>
              <Field id="nb-customer-email" label={t.customerEmail} error={errors['customer.email']}>
                <Input
                  id="nb-customer-email"
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  {...fieldError('customer.email')}
                />
              </Field>
            </div>
          )}
        </fieldset>
        <Field id="nb-serviceId" label={t.service} error={errors.serviceId}>
          <select
            id="nb-serviceId"
            value={serviceId}
            onChange={(e) => setServiceId(e.target.value)}
            className={selectClass}
            {...fieldError('serviceId')}
          >
            {services.length === 0 ? <option value="">{t.chooseService}</option> : null}
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        {staff.length > 0 ? (
          <Field id="nb-staff" label={t.staff}>
            <select
              id="nb-staff"
              value={staffId}
              onChange={(e) => setStaffId(e.target.value)}
              className={selectClass}
            >
              <option value="">{t.anyStaff}</option>
              {staff.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field id="nb-date" label={t.date} error={errors.date}>
            <Input
              id="nb-date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              {...fieldError('date')}
            />
          </Field>
          <Field id="nb-startTime" label={t.start} error={errors.startTime}>
            <Input
              id="nb-startTime"
              type="time"
              step={300}
              value={startTime}
              onChange={(e) => setStartTime(e.target.value)}
              {...fieldError('startTime')}
            />
          </Field>
        </div>
        <Field id="nb-notes" label={t.bookingNotes} error={errors.notes}>
          <Textarea
            id="nb-notes"
            rows={2}
            maxLength={500}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t.saving : t.createBooking}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
