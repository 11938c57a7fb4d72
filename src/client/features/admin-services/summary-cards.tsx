import { CalendarCheck, Coins, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '~/client/components/ui/card';
import { formatPrice } from '~/shared/money';
import type { AdminService } from '~/shared/schemas/admin-services';
import { t } from './strings';
import { summarizeServices } from './summary';

/**
 * One figure: in a narrow container a full-width row (label and period on the left, value on the right); from 48rem
 * of container width on, a column (label, value, period) beside the other two.
 */
function Summary({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <Card data-testid="services-summary" className="flex items-center gap-3 p-4 @3xl:gap-4 @3xl:p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 @3xl:size-11 [&_svg]:size-5">
        {icon}
      </div>
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 @3xl:grid-cols-1">
        <p className="col-start-1 row-start-1 text-sm text-stone-600">{label}</p>
        <p className="col-start-2 row-span-2 row-start-1 text-right text-lg font-semibold whitespace-nowrap text-stone-900 @3xl:col-start-1 @3xl:row-span-1 @3xl:row-start-2 @3xl:text-left @3xl:text-2xl">
          {value}
        </p>
        <p className="col-start-1 row-start-2 text-xs text-stone-500 @3xl:row-start-3">{hint}</p>
      </div>
    </Card>
  );
}

/**
 * Total revenue and bookings of the last 30 days, and the average price of the active services with their count
 * (admin-side §2).
 */
export function SummaryCards({ services }: { services: AdminService[] }) {
  const summary = summarizeServices(services);
  return (
    <div className="@container">
      <div className="grid gap-2 @3xl:grid-cols-3 @3xl:gap-3">
        <Summary
          icon={<Coins aria-hidden="true" />}
          label={t.totalRevenue}
          value={formatPrice(summary.revenue)}
          hint={t.last30Days}
        />
        <Summary
          icon={<Tag aria-hidden="true" />}
          label={t.averagePrice}
          value={summary.averageActivePrice === null ? '–' : formatPrice(summary.averageActivePrice)}
          hint={t.activeServices(summary.activeCount)}
        />
        <Summary
          icon={<CalendarCheck aria-hidden="true" />}
          label={t.totalBookings}
          value={String(summary.bookings)}
          hint={t.last30Days}
        />
      </div>
    </div>
  );
}
