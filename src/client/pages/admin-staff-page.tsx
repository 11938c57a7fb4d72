import { StaffView } from '~/client/features/admin-staff/staff-view';
import { useMe } from '~/client/features/session/use-me';

/** `/admin/staff` ('Personal'); rendered inside the admin layout. */
export function Component() {
  const me = useMe();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <StaffView companyName={me.data?.adminCompany?.name ?? ''} />
    </div>
  );
}
