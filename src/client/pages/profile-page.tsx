import { Spinner } from '~/client/components/ui/spinner';
import { GuestPrompt } from '~/client/features/profile/guest-prompt';
import { ProfileView } from '~/client/features/profile/profile-view';
import { t } from '~/client/features/profile/strings';
import { useDocumentTitle } from '~/client/features/layout/use-document-title';
import { useMe } from '~/client/features/session/use-me';

/** `/profile`, 'Profil' (customer-side §2): the customer's profile, or sign-in prompts for guests. */
export function Component() {
  const me = useMe();
  useDocumentTitle(t.documentTitle);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
      {me.isPending ? (
        <Spinner label={t.loading} className="py-16" />
      ) : me.data?.user ? (
        <ProfileView />
      ) : (
        <GuestPrompt />
      )}
    </div>
  );
}
