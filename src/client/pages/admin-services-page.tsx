import { ServicesView } from '~/client/features/admin-services/services-view';
import { useMe } from '~/client/features/session/use-me';

/** `/admin/services` (admin-side §2 "Admin services"); rendered inside the admin layout. */
export function Component() {
  const me = useMe();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <ServicesView companyName={me.data?.adminCompany?.name ?? ''} />
    </div>
  );
}
