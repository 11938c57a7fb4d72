import { LogOut, Menu } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Avatar } from '~/client/components/ui/avatar';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { useSignOut } from '~/client/features/layout';
import { adminLayoutStrings as t } from './strings';

/**
 * The admin top bar (admin-side §2): menu/sidebar toggle, the company (logo or initials, name), the label
 * 'Administration' ('Personal' and a link to the calendar for a staff account), the admin's e-mail and 'Logga ut'
 * (back to /). `navButtonRef` gets the toggle button, where the
 * phone menu returns focus when it closes.
 */
export function AdminTopBar({
  companyName,
  avatarUrl,
  isStaff = false,
  email,
  onToggleNav,
  navExpanded,
  isDesktop,
  navButtonRef,
}: {
  companyName: string;
  avatarUrl: string | null;
  isStaff?: boolean;
  email: string;
  onToggleNav: () => void;
  navExpanded: boolean;
  isDesktop: boolean;
  navButtonRef?: Ref<HTMLButtonElement>;
}) {
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="flex h-16 items-center gap-2 px-2 sm:px-4">
        <Button
          ref={navButtonRef}
          variant="ghost"
          size="icon"
          onClick={onToggleNav}
          aria-expanded={navExpanded}
          aria-label={isDesktop ? t.toggleSidebar : t.openMenu}
          className="[&_svg]:size-5"
        >
          <Menu aria-hidden="true" />
        </Button>
        <Link
          to={isStaff ? '/admin/calendar' : '/admin/dashboard'}
          className="flex min-w-0 items-center gap-3 rounded-xl px-1 py-1"
        >
          <Avatar name={companyName} src={avatarUrl} className="size-9 rounded-lg text-sm" />
          <span className="min-w-0">
            <span
              className="block truncate text-sm font-semibold text-stone-900 sm:text-base"
              title={companyName}
            >
              {companyName}
            </span>
            <Badge tone="accent" className="px-2 py-0 text-[0.6875rem] tracking-wide">
              {isStaff ? t.staffPanelLabel : t.panelLabel}
            </Badge>
          </span>
        </Link>
        <div className="ml-auto flex min-w-0 shrink items-center gap-1 sm:gap-3">
          <p className="hidden max-w-56 truncate text-sm text-stone-600 sm:block" title={email}>
            {email}
          </p>
          <Button variant="ghost" size="icon" onClick={signOut} className="text-sm sm:w-auto sm:px-3">
            <LogOut aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t.logout}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
