import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { FavouritesCard } from './favourites-card';
import { HistoryCard } from './history-card';
import { PersonalDetailsCard } from './personal-details-card';
import { SettingsCard } from './settings-card';
import { t } from './strings';
import { useProfile } from './use-profile';

/** The signed-in customer's profile page body: details, history, favourites and settings cards. */
export function ProfileView() {
  const profile = useProfile();

  useEffect(() => {
    if (profile.isError) toast.error(t.loadFailed, { id: 'profile-load-failed' });
  }, [profile.isError]);

  if (profile.isPending) return <Spinner label={t.loading} className="py-16" />;
  if (profile.isError) {
    return (
      <Card role="alert" className="space-y-3 p-8 text-center">
        <p className="text-stone-600">{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t.tryAgain}
        </Button>
      </Card>
    );
  }
  return (
    <div className="space-y-5">
      <PersonalDetailsCard profile={profile.data} />
      <HistoryCard />
      <FavouritesCard />
      <SettingsCard preferences={profile.data.preferences} email={profile.data.email} />
    </div>
  );
}
