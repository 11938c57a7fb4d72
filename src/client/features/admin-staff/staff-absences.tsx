import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Field } from '~/client/components/ui/field';
import { Input } from '~/client/components/ui/input';
import { addDays, formatInstantShortSv, todayInZone, zonedWallClockToInstant } from '~/shared/dates';
import {
  STAFF_ABSENCE_KINDS,
  type AdminStaff,
  type StaffAbsence,
  type StaffAbsenceKind,
} from '~/shared/schemas/staff';
import { t } from './strings';
import { useAddAbsence, useRemoveAbsence, useStaffAbsences } from './use-admin-staff';

/** An instant as Stockholm wall clock, e.g. 'tis 24 nov 09:00'. */
function formatInstant(iso: string): string {
  return formatInstantShortSv(new Date(iso));
}

/** A `datetime-local` value ('YYYY-MM-DDTHH:MM', Stockholm wall clock) as an ISO instant; null when incomplete. */
function toInstant(value: string): string | null {
  const [date, time] = value.split('T');
  if (!date || !time) return null;
  return zonedWallClockToInstant(date, time.slice(0, 5)).toISOString();
}

function AbsenceRow({
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

/**
 * A member's coming absences ('Ledig', 'Sjuk', optional reason, from–to in Stockholm time) with a form to add one
 * and a button to remove each. The server refuses an absence wholly in the past or ending before it starts.
 */
export function StaffAbsences({ member }: { member: AdminStaff }) {
  const query = useStaffAbsences(member.id);
  const add = useAddAbsence(member.id);
  const remove = useRemoveAbsence(member.id);
  const uid = useId();
  const today = todayInZone(new Date());
  const [kind, setKind] = useState<StaffAbsenceKind>('time_off');
  const [from, setFrom] = useState(`${today}T00:00`);
  const [to, setTo] = useState(`${addDays(today, 1)}T00:00`);
  const [reason, setReason] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const start = toInstant(from);
    const end = toInstant(to);
    if (!start || !end) return void toast.error(t.absenceFailed, { description: t.absenceMissing });
    add.mutate({ kind, start, end, reason }, { onSuccess: () => setReason('') });
  };

  return (
    <section aria-labelledby={`${uid}-title`} className="space-y-3">
      <h4 id={`${uid}-title`} className="font-semibold text-stone-900">
        {t.absencesFor(member.name)}
      </h4>
      {query.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t.absencesLoading}
        </p>
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          <span>{t.absencesFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noAbsences}</p>
      ) : (
        <ul className="space-y-2" aria-label={t.absencesFor(member.name)}>
          {query.data.map((absence) => (
            <AbsenceRow
              key={absence.id}
              absence={absence}
              busy={remove.isPending}
              onRemove={() => remove.mutate(absence.id)}
            />
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-3 rounded-xl border border-stone-200 p-3" noValidate>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.kindLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {STAFF_ABSENCE_KINDS.map((k) => (
              <label
                key={k}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600 ${
                  kind === k
                    ? 'border-accent-600 bg-accent-50 text-accent-800'
                    : 'border-stone-300 text-stone-700'
                }`}
              >
                <input
                  type="radio"
                  name={`${uid}-kind`}
                  value={k}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                  className="size-4 accent-accent-700"
                />
                {t.kinds[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${uid}-from`} label={t.fromLabel}>
            <Input
              id={`${uid}-from`}
              type="datetime-local"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className="min-w-0"
            />
          </Field>
          <Field id={`${uid}-to`} label={t.toLabel}>
            <Input
              id={`${uid}-to`}
              type="datetime-local"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className="min-w-0"
            />
          </Field>
        </div>
        <Field id={`${uid}-reason`} label={t.reasonLabel}>
          <Input
            id={`${uid}-reason`}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Button type="submit" variant="secondary" size="sm" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? t.adding : t.addAbsence}
        </Button>
      </form>
    </section>
  );
}
