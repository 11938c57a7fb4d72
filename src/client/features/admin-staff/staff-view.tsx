import { Plus, UserRoundCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { SortableServiceList, useAdminServices } from '~/client/features/admin-services';
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

/** The admin page 'Personal' (issue 15 §1): the company's staff, reorderable, with a dialog to add or edit. */
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

  useEffect(() => {
    if (query.isError) toast.error(t.loadFailed);
  }, [query.isError]);

  const staff = query.data ?? [];
  const serviceList = useMemo(() => services.data ?? [], [services.data]);
  const serviceName = useMemo(() => new Map(serviceList.map((s) => [s.id, s.name])), [serviceList]);
  const companySchedule: WeeklySchedule = settings.data?.weeklySchedule ?? DEFAULT_WEEKLY_SCHEDULE;
  // The member in the dialog comes from the list, so a removed photo shows at once.
  const editing: AdminStaff | null = staff.find((s) => s.id === dialog.id) ?? null;
  const openCreate = () => setDialog({ open: true, id: null });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.heading}</h1>
          <p className="mt-1 text-stone-600">{t.subtitle(companyName)}</p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" />
          {t.newMember}
        </Button>
      </div>

      {query.isPending ? (
        <SkeletonCards />
      ) : query.isError ? (
        <Card className="space-y-3 p-6 text-center">
          <p className="text-stone-700">{t.loadFailedText}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </Card>
      ) : staff.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
            <UserRoundCheck className="size-6" aria-hidden="true" />
          </div>
          <h2 className="text-lg font-semibold text-stone-900">{t.emptyTitle}</h2>
          <p className="max-w-md text-stone-600">{t.emptyText}</p>
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" />
            {t.emptyButton}
          </Button>
        </Card>
      ) : (
        <SortableServiceList
          services={staff}
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
        </SortableServiceList>
      )}

      <StaffDialog
        open={dialog.open}
        member={editing}
        services={serviceList}
        companySchedule={companySchedule}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSubmit={(input, photo) => save.mutateAsync({ id: dialog.id ?? undefined, input, photo })}
        onRemovePhoto={(id) => removePhoto.mutate(id)}
      />
    </div>
  );
}
