import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/**
 * The frame the customer and the admin layouts share (customer-side §2, admin-side §2): the top bar, an optional
 * banner under it, from 768 px the left sidebar while it is open, and on phones the bottom tabs and menu. Pages
 * render in the Outlet; the bottom padding keeps their end clear of the phone's bottom tabs. The sidebar's column
 * (background and border) runs the whole height of the page, however long, while its content stays in view
 * (sticky under the top bar).
 */
export function LayoutShell({
  header,
  banner,
  sidebar,
  phoneNavigation,
  sidebarFromMdOnly = false,
}: {
  header: ReactNode;
  banner?: ReactNode;
  /** The sidebar's content, or null while it is hidden (phones, or closed on a desktop). */
  sidebar: ReactNode | null;
  /** Bottom tabs and menu on phones, or null on a desktop. */
  phoneNavigation: ReactNode | null;
  /** Hide the sidebar below 768 px with CSS (a server-rendered page, before the width is known). */
  sidebarFromMdOnly?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      {banner}
      <div className="flex flex-1">
        {sidebar ? (
          <aside
            className={
              sidebarFromMdOnly
                ? 'hidden w-64 shrink-0 border-r border-stone-200/80 bg-white md:block'
                : 'w-64 shrink-0 border-r border-stone-200/80 bg-white'
            }
          >
            <div className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto p-4">{sidebar}</div>
          </aside>
        ) : null}
        <main className="min-w-0 flex-1 pb-28 md:pb-12">
          <Outlet />
        </main>
      </div>
      {phoneNavigation}
    </div>
  );
}
