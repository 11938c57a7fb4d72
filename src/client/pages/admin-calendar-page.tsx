import { AdminCalendarView } from '~/client/features/admin-calendar/admin-calendar-view';

/** `/admin/calendar` (admin-side §2 "Admin calendar"); rendered inside the admin layout and guard. */
export function Component() {
  return <AdminCalendarView />;
}
