import {
  CalendarDays,
  ChartColumn,
  LayoutDashboard,
  MessageSquareQuote,
  Scissors,
  Settings,
  UserRoundCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { STAFF_ADMIN_PAGES, type MemberRole } from '~/shared/schemas/company-members';
import { adminLayoutStrings } from './strings';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** On the phone under the bottom bar's 'Mer' (the bar has room for five pages and 'Mer'). */
  menuOnly?: true;
}

const l = adminLayoutStrings.links;

/** The admin pages, in the order of the bottom tabs, slide-in menu and sidebar (admin-side §2 Admin layout). */
export const adminLinks: AdminNavItem[] = [
  { to: '/admin/dashboard', label: l.dashboard, icon: LayoutDashboard },
  { to: '/admin/calendar', label: l.calendar, icon: CalendarDays },
  { to: '/admin/customers', label: l.customers, icon: Users },
  { to: '/admin/services', label: l.services, icon: Scissors },
  { to: '/admin/staff', label: l.staff, icon: UserRoundCheck },
  { to: '/admin/reviews', label: l.reviews, icon: MessageSquareQuote, menuOnly: true },
  { to: '/admin/reports', label: l.reports, icon: ChartColumn, menuOnly: true },
  { to: '/admin/settings', label: l.settings, icon: Settings, menuOnly: true },
];

/** The admin pages a member of `role` may use: all for owners and admins, STAFF_ADMIN_PAGES for a staff account. */
export function adminLinksFor(role: MemberRole | undefined): AdminNavItem[] {
  if (role !== 'staff') return adminLinks;
  return adminLinks.filter((link) => (STAFF_ADMIN_PAGES as readonly string[]).includes(link.to));
}
