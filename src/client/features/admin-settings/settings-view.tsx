import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/client/components/ui/tabs';
import { CompanyForm } from './company-form';
import { LogoCard } from './logo-card';
import { MembersCard } from './members-card';
import { NotificationsCard } from './notifications-card';
import { PaymentsCard } from './payments-card';
import { PhotosTab } from './photos-tab';
import { ScheduleTab } from './schedule-tab';
import { paymentStrings, t } from './strings';
import { UnsavedChangesGuard } from './unsaved-changes';
import { WidgetTab } from './widget-tab';
import { useCompanySettings } from './use-company-settings';
import { useRefreshPaymentSettings } from './use-payment-settings';

const TABS = ['company', 'photos', 'schedule', 'payments', 'notifications', 'admins', 'widget'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * The admin settings page body (admin-side §2 "Admin settings"): tabs Företag, Bilder, Schema, Betalningar, Notiser,
 * Administratörer, Webbplats & kalender, the chosen one in the address (`?tab=`); unsaved edits of Företag or Schema
 * are asked about before leaving. Back from Stripe's onboarding (`?betalningar=klar`, or `igen` when its link expired)
 * it opens Betalningar with fresh settings, and says 'Betalningar är anslutna' after `klar`.
 */
export function SettingsView() {
  const query = useCompanySettings();
  // The tab is in the address, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'company';
  const [dirty, setDirty] = useState({ company: false, schedule: false });
  const companyDirty = useCallback((d: boolean) => setDirty((s) => ({ ...s, company: d })), []);
  const scheduleDirty = useCallback((d: boolean) => setDirty((s) => ({ ...s, schedule: d })), []);
  const refreshPayments = useRefreshPaymentSettings();
  const returned = params.get('betalningar');
  const [linkExpired] = useState(() => returned === 'igen');

  useEffect(() => {
    if (returned === null) return;
    void refreshPayments();
    // The id keeps one toast when the effect runs twice (React's strict mode).
    if (returned === 'klar') {
      toast.success(paymentStrings.connected, {
        id: 'payments-connected',
        description: paymentStrings.connectedText,
      });
    }
    setParams({ tab: 'payments' }, { replace: true });
  }, [returned, refreshPayments, setParams]);

  useEffect(() => {
    if (query.isError) toast.error(t.error, { description: t.loadToast });
  }, [query.isError]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-stone-600">{t.subtitle}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t.loading} className="space-y-3">
          <div className="h-12 animate-pulse rounded-xl bg-stone-200/70" />
          <div className="h-72 animate-pulse rounded-2xl bg-stone-200/70" />
        </div>
      ) : query.isError ? (
        <Card className="space-y-3 p-6 text-center">
          <p className="text-stone-700">{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </Card>
      ) : (
        <Tabs value={tab} onValueChange={(next) => setParams({ tab: next })}>
          <TabsList className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none">
            <TabsTrigger value="company">{t.tabCompany}</TabsTrigger>
            <TabsTrigger value="photos">{t.tabPhotos}</TabsTrigger>
            <TabsTrigger value="schedule">{t.tabSchedule}</TabsTrigger>
            <TabsTrigger value="payments">{t.tabPayments}</TabsTrigger>
            <TabsTrigger value="notifications">{t.tabNotifications}</TabsTrigger>
            <TabsTrigger value="admins">{t.tabAdmins}</TabsTrigger>
            <TabsTrigger value="widget">{t.tabWidget}</TabsTrigger>
          </TabsList>
          <TabsContent value="company" className="space-y-6">
            <LogoCard company={query.data} />
            <CompanyForm company={query.data} onDirtyChange={companyDirty} />
          </TabsContent>
          <TabsContent value="photos">
            <PhotosTab />
          </TabsContent>
          <TabsContent value="schedule">
            <ScheduleTab company={query.data} onDirtyChange={scheduleDirty} />
          </TabsContent>
          <TabsContent value="payments">
            <PaymentsCard linkExpired={linkExpired} />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsCard company={query.data} />
          </TabsContent>
          <TabsContent value="admins">
            <MembersCard />
          </TabsContent>
          <TabsContent value="widget">
            <WidgetTab company={query.data} />
          </TabsContent>
        </Tabs>
      )}
      <UnsavedChangesGuard dirty={dirty.company || dirty.schedule} />
    </div>
  );
}
