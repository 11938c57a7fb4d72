import { Scissors } from 'lucide-react';
import { useState } from 'react';
import { ListPage } from '~/client/components/admin-list/list-page';
import { usePaymentSettings } from '~/client/features/admin-settings';
import { SortableList } from '~/client/components/admin-list/sortable-list';
import type { AdminService } from '~/shared/schemas/admin-services';
import { ServiceCard } from './service-card';
import { ServiceDialog } from './service-dialog';
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
  const payments = usePaymentSettings();
  const [dialog, setDialog] = useState<{ open: boolean; service: AdminService | null }>({
    open: false,
    service: null,
  });

  const openCreate = () => setDialog({ open: true, service: null });
  const services = query.data ?? [];

  return (
    <ListPage
      texts={{ ...t, subtitle: t.subtitle(companyName), newItem: t.newService }}
      query={query}
      empty={services.length === 0}
      emptyIcon={Scissors}
      onNew={openCreate}
      skeleton={<SkeletonCards />}
      dialog={
        <ServiceDialog
          open={dialog.open}
          service={dialog.service}
          categories={[...new Set(services.flatMap((s) => (s.category ? [s.category] : [])))]}
          paymentsConnected={payments.data?.paymentsEnabled}
          onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
          onSubmit={(input) => save.mutateAsync({ id: dialog.service?.id, input })}
        />
      }
    >
      <SummaryCards services={services} />
      <SortableList
        items={services}
        onReorder={(ordered) => reorder.mutate(ordered)}
        label={t.listLabel}
        instructions={t.dndInstructions}
      >
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
      </SortableList>
    </ListPage>
  );
}
