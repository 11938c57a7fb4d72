import { isNewAccount } from '~/client/features/dashboard/format';
import { ProfileCard } from '~/client/features/dashboard/profile-card';
import { QuickLinks } from '~/client/features/dashboard/quick-links';
import { RecentActivity } from '~/client/features/dashboard/recent-activity';
import { t } from '~/client/features/dashboard/strings';
import { useHasBookings } from '~/client/features/dashboard/use-recent-activity';
import { useDocumentTitle } from '~/client/features/layout/use-document-title';
import { useMe } from '~/client/features/session/use-me';

/** `/dashboard`: greeting, profile, shortcuts and recent bookings of the signed-in customer (behind the user guard). */
export function Component() {
  const user = useMe().data?.user;
  const hasBookings = useHasBookings().data === true;
  useDocumentTitle(t.documentTitle);
  if (!user) return null; // The user guard renders this page only with a user.
  const firstName = user.firstName?.trim() || user.name.trim().split(/\s+/)[0] || '';
  const name = user.name.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ');
  // `GET /api/me` may not carry createdAt; then 'Medlem sedan' is left out rather than guessed.
  const createdAt = 'createdAt' in user && typeof user.createdAt === 'string' ? user.createdAt : null;
  // A brand-new account is welcomed, not welcomed back.
  const isNew = isNewAccount(createdAt);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
          {isNew ? t.greetingNew(firstName) : t.greeting(firstName)}
        </h1>
        <p className="mt-1 text-stone-600">
          {isNew ? (hasBookings ? t.introNewBooked : t.introNew) : t.intro}
        </p>
      </div>
      <ProfileCard name={name} email={user.email} createdAt={createdAt} />
      <QuickLinks />
      <RecentActivity />
    </div>
  );
}
