import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/client/components/ui/tabs';
import { CompanyForm } from './company-form';
import { LogoCard } from './logo-card';
import { MembersCard } from './members-card';
import { NotificationsCard } from './notifications-card';
import { ScheduleTab } from './schedule-tab';
import { t } from './strings';
import { useCompanySettings } from './use-company-settings';

/** The admin settings page body (admin-side §2 "Admin settings"): tabs Företag, Schema, Notiser, Administratörer. */
export function SettingsView() {
  const query = useCompanySettings();

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
        <Tabs defaultValue="company">
          <TabsList className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none">
            <TabsTrigger value="company">{t.tabCompany}</TabsTrigger>
            <TabsTrigger value="schedule">{t.tabSchedule}</TabsTrigger>
            <TabsTrigger value="notifications">{t.tabNotifications}</TabsTrigger>
            <TabsTrigger value="admins">{t.tabAdmins}</TabsTrigger>
          </TabsList>
          <TabsContent value="company" className="space-y-6">
            <LogoCard company={query.data} />
            <CompanyForm company={query.data} />
          </TabsContent>
          <TabsContent value="schedule">
            <ScheduleTab company={query.data} />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsCard company={query.data} />
          </TabsContent>
          <TabsContent value="admins">
            <MembersCard />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
