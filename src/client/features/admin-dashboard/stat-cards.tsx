import { CalendarCheck, CalendarClock, TrendingUp, UserRoundX, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '~/client/components/ui/card';
import { formatPrice } from '~/shared/money';
import type { AdminDashboard } from '~/shared/schemas/admin-dashboard';
import { adminDashboardStrings as t } from './strings';

function StatCard({
  label,
  value,
  icon: Icon,
  children,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-stone-600">{label}</h3>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-600">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="text-2xl font-semibold tracking-tight text-stone-900 tabular-nums sm:text-3xl">{value}</p>
      {children ? <div className="text-sm text-stone-500">{children}</div> : null}
    </Card>
  );
}

/**
 * The month's stat cards, each label saying what it counts: bookings not cancelled (with cancelled and no-shows),
 * kronor earned (completed visits) and booked (coming), customers with a visit in 90 days, no-shows and their share
 * of the month's due visits.
 */
export function StatCards({ stats }: { stats: AdminDashboard['stats'] }) {
  return (
    <section
      aria-label={t.stats.section}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3"
    >
      <StatCard label={t.stats.bookings} value={stats.bookingsThisMonth} icon={CalendarCheck}>
        <p>{t.stats.bookingsHint}</p>
        <dl className="flex gap-4">
          <div className="flex gap-1">
            <dt>{t.stats.cancelled}:</dt>
            <dd className="font-medium text-stone-700 tabular-nums">{stats.cancelledThisMonth}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t.stats.noShowsSub}:</dt>
            <dd className="font-medium text-stone-700 tabular-nums">{stats.noShowsThisMonth}</dd>
          </div>
        </dl>
      </StatCard>
      <StatCard label={t.stats.earned} value={formatPrice(stats.earnedThisMonth)} icon={TrendingUp}>
        {t.stats.earnedHint}
      </StatCard>
      <StatCard label={t.stats.booked} value={formatPrice(stats.bookedThisMonth)} icon={CalendarClock}>
        {t.stats.bookedHint}
      </StatCard>
      <StatCard label={t.stats.activeCustomers} value={stats.activeCustomers} icon={Users}>
        {t.stats.activeCustomersHint}
      </StatCard>
      <StatCard label={t.stats.noShows} value={stats.noShowsThisMonth} icon={UserRoundX}>
        {t.stats.noShowsHint(stats.noShowRate)}
      </StatCard>
    </section>
  );
}
