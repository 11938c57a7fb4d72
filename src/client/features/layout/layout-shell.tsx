import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/**
 * The frame the customer and the admin layouts share (customer-side §2, admin-side §2): the top bar, an optional
 * banner under it, from 768 px the left sidebar while it is open, and on phones the bottom tabs and menu. Pages
 * render in the Outlet; the bottom padding keeps their end clear of the phone's bottom tabs.
 */
export function LayoutShell({
  header,
  banner,
  sidebar,
  phoneNavigation,
}: {
  header: ReactNode;
  banner?: ReactNode;
  /** The sidebar's content, or null while it is hidden (phones, or closed on a desktop). */
  sidebar: ReactNode | null;
  /** Bottom tabs and menu on phones, or null on a desktop. */
  phoneNavigation: ReactNode | null;
}) {
  return (
    <div className="min-h-dvh">
      {header}
      {banner}
      <div className="flex">
        {sidebar ? (
          <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-stone-200/80 bg-white p-4">
            {sidebar}
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
