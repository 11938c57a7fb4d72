import { Pencil, Trash2 } from 'lucide-react';
import { SortableCard } from '~/client/components/admin-list/sortable-card';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import type { AdminStaff } from '~/shared/schemas/staff';
import { StaffAbsences } from './staff-absences';
import { t } from './strings';

/**
 * One member in the sortable list: drag handle, photo or initials, name and title, active switch, the services
 * they perform and whose hours apply; expandable with their absences, 'Redigera' and 'Ta bort'.
 */
export function StaffCard({
  member,
  serviceNames,
  onEdit,
  onToggle,
  onDelete,
  toggling,
}: {
  member: AdminStaff;
  serviceNames: string[];
  onEdit: () => void;
  onToggle: (active: boolean) => void;
  onDelete: () => void;
  toggling: boolean;
}) {
  return (
    <SortableCard
      id={member.id}
      name={member.name}
      active={member.active}
      toggling={toggling}
      onToggle={onToggle}
      testId="staff-card"
      stacked
      detailsClassName="space-y-4"
      labels={{
        handle: t.dragHandle(member.name),
        active: t.active,
        inactive: t.inactive,
        toggle: t.activeSwitch(member.name),
        showDetails: t.showDetails(member.name),
        hideDetails: t.hideDetails(member.name),
      }}
      leading={
        <Avatar
          name={member.name}
          src={member.photoUrl}
          image={member.photo}
          sizes="48px"
          className="size-12 rounded-full"
        />
      }
      summary={
        <>
          {member.title ? <p className="text-sm text-stone-600">{member.title}</p> : null}
          <p className="mt-1 text-sm break-words text-stone-600">
            <span className="font-medium text-stone-800">{t.performs}: </span>
            {serviceNames.length > 0 ? serviceNames.join(', ') : t.noServices}
          </p>
          <p className="mt-0.5 text-sm text-stone-600">
            {member.weeklySchedule ? t.ownHoursShort : t.companyHours} · {t.upcoming(member.upcomingBookings)}
          </p>
        </>
      }
      details={
        <>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t.edit}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
                  <Trash2 aria-hidden="true" />
                  {t.remove}
                </Button>
              }
              title={t.confirmDeleteTitle}
              description={t.confirmDelete(member.name)}
              cancelLabel={t.cancel}
              confirmLabel={t.remove}
              onConfirm={onDelete}
            />
          </div>
          <StaffAbsences member={member} />
        </>
      }
    />
  );
}
