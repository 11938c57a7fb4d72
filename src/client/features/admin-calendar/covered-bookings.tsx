import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CoveredBooking } from '~/shared/schemas/admin-calendar';
import { t } from './strings';

/**
 * The booked bookings a block would cover ('Blockeringen täcker 2 bokningar: …', time, customer, service) and the
 * required choice between keeping and cancelling them, as native radio buttons (arrow keys move between them).
 * `register` is the form's registration of `coveredBookings`; `error` its message.
 */
export function CoveredBookingsChoice({
  bookings,
  register,
  error,
}: {
  bookings: CoveredBooking[];
  register: UseFormRegisterReturn;
  error?: string;
}) {
  const errorId = 'block-coveredBookings-error';
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p id="block-covered-title" className="text-sm font-medium text-stone-900">
        {t.coveredTitle(bookings.length)}
      </p>
      <ul aria-labelledby="block-covered-title" className="space-y-1 text-sm text-stone-800">
        {bookings.map((b) => (
          <li key={b.id}>
            <span className="font-medium tabular-nums">
              {b.startTime}–{b.endTime}
            </span>{' '}
            {b.customerName}, {b.serviceName}
          </li>
        ))}
      </ul>
      <fieldset
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="space-y-2"
      >
        <legend className="mb-1 text-sm font-medium text-stone-800">{t.coveredQuestion}</legend>
        {(
          [
            ['keep', t.keepCovered],
            ['cancel', t.cancelCovered],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg bg-white px-3 py-2 text-sm text-stone-900"
          >
            <input type="radio" value={value} className="mt-0.5 size-4 accent-accent-600" {...register} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
