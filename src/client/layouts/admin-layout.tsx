import { useRef } from 'react';
import { Avatar } from '~/client/components/ui/avatar';
import { AdminBottomTabs } from '~/client/features/admin-layout/admin-bottom-tabs';
import { AdminNav } from '~/client/features/admin-layout/admin-nav';
import { AdminTopBar } from '~/client/features/admin-layout/admin-top-bar';
import { PendingNotice } from '~/client/features/admin-layout/pending-notice';
import { adminLayoutStrings as t } from '~/client/features/admin-layout/strings';
import { LayoutShell } from '~/client/features/layout/layout-shell';
import { MenuSheet } from '~/client/features/layout/menu-sheet';
import { useSidebar } from '~/client/features/layout/use-sidebar';
import { useMe } from '~/client/features/session/use-me';

/**
 * The admin layout (admin-side §2): top bar; on phones bottom tabs and a slide-in menu, from 768 px a left
 * sidebar toggled with Ctrl/Cmd+B (kept 7 days in the `sidebar_state` cookie). Rendered inside the admin guard.
 */
export function Component() {
  const { data: me } = useMe();
  const { isDesktop, sidebarOpen, menuOpen, setMenuOpen, toggle } = useSidebar();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const company = me?.adminCompany;
  const email = me?.user?.email ?? '';
  if (!company) return null; // The admin guard renders this layout only for admins.

  return (
    <LayoutShell
      header={
        <AdminTopBar
          companyName={company.name}
          avatarUrl={company.avatarUrl}
          isStaff={company.role === 'staff'}
          email={email}
          onToggleNav={toggle}
          navExpanded={isDesktop ? sidebarOpen : menuOpen}
          isDesktop={isDesktop}
          navButtonRef={menuButtonRef}
        />
      }
      banner={company.status === 'pending' ? <PendingNotice /> : null}
      sidebar={isDesktop && sidebarOpen ? <AdminNav email={email} role={company.role} /> : null}
      phoneNavigation={
        isDesktop ? null : (
          <>
            <AdminBottomTabs role={company.role} />
            <MenuSheet
              open={menuOpen}
              onOpenChange={setMenuOpen}
              triggerRef={menuButtonRef}
              title={t.menuTitle}
              closeLabel={t.closeMenu}
              heading={
                <span className="flex min-w-0 items-center gap-2">
                  <Avatar name={company.name} src={company.avatarUrl} className="size-8 rounded-lg text-xs" />
                  <span className="truncate font-semibold text-stone-900" title={company.name}>
                    {company.name}
                  </span>
                </span>
              }
            >
              <AdminNav email={email} role={company.role} onNavigate={() => setMenuOpen(false)} />
            </MenuSheet>
          </>
        )
      }
    />
  );
}
