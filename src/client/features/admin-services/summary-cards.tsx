import { CalendarCheck, Coins, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '~/client/components/ui/card';
import { formatPrice } from '~/shared/money';
import type { AdminService } from '~/shared/schemas/admin-services';
import { t } from './strings';

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
    <Card className="flex items-center gap-4 p-3 sm:p-5">
      <div className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 sm:flex [&_svg]:size-5">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-xs text-stone-600 sm:text-sm">{label}</p>
        <p className="text-lg font-semibold whitespace-nowrap text-stone-900 sm:text-2xl">{value}</p>
        <p className="text-xs text-stone-500">{hint}</p>
      </div>
    </Card>
  );
}

/** Total revenue, average price (with the count of loaded services) and total bookings (admin-side §2). */
export function SummaryCards({ services }: { services: AdminService[] }) {
  const revenue = services.reduce((sum, s) => sum + s.revenue, 0);
  const bookings = services.reduce((sum, s) => sum + s.bookingsCount, 0);
  const average = services.length ? services.reduce((sum, s) => sum + s.price, 0) / services.length : 0;
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      <Summary
        icon={<Coins aria-hidden="true" />}
        label={t.totalRevenue}
        value={formatPrice(revenue)}
        hint={t.last30Days}
      />
      <Summary
        icon={<Tag aria-hidden="true" />}
        label={t.averagePrice}
        value={formatPrice(average)}
        hint={t.activeServices(services.length)}
      />
      <Summary
        icon={<CalendarCheck aria-hidden="true" />}
        label={t.totalBookings}
        value={String(bookings)}
        hint={t.last30Days}
      />
    </div>
  );
}
