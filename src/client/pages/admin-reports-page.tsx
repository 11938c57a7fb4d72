import { useMemo } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { monthOf, PeriodForm } from '~/client/features/admin-reports/period-form';
import { ReportView } from '~/client/features/admin-reports/report-view';
import { adminReportsStrings as t } from '~/client/features/admin-reports/strings';
import { useAdminReport } from '~/client/features/admin-reports/use-admin-report';
import { useSearchParamsNow } from '~/client/lib/use-search-params-now';
import { formatDateRangeSv } from '~/shared/date-labels-sv';
import { isDateKey, todayInZone } from '~/shared/dates';

/**
 * `/admin/reports` 'Rapporter': the figures of a period (`?fran=&till=`, default this Stockholm month), a chart of
 * what was earned per day, and the period's bookings as CSV. A lazy chunk of its own, like every admin page.
 */
export function Component() {
  const [params, update] = useSearchParamsNow();
  const today = todayInZone(new Date());
  const fran = params.get('fran');
  const till = params.get('till');
  const period = useMemo(
    () => (isDateKey(fran) && isDateKey(till) ? { from: fran, to: till } : monthOf(today)),
    [fran, till, today],
  );
  const report = useAdminReport(period.from, period.to);
  const choose = (next: { from: string; to: string }) =>
    update((current) => {
      current.set('fran', next.from);
      current.set('till', next.to);
      return current;
    });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-stone-600">{t.intro}</p>
      </div>
      <Card className="p-4 sm:p-5">
        <PeriodForm value={period} today={today} onChange={choose} />
        <p className="mt-3 text-sm text-stone-600" aria-live="polite">
          {t.period.shown(formatDateRangeSv(period.from, period.to, { year: true }))}
        </p>
      </Card>
      {report.isPending ? (
        <Spinner label={t.loading} className="py-10" />
      ) : report.isError ? (
        <Card role="alert" className="space-y-3 p-6 text-center">
          <p className="text-stone-700">{report.error.message || t.loadError}</p>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {t.tryAgain}
          </Button>
        </Card>
      ) : (
        <ReportView report={report.data} />
      )}
    </div>
  );
}
