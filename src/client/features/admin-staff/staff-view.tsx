import { UserRoundCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ListPage } from '~/client/components/admin-list/list-page';
import { SortableList } from '~/client/components/admin-list/sortable-list';
import { useAdminServices } from '~/client/features/admin-services';
import { useCompanySettings } from '~/client/features/admin-settings';
import { DEFAULT_WEEKLY_SCHEDULE, type WeeklySchedule } from '~/shared/schedule';
import type { AdminStaff } from '~/shared/schemas/staff';
import { StaffCard } from './staff-card';
import { StaffDialog } from './staff-dialog';
import { t } from './strings';
import {
  useAdminStaff,
  useDeleteStaff,
  useRemoveStaffPhoto,
  useReorderStaff,
  useSaveStaff,
  useToggleStaff,
} from './use-admin-staff';

function SkeletonCards() {
  return (
    <div role="status" aria-label={t.loading} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-2xl bg-stone-200/70" />
      ))}
    </div>
  );
}

/** The admin page 'Personal': the company's staff, reorderable, with a dialog to add or edit. */
export function StaffView({ companyName }: { companyName: string }) {
  const query = useAdminStaff();
  const services = useAdminServices();
  const settings = useCompanySettings();
  const save = useSaveStaff();
  const toggle = useToggleStaff();
  const remove = useDeleteStaff();
  const reorder = useReorderStaff();
  const removePhoto = useRemoveStaffPhoto();
  const [dialog, setDialog] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });

  const staff = query.data ?? [];
  const serviceList = useMemo(() => services.data ?? [], [services.data]);
  const serviceName = useMemo(() => new Map(serviceList.map((s) => [s.id, s.name])), [serviceList]);
  const companySchedule: WeeklySchedule = settings.data?.weeklySchedule ?? DEFAULT_WEEKLY_SCHEDULE;
  // The member in the dialog comes from the list, so a removed photo shows at once.
  const editing: AdminStaff | null = staff.find((s) => s.id === dialog.id) ?? null;
  const openCreate = () => setDialog({ open: true, id: null });

  return (
    <ListPage
      texts={{ ...t, subtitle: t.subtitle(companyName), newItem: t.newMember }}
      query={query}
      empty={staff.length === 0}
      emptyIcon={UserRoundCheck}
      emptyTextClassName="max-w-md"
      onNew={openCreate}
      skeleton={<SkeletonCards />}
      dialog={
        <StaffDialog
          open={dialog.open}
          member={editing}
          services={serviceList}
          companySchedule={companySchedule}
          onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
          onSubmit={(input, photo) => save.mutateAsync({ id: dialog.id ?? undefined, input, photo })}
          onRemovePhoto={(id) => removePhoto.mutate(id)}
        />
      }
    >
      <SortableList
        items={staff}
        onReorder={(ordered) => reorder.mutate(ordered)}
        label={t.listLabel}
        instructions={t.dndInstructions}
      >
        {staff.map((member) => (
          <StaffCard
            key={member.id}
            member={member}
            serviceNames={member.serviceIds.flatMap((id) => serviceName.get(id) ?? [])}
            toggling={toggle.isPending && toggle.variables?.member.id === member.id}
            onToggle={(active) => toggle.mutate({ member, active })}
            onEdit={() => setDialog({ open: true, id: member.id })}
            onDelete={() => remove.mutate(member.id)}
          />
        ))}
      </SortableList>
    </ListPage>
  );
}
