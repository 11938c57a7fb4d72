import {
  Building2,
  CalendarDays,
  CircleHelp,
  FileText,
  House,
  Mail,
  Search,
  ShieldCheck,
  Store,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { layoutStrings } from './strings';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const l = layoutStrings.links;

/**
 * Where 'Hem' leads: the signed-in customer's overview, or the landing page for a visitor (who would
 * otherwise meet a sign-in wall). `signedIn` is false while the session is not yet known (and on the server).
 */
export function homePath(signedIn: boolean): string {
  return signedIn ? '/dashboard' : '/';
}

/** 'Hem' for a visitor or a signed-in customer. */
function homeLink(signedIn: boolean): NavItem {
  return { to: homePath(signedIn), label: l.home, icon: House };
}

/** The main links of the slide-in menu and sidebar (customer-side §2 customer layout). */
export const mainLinks = (signedIn: boolean): NavItem[] => [
  homeLink(signedIn),
  { to: '/my-bookings', label: l.myBookings, icon: CalendarDays },
  { to: '/companies', label: l.book, icon: Search },
  { to: '/profile', label: l.profile, icon: UserRound },
];

/** The information links. */
export const infoLinks: NavItem[] = [
  { to: '/faq', label: l.faq, icon: CircleHelp },
  { to: '/terms', label: l.terms, icon: FileText },
  { to: '/business-registration', label: l.businessRegistration, icon: Store },
  { to: '/contact', label: l.contact, icon: Mail },
];

/** Shown to platform operators only. */
export const platformLink: NavItem = { to: '/platform/companies', label: l.platform, icon: ShieldCheck };

/** Shown to admins only. */
export const adminLink: NavItem = { to: '/admin/dashboard', label: l.companyPanel, icon: Building2 };

/** The phone's bottom tabs; the middle one is the emphasised booking action. */
export const tabLinks = (signedIn: boolean): NavItem[] => [
  homeLink(signedIn),
  { to: '/search', label: l.book, icon: Search },
  { to: '/my-bookings', label: l.myBookings, icon: CalendarDays },
];
