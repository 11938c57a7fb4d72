import { useId } from 'react';
import { formatDayMonthSv, formatShortDateSv } from '~/shared/date-labels-sv';
import { formatPrice } from '~/shared/money';
import { adminReportsStrings as t } from './strings';

/**
 * 'Intjänat per dag' as a plain SVG bar chart (no chart library: one series of at most 366 bars needs none;
 * docs/decisions/032). The SVG is one image with a summary as its name (total and best day), each bar carries its
 * date and amount as a tooltip, and 'Visa som tabell' lists the days with earnings for screen readers and anyone
 * who would rather read. Kronor.
 */
export function EarnedPerDayChart({ days }: { days: { date: string; earned: number }[] }) {
  const id = useId();
  const max = Math.max(0, ...days.map((d) => d.earned));
  const total = days.reduce((n, d) => n + d.earned, 0);
  const best = max > 0 ? days.find((d) => d.earned === max) : undefined;
  const width = Math.max(days.length, 1) * 10;
  const height = 120;
  const earning = days.filter((d) => d.earned > 0);
  return (
    <figure className="space-y-3" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {t.chart.title}
      </figcaption>
      <svg
        role="img"
        aria-label={t.chart.label(
          formatPrice(total),
          best ? `${formatShortDateSv(best.date)}, ${formatPrice(best.earned)}` : null,
        )}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-lg bg-stone-50"
        data-testid="earned-chart"
      >
        {days.map((d, i) => {
          const h = max > 0 ? (d.earned / max) * (height - 4) : 0;
          return (
            <rect
              key={d.date}
              x={i * 10 + 1.5}
              y={height - h}
              width={7}
              height={h}
              rx={1.5}
              className="fill-accent-600"
            >
              <title>{t.chart.bar(formatShortDateSv(d.date), formatPrice(d.earned))}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 ? (
        <div className="flex justify-between text-xs text-stone-500 tabular-nums" aria-hidden="true">
          <span>{formatDayMonthSv(days[0]!.date)}</span>
          <span>{formatDayMonthSv(days[days.length - 1]!.date)}</span>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-accent-800">{t.chart.asTable}</summary>
        {earning.length === 0 ? (
          <p className="mt-2 text-stone-600">{t.chart.empty}</p>
        ) : (
          <table className="mt-2 w-full text-left">
            <thead>
              <tr className="text-stone-500">
                <th scope="col" className="py-1 font-medium">
                  {t.chart.date}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t.chart.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {earning.map((d) => (
                <tr key={d.date}>
                  <td className="py-1">{formatShortDateSv(d.date)}</td>
                  <td className="py-1 text-right tabular-nums">{formatPrice(d.earned)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </figure>
  );
}
