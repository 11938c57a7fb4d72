import { ChevronRight } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { authHref } from '~/client/features/auth/return-path';
import { Avatar } from '~/client/components/ui/avatar';
import { Button } from '~/client/components/ui/button';
import { useMe } from '~/client/features/session';
import { cn } from '~/client/lib/cn';
import { adminLink, infoLinks, mainLinks, platformLink, type NavItem } from './nav-links';
import { layoutStrings } from './strings';

/** The name we greet a user by: first name, else the account name. */
export function greetingName(user: { firstName: string | null; name: string }): string {
  return user.firstName?.trim() || user.name;
}

function NavList({ items, label, onNavigate }: { items: NavItem[]; label: string; onNavigate?: () => void }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map(({ to, label: text, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-stone-700 hover:bg-stone-100',
                  isActive && 'bg-accent-50 text-accent-800 hover:bg-accent-50',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The user card (to /profile) or the guest's login/signup buttons, then the menu's link groups. */
export function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const { data: me } = useMe();
  const user = me?.user;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="flex flex-col gap-6">
      {user ? (
        <Link
          to="/profile"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-3 hover:bg-stone-100"
        >
          <Avatar name={user.name} className="size-10 rounded-full text-sm" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-stone-900" title={user.name}>
              {user.name}
            </span>
            <span className="block truncate text-sm text-stone-500" title={user.email}>
              {user.email}
            </span>
          </span>
          <ChevronRight className="size-4 text-stone-400" aria-hidden="true" />
          <span className="sr-only">{layoutStrings.profileCardHint}</span>
        </Link>
      ) : me ? (
        <div className="space-y-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
          <p className="text-sm text-stone-600">{layoutStrings.guestCardText}</p>
          <div className="grid gap-2">
            <Button asChild variant="secondary" size="md">
              <Link to={authHref('login', here)} onClick={onNavigate}>
                {layoutStrings.login}
              </Link>
            </Button>
            <Button asChild size="md">
              <Link to={authHref('signup', here)} onClick={onNavigate}>
                {layoutStrings.signup}
              </Link>
            </Button>
          </div>
        </div>
      ) : null}
      <NavList items={mainLinks(Boolean(user))} label={layoutStrings.mainNav} onNavigate={onNavigate} />
      {me?.isAdmin ? <NavList items={[adminLink]} label={adminLink.label} onNavigate={onNavigate} /> : null}
      {me?.isPlatformAdmin ? (
        <NavList items={[platformLink]} label={platformLink.label} onNavigate={onNavigate} />
      ) : null}
      <div className="space-y-2">
        {/* A visual caption only: the nav below carries the same name, and a heading here would precede the page's h1. */}
        <p aria-hidden="true" className="px-3 text-xs font-semibold uppercase tracking-wide text-stone-500">
          {layoutStrings.infoNav}
        </p>
        <NavList items={infoLinks} label={layoutStrings.infoNav} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
