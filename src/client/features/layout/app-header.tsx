import { LayoutDashboard, LogOut, Menu } from 'lucide-react';
import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { authHref } from '~/client/features/auth/return-path';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { useMe } from '~/client/features/session';
import { greetingName } from './nav-content';
import { layoutStrings } from './strings';
import { useSignOut } from './use-sign-out';
import { Wordmark } from '~/client/components/brand/wordmark';

/**
 * The top bar: menu/sidebar toggle, wordmark, greeting with admin shortcuts, and log in or log out.
 * `navButtonRef` gets the toggle button, where the phone menu returns focus when it closes.
 */
export function AppHeader({
  onToggleNav,
  navExpanded,
  isDesktop,
  navButtonRef,
}: {
  onToggleNav: () => void;
  navExpanded: boolean;
  isDesktop: boolean;
  navButtonRef?: Ref<HTMLButtonElement>;
}) {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const user = me?.user;
  const location = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="flex h-16 items-center gap-2 px-2 sm:px-4">
        <Button
          ref={navButtonRef}
          variant="ghost"
          size="icon"
          onClick={onToggleNav}
          aria-expanded={navExpanded}
          aria-label={isDesktop ? layoutStrings.toggleSidebar : layoutStrings.openMenu}
          className="[&_svg]:size-5"
        >
          <Menu aria-hidden="true" />
        </Button>
        <Link to="/" aria-label={layoutStrings.homeLinkLabel} className="rounded-lg px-1 py-2">
          <Wordmark className="text-lg" />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {user ? (
            <>
              {me.isAdmin ? (
                <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
                  <Link to="/admin/dashboard">
                    <LayoutDashboard aria-hidden="true" />
                    <span className="sr-only sm:not-sr-only">{layoutStrings.adminPanel}</span>
                  </Link>
                </Button>
              ) : null}
              {/* On phones the badge sits under the greeting, so the name keeps its room. */}
              <div className="flex min-w-0 flex-col items-end px-1 sm:flex-row sm:items-center sm:gap-2">
                <p
                  className="max-w-full truncate text-sm font-medium text-stone-800"
                  title={layoutStrings.greeting(greetingName(user))}
                >
                  {layoutStrings.greeting(greetingName(user))}
                </p>
                {me.isAdmin ? (
                  <Badge
                    tone="accent"
                    className="px-2 py-0 text-[0.6875rem] sm:order-first sm:px-2.5 sm:py-0.5 sm:text-xs"
                  >
                    {layoutStrings.adminBadge}
                  </Badge>
                ) : null}
              </div>
              <Button variant="ghost" size="icon" onClick={signOut} className="text-sm sm:w-auto sm:px-3">
                <LogOut aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{layoutStrings.logout}</span>
              </Button>
            </>
          ) : me ? (
            <Button asChild size="sm">
              {/* Back to this very page after signing in. */}
              <Link to={authHref('login', `${location.pathname}${location.search}`)}>
                {layoutStrings.login}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
