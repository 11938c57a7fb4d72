import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { formatPrice } from '~/shared/money';
import type { AdminReport } from '~/shared/schemas/admin-reports';
import { BOOKING_STATUSES } from './booking-statuses';
import { EarnedPerDayChart } from './bar-chart';
import { adminReportsStrings as t } from './strings';
import { bookingsCsvUrl } from './use-admin-report';

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5">
      <h3 className="text-sm font-medium text-stone-600">{label}</h3>
      <p className="text-2xl font-semibold tracking-tight text-stone-900 tabular-nums">{value}</p>
      <p className="text-sm text-stone-500">{hint}</p>
    </Card>
  );
}

/** A titled table of rows (name, bookings, earned) with its columns' headers; `empty` when there are no rows. */
function FiguresTable({
  title,
  hint,
  columns,
  rows,
  empty,
}: {
  title: string;
  hint?: string;
  columns: [string, string, string];
  rows: { key: string; name: string; bookings: number; earned: number }[];
  empty: string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-600">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <thead className="text-stone-500">
            <tr>
              <th scope="col" className="w-1/2 py-2 font-medium">
                {columns[0]}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {columns[1]}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {columns[2]}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="py-2 pr-2 font-medium wrap-anywhere text-stone-900">
                  {r.name}
                </th>
                <td className="py-2 text-right tabular-nums">{r.bookings}</td>
                <td className="py-2 text-right tabular-nums">{formatPrice(r.earned)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/**
 * What was paid online for the period's bookings (docs/decisions/047): paid, refunded, and what booked and completed
 * visits leave to pay on site. Shown when anything was paid online.
 */
function OnlinePayments({ report }: { report: AdminReport }) {
  const p = t.payments;
  const rows = [
    { key: 'paid', label: p.paidOnline, value: report.paidOnline },
    { key: 'refunded', label: p.refunded, value: report.refunded },
    { key: 'due', label: p.dueOnSite, value: report.dueOnSite, hint: p.dueOnSiteHint },
  ];
  return (
    <Card className="p-4 sm:p-5" data-testid="report-payments">
      <h2 className="text-lg font-semibold text-stone-900">{p.title}</h2>
      <p className="text-sm text-stone-600">{p.hint}</p>
      <dl className="mt-3 divide-y divide-stone-100 text-sm">
        {rows.map((r) => (
          <div key={r.key} className="flex justify-between gap-3 py-2">
            <dt className="text-stone-700">
              {r.label}
              {r.hint ? <span className="block text-xs text-stone-500">{r.hint}</span> : null}
            </dt>
            <dd className="font-medium text-stone-900 tabular-nums">{formatPrice(r.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The figures of a period (AdminReport): summary, earned per day, statuses, what was paid online, per person and per
 * service, export.
 */
export function ReportView({ report }: { report: AdminReport }) {
  const s = t.summary;
  return (
    <div className="space-y-6">
      <section
        aria-label={s.section}
        className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4"
      >
        <Figure label={s.earned} value={formatPrice(report.earned)} hint={s.earnedHint} />
        <Figure label={s.booked} value={formatPrice(report.booked)} hint={s.bookedHint} />
        <Figure label={s.noShowRate} value={s.noShowRateValue(report.noShowRate)} hint={s.noShowRateHint} />
        <Figure
          label={s.customers}
          value={report.customers.total}
          hint={s.customersHint(report.customers.new, report.customers.returning)}
        />
      </section>
      <Card className="p-4 sm:p-5">
        <EarnedPerDayChart days={report.earnedPerDay} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-stone-900">{t.status.title}</h2>
          <dl className="mt-3 divide-y divide-stone-100 text-sm">
            {BOOKING_STATUSES.map((status) => (
              <div key={status} className="flex justify-between py-2">
                <dt className="text-stone-700">{t.status.labels[status]}</dt>
                <dd className="font-medium text-stone-900 tabular-nums">{report.byStatus[status]}</dd>
              </div>
            ))}
          </dl>
        </Card>
        {report.paidOnline > 0 || report.refunded > 0 ? <OnlinePayments report={report} /> : null}
        <Card className="space-y-3 p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-stone-900">{t.csv.title}</h2>
          <p className="text-sm text-stone-600">{t.csv.hint}</p>
          <Button asChild variant="secondary">
            <a href={bookingsCsvUrl(report.from, report.to)} download>
              <Download aria-hidden="true" />
              {t.csv.download}
            </a>
          </Button>
        </Card>
      </div>
      <FiguresTable
        title={t.staff.title}
        hint={t.staff.hint}
        columns={[t.staff.name, t.staff.bookings, t.staff.earned]}
        rows={report.perStaff.map((m) => ({
          key: m.staffId ?? 'none',
          name: m.name ?? t.staff.none,
          bookings: m.bookings,
          earned: m.earned,
        }))}
        empty={t.staff.empty}
      />
      <FiguresTable
        title={t.services.title}
        columns={[t.services.name, t.services.bookings, t.services.earned]}
        rows={report.perService.map((r) => ({ key: r.serviceName, name: r.serviceName, ...r }))}
        empty={t.services.empty}
      />
    </div>
  );
}
