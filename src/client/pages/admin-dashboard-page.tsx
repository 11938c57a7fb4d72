import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { DashboardSkeleton } from '~/client/features/admin-dashboard/dashboard-skeleton';
import { LatestBookings } from '~/client/features/admin-dashboard/latest-bookings';
import { NextBookingCard } from '~/client/features/admin-dashboard/next-booking-card';
import { StaffStatsCard } from '~/client/features/admin-dashboard/staff-stats';
import { StatCards } from '~/client/features/admin-dashboard/stat-cards';
import { adminDashboardStrings as t } from '~/client/features/admin-dashboard/strings';
import { useAdminDashboard } from '~/client/features/admin-dashboard/use-admin-dashboard';
import { useMe } from '~/client/features/session/use-me';
import { addDays, todayInZone } from '~/shared/dates';

/** `/admin/dashboard` ('Översikt', admin-side §2): next booking, the month's stat cards, a link to 'Rapporter', per staff member this month (when the company has staff) and the ten
 * latest bookings. */
export function Component() {
  const company = useMe().data?.adminCompany;
  const dashboard = useAdminDashboard();
  useEffect(() => {
    if (dashboard.error) toast.error(t.loadError, { description: dashboard.error.message });
  }, [dashboard.error]);
  const today = todayInZone(new Date());

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
          {company ? <p className="mt-1 wrap-anywhere text-stone-600">{t.intro(company.name)}</p> : null}
        </div>
        <Button asChild variant="secondary" size="sm">
          <Link to="/admin/reports">{t.toReports}</Link>
        </Button>
      </div>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.data ? (
        <>
          <NextBookingCard booking={dashboard.data.nextBooking} today={today} tomorrow={addDays(today, 1)} />
          <StatCards stats={dashboard.data.stats} />
          {dashboard.data.staffStats ? <StaffStatsCard stats={dashboard.data.staffStats} /> : null}
          <LatestBookings bookings={dashboard.data.latestBookings} />
        </>
      ) : (
        <Card className="space-y-3 p-5">
          <p className="text-stone-700">{t.loadError}</p>
          <Button variant="secondary" size="sm" onClick={() => dashboard.refetch()}>
            {t.retry}
          </Button>
        </Card>
      )}
    </div>
  );
}
