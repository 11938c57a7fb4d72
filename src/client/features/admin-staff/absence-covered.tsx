import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { formatShortDateSv } from '~/shared/date-labels-sv';
import type { AbsenceCoveredBooking, StaffAbsence } from '~/shared/schemas/staff';
import { t } from './strings';
import { useAbsenceCovered, useCoveredActions } from './use-admin-staff';

/**
 * The bookings still on `memberName` inside `absence` (a sick day over booked customers), under a warning that
 * stays while any is undecided: per booking 'Flytta till <kollega>' (only colleagues the server found free and
 * able), 'Avboka' (after confirmation; the customer is told) or 'Behåll' (kept on the member; can be undone).
 * Renders nothing when the absence covers no bookings.
 */
export function AbsenceCovered({ absence, memberName }: { absence: StaffAbsence; memberName: string }) {
  const uid = useId();
  const covered = useAbsenceCovered(absence.staffId, absence.id);
  const actions = useCoveredActions(absence.staffId);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  if (covered.isError) return <p className="text-sm text-red-700">{t.coveredFailed}</p>;
  const bookings = covered.data ?? [];
  if (bookings.length === 0) return null;
  const open = bookings.filter((b) => !kept.has(b.id));

  const row = (b: AbsenceCoveredBooking) => (
    <li key={b.id} className="space-y-2 rounded-lg bg-white p-2 text-sm">
      <p className="text-stone-900">
        <span className="tabular-nums first-letter:uppercase">
          {formatShortDateSv(b.startDate)} {b.startTime}–{b.endTime}
        </span>{' '}
        · {b.customerName} · {b.serviceName}
      </p>
      {kept.has(b.id) ? (
        <p className="flex flex-wrap items-center gap-2 text-stone-600">
          {t.keptWith(memberName)}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setKept((s) => new Set([...s].filter((id) => id !== b.id)))}
          >
            {t.undoKeep}
          </Button>
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {b.moveTo.map((to) => (
            <Button
              key={to.id}
              type="button"
              size="sm"
              disabled={actions.pending}
              onClick={() => actions.move.mutate({ id: b.id, date: b.startDate, startTime: b.startTime, to })}
            >
              {t.moveTo(to.name)}
            </Button>
          ))}
          <ConfirmDialog
            trigger={
              <Button type="button" size="sm" variant="danger" disabled={actions.pending}>
                {t.cancelCovered}
              </Button>
            }
            title={t.confirmCancelTitle}
            description={t.confirmCancel(b.customerName)}
            cancelLabel={t.keepCovered}
            confirmLabel={t.cancelCovered}
            onConfirm={() => actions.cancel.mutate(b.id)}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setKept((s) => new Set([...s, b.id]))}
          >
            {t.keepCovered}
          </Button>
          {b.moveTo.length === 0 ? <p className="w-full text-stone-600">{t.noColleague}</p> : null}
        </div>
      )}
    </li>
  );

  return (
    <section
      aria-labelledby={`${uid}-title`}
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3"
    >
      <h5 id={`${uid}-title`} className="flex items-start gap-2 text-sm font-semibold text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span role="status">
          {t.coveredWarning(open.length > 0 ? open.length : bookings.length, memberName)}
        </span>
      </h5>
      {open.length > 0 ? <p className="text-sm text-amber-900">{t.coveredHint}</p> : null}
      <ul className="space-y-2" aria-label={t.coveredListLabel(memberName)}>
        {bookings.map(row)}
      </ul>
    </section>
  );
}
