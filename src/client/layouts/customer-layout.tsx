import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '~/client/features/layout/app-header';
import { BottomTabs } from '~/client/features/layout/bottom-tabs';
import { NavContent } from '~/client/features/layout/nav-content';
import { useSidebar } from '~/client/features/layout/use-sidebar';

// The phone menu is a radix Dialog; its code is fetched the first time the menu opens, not with every page.
const MenuSheet = lazy(() =>
  import('~/client/features/layout/menu-sheet').then((m) => ({ default: m.MenuSheet })),
);

/**
 * The customer layout (customer-side §2): header; on phones a slide-in menu and bottom tabs, from 768 px a
 * left sidebar toggled with Ctrl/Cmd+B. Pages render in the Outlet.
 */
export function Component() {
  const { isDesktop, sidebarOpen, menuOpen, setMenuOpen, toggle } = useSidebar();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Once loaded, the sheet stays mounted, so radix sees it close rather than being torn down while open.
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => {
    if (menuOpen) setMenuUsed(true);
  }, [menuOpen]);
  return (
    <div className="min-h-dvh">
      <AppHeader
        onToggleNav={toggle}
        navExpanded={isDesktop ? sidebarOpen : menuOpen}
        isDesktop={isDesktop}
        navButtonRef={menuButtonRef}
      />
      <div className="flex">
        {isDesktop && sidebarOpen ? (
          <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-stone-200/80 bg-white p-4">
            <NavContent />
          </aside>
        ) : null}
        <main className="min-w-0 flex-1 pb-28 md:pb-12">
          <Outlet />
        </main>
      </div>
      {isDesktop ? null : (
        <>
          <BottomTabs />
          {menuOpen || menuUsed ? (
            <Suspense fallback={null}>
              <MenuSheet open={menuOpen} onOpenChange={setMenuOpen} triggerRef={menuButtonRef} />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}
