import type { BookingLinkPreview } from '~/shared/schemas/booking-links';
import { formatLongDateSv } from '~/shared/date-labels-sv';
import { cancelStrings as t } from './strings';

/** A booking behind an e-mailed link: service, company, address (when known), date and time. */
export function BookingDetails({ booking }: { booking: BookingLinkPreview }) {
  const rows: [string, string][] = [
    [t.service, booking.serviceName],
    [t.company, booking.companyName],
    ...(booking.companyLocation ? [[t.address, booking.companyLocation] as [string, string]] : []),
    [t.date, formatLongDateSv(booking.startDate, { year: true })],
    [t.time, `${booking.startTime}–${booking.endTime}`],
  ];
  return (
    <dl className="divide-y divide-stone-100 rounded-xl bg-stone-50 px-4 text-left text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2.5">
          <dt className="text-stone-500">{label}</dt>
          <dd className="text-right font-medium text-stone-900 first-letter:uppercase">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
