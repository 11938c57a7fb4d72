import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AppHeader } from '~/client/features/layout/app-header';
import { BottomTabs } from '~/client/features/layout/bottom-tabs';
import { LayoutShell } from '~/client/features/layout/layout-shell';
import { NavContent } from '~/client/features/layout/nav-content';
import { layoutStrings } from '~/client/features/layout/strings';
import { useSidebar } from '~/client/features/layout/use-sidebar';
import { Wordmark } from '~/client/components/brand/wordmark';

// The phone menu is a radix Dialog; its code is fetched the first time the menu opens, not with every page.
const MenuSheet = lazy(() =>
  import('~/client/features/layout/menu-sheet').then((m) => ({ default: m.MenuSheet })),
);

/**
 * The customer layout (customer-side §2): header; on phones a slide-in menu and bottom tabs, from 768 px a
 * left sidebar toggled with Ctrl/Cmd+B. Pages render in the Outlet. Server-rendered (and while hydrating, before
 * the width is known) it holds both the sidebar and the bottom tabs, and CSS shows the one that fits.
 */
export function Component() {
  const { isDesktop, widthUnknown, sidebarOpen, menuOpen, setMenuOpen, toggle } = useSidebar();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Once loaded, the sheet stays mounted, so radix sees it close rather than being torn down while open.
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => {
    if (menuOpen) setMenuUsed(true);
  }, [menuOpen]);
  return (
    <LayoutShell
      header={
        <AppHeader
          onToggleNav={toggle}
          navExpanded={isDesktop ? sidebarOpen : menuOpen}
          isDesktop={isDesktop}
          navButtonRef={menuButtonRef}
        />
      }
      sidebar={isDesktop && sidebarOpen ? <NavContent /> : null}
      sidebarFromMdOnly={widthUnknown}
      phoneNavigation={
        widthUnknown ? (
          <BottomTabs />
        ) : isDesktop ? null : (
          <>
            <BottomTabs />
            {menuOpen || menuUsed ? (
              <Suspense fallback={null}>
                <MenuSheet
                  open={menuOpen}
                  onOpenChange={setMenuOpen}
                  triggerRef={menuButtonRef}
                  title={layoutStrings.menuTitle}
                  closeLabel={layoutStrings.closeMenu}
                  heading={<Wordmark className="text-lg" />}
                >
                  <NavContent onNavigate={() => setMenuOpen(false)} />
                </MenuSheet>
              </Suspense>
            ) : null}
          </>
        )
      }
    />
  );
}
