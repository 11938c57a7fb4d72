import { Clock } from 'lucide-react';
import { cn } from '~/client/lib/cn';
import { formatShortDateSv, formatWeekdayShortSv } from '~/shared/date-labels-sv';
import type { OpenStatus } from '~/shared/schemas/company';
import { t } from './strings';

/**
 * 'i dag' is left unsaid ('Öppnar 13:00'), then 'i morgon 09:00', 'tis 09:00' within a week, else 'mån 7 dec
 * 09:00'. The day and the time are joined by a no-break space: a narrow header wraps before them, not between.
 */
function opensWhen({ date, time, inDays }: NonNullable<OpenStatus['nextOpen']>): string {
  if (inDays === 0) return time;
  if (inDays === 1) return t.opensTomorrow(time);
  return `${inDays < 7 ? formatWeekdayShortSv(date) : formatShortDateSv(date)}\u00a0${time}`;
}

/**
 * 'Öppet nu · Stänger 19:00' / 'Stängt nu · Öppnar tis 09:00' under the company's name (decision 041): the status the
 * server computed from its clock, the weekly hours, exceptions and holidays, rendered as it is (no 'now' of the
 * browser's, so the server-rendered page and the app agree). Nothing when the company has no hours.
 */
export function CompanyOpenStatus({ status }: { status: OpenStatus | null }) {
  if (!status) return null;
  const detail = status.open
    ? status.until && t.closesAt(status.until)
    : status.nextOpen && t.opensAt(opensWhen(status.nextOpen));
  return (
    <p className="flex items-center gap-1.5 text-sm" data-testid="company-open-status">
      <Clock
        className={cn('size-4 shrink-0', status.open ? 'text-emerald-600' : 'text-stone-400')}
        aria-hidden="true"
      />
      <span className="min-w-0">
        <span className={cn('font-medium', status.open ? 'text-emerald-700' : 'text-stone-700')}>
          {status.open ? t.openNow : t.closedNow}
        </span>
        {detail ? <span className="text-stone-600"> · {detail}</span> : null}
      </span>
    </p>
  );
}
