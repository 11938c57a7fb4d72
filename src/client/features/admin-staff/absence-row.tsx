import { Trash2 } from 'lucide-react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { formatInstantShortSv } from '~/shared/dates';
import type { StaffAbsence } from '~/shared/schemas/staff';
import { t } from './strings';

/** An instant as Stockholm wall clock, e.g. 'tis 24 nov 09:00'. */
function formatInstant(iso: string): string {
  return formatInstantShortSv(new Date(iso));
}

/** One absence in a member's list: kind, period, reason and a remove button (disabled while `busy`). */
export function AbsenceRow({
  absence,
  onRemove,
  busy,
}: {
  absence: StaffAbsence;
  onRemove: () => void;
  busy: boolean;
}) {
  const period = `${formatInstant(absence.start)} – ${formatInstant(absence.end)}`;
  return (
    <li className="flex items-start justify-between gap-2 rounded-xl bg-stone-50 px-3 py-2">
      <div className="min-w-0 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={absence.kind === 'sick' ? 'warning' : 'neutral'}>{t.kinds[absence.kind]}</Badge>
          <span className="text-stone-900 tabular-nums">{period}</span>
        </div>
        {absence.reason ? <p className="mt-1 break-words text-stone-600">{absence.reason}</p> : null}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={busy}
        aria-label={t.removeAbsence(`${t.kinds[absence.kind]} ${period}`)}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
