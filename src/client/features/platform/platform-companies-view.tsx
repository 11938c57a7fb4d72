import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Spinner } from '~/client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/client/components/ui/tabs';
import type { CompanyStatus, PlatformCompany } from '~/shared/schemas/platform';
import { CompanyRow } from './company-row';
import { platformStrings as t } from './strings';
import { useChangeCompanyStatus, usePlatformCompanies } from './use-platform-companies';

const STATUSES: CompanyStatus[] = ['pending', 'active', 'suspended'];

/** The operators' list on /platform/companies: tabs Väntande / Aktiva / Pausade with Godkänn and Pausa. */
export function PlatformCompaniesView() {
  const companies = usePlatformCompanies();
  const change = useChangeCompanyStatus();

  const act = (company: PlatformCompany, action: 'approve' | 'suspend') =>
    change.mutate(
      { id: company.id, action },
      {
        onSuccess: () =>
          action === 'approve'
            ? toast.success(t.toasts.approved, { description: t.toasts.approvedText(company.name) })
            : toast.success(t.toasts.suspended, { description: t.toasts.suspendedText(company.name) }),
        onError: (error) =>
          toast.error(action === 'approve' ? t.toasts.approveFailed : t.toasts.suspendFailed, {
            description: error.message,
          }),
      },
    );

  if (companies.isPending) return <Spinner label={t.loading} className="py-16" />;
  if (companies.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="font-medium text-stone-900">{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void companies.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }

  const byStatus = (status: CompanyStatus) => companies.data.filter((c) => c.status === status);
  return (
    <Tabs defaultValue="pending">
      <TabsList aria-label={t.tabsLabel}>
        {STATUSES.map((s) => (
          // One line each at 375 px: 'Väntande (0)' wrapped onto two.
          <TabsTrigger key={s} value={s} className="px-2 whitespace-nowrap sm:px-3">
            {t.tabs[s]} ({byStatus(s).length})
          </TabsTrigger>
        ))}
      </TabsList>
      {STATUSES.map((s) => {
        const list = byStatus(s);
        return (
          <TabsContent key={s} value={s}>
            {list.length === 0 ? (
              <p className="py-10 text-center text-stone-500">{t.empty[s]}</p>
            ) : (
              <ul className="space-y-3">
                {list.map((company) => (
                  <li key={company.id}>
                    <CompanyRow
                      company={company}
                      busy={change.isPending && change.variables?.id === company.id}
                      onAction={(action) => act(company, action)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
