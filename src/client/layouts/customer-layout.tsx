import { X } from 'lucide-react';
import { Outlet } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Sheet, SheetClose } from '~/client/components/ui/sheet';
import { AppHeader } from '~/client/features/layout/app-header';
import { BottomTabs } from '~/client/features/layout/bottom-tabs';
import { NavContent } from '~/client/features/layout/nav-content';
import { layoutStrings } from '~/client/features/layout/strings';
import { useSidebar } from '~/client/features/layout/use-sidebar';
import { Wordmark } from '~/client/features/layout/wordmark';

/**
 * The customer layout (customer-side §2): header; on phones a slide-in menu and bottom tabs, from 768 px a
 * left sidebar toggled with Ctrl/Cmd+B. Pages render in the Outlet.
 */
export function Component() {
  const { isDesktop, sidebarOpen, menuOpen, setMenuOpen, toggle } = useSidebar();
  return (
    <div className="min-h-dvh">
      <AppHeader onToggleNav={toggle} navExpanded={isDesktop ? sidebarOpen : menuOpen} isDesktop={isDesktop} />
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
          <Sheet open={menuOpen} onOpenChange={setMenuOpen} title={layoutStrings.menuTitle}>
            <div className="flex h-16 items-center justify-between border-b border-stone-200 pr-2 pl-4">
              <Wordmark className="text-lg" />
              <SheetClose asChild>
                <Button variant="ghost" size="icon" aria-label={layoutStrings.closeMenu} className="[&_svg]:size-5">
                  <X aria-hidden="true" />
                </Button>
              </SheetClose>
            </div>
            <div className="flex-1 overflow-y-auto p-4">
              <NavContent onNavigate={() => setMenuOpen(false)} />
            </div>
          </Sheet>
        </>
      )}
    </div>
  );
}
