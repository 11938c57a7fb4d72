import { SettingsView } from '~/client/features/admin-settings/settings-view';

/** `/admin/settings` (admin-side §2 "Admin settings"); rendered inside the admin layout. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <SettingsView />
    </div>
  );
}
