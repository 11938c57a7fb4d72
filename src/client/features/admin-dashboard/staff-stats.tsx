import { Avatar } from '~/client/components/ui/avatar';
import { Badge } from '~/client/components/ui/badge';
import { Card } from '~/client/components/ui/card';
import { formatMonthYearSv } from '~/shared/date-labels-sv';
import { formatPrice } from '~/shared/money';
import type { AdminDashboard } from '~/shared/schemas/admin-dashboard';
import { adminDashboardStrings as t } from './strings';

/**
 * 'Per person': each staff member's bookings and revenue this month, the period named; rendered only
 * when the company has staff (`staffStats` not null).
 */
export function StaffStatsCard({ stats }: { stats: NonNullable<AdminDashboard['staffStats']> }) {
  const month = formatMonthYearSv(`${stats.month}-01`);
  return (
    <Card className="p-4 sm:p-5" data-testid="staff-stats">
      <section aria-labelledby="staff-stats-title">
        <h2 id="staff-stats-title" className="text-lg font-semibold text-stone-900">
          {t.staff.title}
        </h2>
        <p className="text-sm text-stone-600">{t.staff.period(month)}</p>
        <ul className="mt-3 divide-y divide-stone-200/80">
          {stats.members.map((m) => (
            <li key={m.staffId} className="flex items-center gap-3 py-3">
              <Avatar name={m.name} src={m.photoUrl} className="size-10 rounded-full text-sm" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere text-stone-900">
                  {m.name}
                  {m.active ? null : <Badge>{t.staff.inactive}</Badge>}
                </p>
                <p className="text-sm text-stone-600 tabular-nums">{t.staff.bookings(m.bookings)}</p>
              </div>
              <p className="shrink-0 text-right font-semibold text-stone-900 tabular-nums">
                <span className="sr-only">{t.staff.revenue}: </span>
                {formatPrice(m.revenue)}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-stone-500">{t.staff.hint}</p>
      </section>
    </Card>
  );
}
