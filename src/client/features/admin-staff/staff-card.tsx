import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '~/client/components/ui/avatar';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/ui/confirm-dialog';
import { ToggleSwitch } from '~/client/components/ui/switch';
import { cn } from '~/client/lib/cn';
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
  const [open, setOpen] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: member.id });
  const detailsId = `staff-details-${member.id}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="staff-card"
      className={cn(
        'rounded-2xl border border-stone-200/80 shadow-sm',
        member.active ? 'bg-white' : 'bg-stone-100/80',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-accent-600/40',
      )}
    >
      <div className="flex items-start gap-2 p-4">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t.dragHandle(member.name)}
          className="-ml-1 flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-400 hover:bg-stone-100 hover:text-stone-700 active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <Avatar name={member.name} src={member.photoUrl} className="size-12 rounded-full" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3
              className={cn(
                'min-w-0 font-semibold wrap-anywhere',
                member.active ? 'text-stone-900' : 'text-stone-600',
              )}
            >
              {member.name}
            </h3>
            <Badge tone={member.active ? 'success' : 'neutral'}>
              {member.active ? t.active : t.inactive}
            </Badge>
          </div>
          {member.title ? <p className="text-sm text-stone-600">{member.title}</p> : null}
          <p className="mt-1 text-sm break-words text-stone-600">
            <span className="font-medium text-stone-800">{t.performs}: </span>
            {serviceNames.length > 0 ? serviceNames.join(', ') : t.noServices}
          </p>
          <p className="mt-0.5 text-sm text-stone-600">
            {member.weeklySchedule ? t.ownHoursShort : t.companyHours} · {t.upcoming(member.upcomingBookings)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
          <ToggleSwitch
            checked={member.active}
            onCheckedChange={onToggle}
            disabled={toggling}
            label={t.activeSwitch(member.name)}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={open ? t.hideDetails(member.name) : t.showDetails(member.name)}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Button>
        </div>
      </div>
      {open ? (
        <div id={detailsId} className="space-y-4 border-t border-stone-200/80 px-4 py-4 sm:pl-14">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t.edit}
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
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
        </div>
      ) : null}
    </li>
  );
}
