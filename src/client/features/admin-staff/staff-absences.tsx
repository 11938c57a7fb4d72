import { useId } from 'react';
import { Button } from '~/client/components/ui/button';
import type { AdminStaff } from '~/shared/schemas/staff';
import { AbsenceCovered } from './absence-covered';
import { AbsenceForm } from './absence-form';
import { AbsenceRow } from './absence-row';
import { t } from './strings';
import { useRemoveAbsence, useStaffAbsences } from './use-admin-staff';

/**
 * A member's coming absences ('Ledig', 'Sjuk', optional reason, from–to in Stockholm time) with a form to add one
 * and a button to remove each; under an absence over booked customers, those bookings with what to do with each
 * (AbsenceCovered). The server refuses an absence wholly in the past or ending before it starts.
 */
export function StaffAbsences({ member }: { member: AdminStaff }) {
  const query = useStaffAbsences(member.id);
  const remove = useRemoveAbsence(member.id);
  const uid = useId();

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
          <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()}>
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
      {query.data?.map((absence) => (
        <AbsenceCovered key={absence.id} absence={absence} memberName={member.name} />
      ))}
      <AbsenceForm memberId={member.id} />
    </section>
  );
}
