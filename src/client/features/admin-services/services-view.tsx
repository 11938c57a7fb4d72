import { Plus, Scissors } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import type { AdminService } from '~/shared/schemas/admin-services';
import { ServiceCard } from './service-card';
import { ServiceDialog } from './service-dialog';
import { SortableServiceList } from './sortable-service-list';
import { t } from './strings';
import { SummaryCards } from './summary-cards';
import {
  useAdminServices,
  useDeleteService,
  useReorderServices,
  useSaveService,
  useToggleService,
} from './use-admin-services';

function SkeletonCards() {
  return (
    <div role="status" aria-label={t.loading} className="space-y-3">
      <div className="grid gap-2 lg:grid-cols-3 lg:gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl bg-stone-200/70" />
        ))}
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-20 animate-pulse rounded-2xl bg-stone-200/70" />
      ))}
    </div>
  );
}

/** The admin services page body (admin-side §2 "Admin services"). */
export function ServicesView({ companyName }: { companyName: string }) {
  const query = useAdminServices();
  const save = useSaveService();
  const toggle = useToggleService();
  const remove = useDeleteService();
  const reorder = useReorderServices();
  const [dialog, setDialog] = useState<{ open: boolean; service: AdminService | null }>({
    open: false,
    service: null,
  });

  useEffect(() => {
    if (query.isError) toast.error(t.loadFailed);
  }, [query.isError]);

  const openCreate = () => setDialog({ open: true, service: null });
  const services = query.data ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.heading}</h1>
          <p className="mt-1 text-stone-600">{t.subtitle(companyName)}</p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" />
          {t.newService}
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
      ) : services.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
            <Scissors className="size-6" aria-hidden="true" />
          </div>
          <h2 className="text-lg font-semibold text-stone-900">{t.emptyTitle}</h2>
          <p className="text-stone-600">{t.emptyText}</p>
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" />
            {t.emptyButton}
          </Button>
        </Card>
      ) : (
        <>
          <SummaryCards services={services} />
          <SortableServiceList services={services} onReorder={(ordered) => reorder.mutate(ordered)}>
            {services.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                toggling={toggle.isPending && toggle.variables?.id === service.id}
                onToggle={(active) => toggle.mutate({ id: service.id, active })}
                onEdit={() => setDialog({ open: true, service })}
                onDelete={() => remove.mutate(service.id)}
              />
            ))}
          </SortableServiceList>
        </>
      )}

      <ServiceDialog
        open={dialog.open}
        service={dialog.service}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSubmit={(input) => save.mutateAsync({ id: dialog.service?.id, input })}
      />
    </div>
  );
}
