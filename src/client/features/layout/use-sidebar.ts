import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Spec: mobile breakpoint 768 px (customer-side §9), the same as Tailwind's `md`. */
const DESKTOP_QUERY = '(min-width: 768px)';
const COOKIE = 'sidebar_state';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7; // 7 days (customer-side §9)

function subscribe(onChange: () => void) {
  const mq = window.matchMedia(DESKTOP_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** Whether the viewport is at least 768 px wide. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => true,
  );
}

function readCookie(): boolean {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === 'true' : true;
}

/**
 * The navigation state of the customer layout: the desktop sidebar (open by default, remembered in the
 * `sidebar_state` cookie for 7 days) and the phone's slide-in menu. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebar() {
  const isDesktop = useIsDesktop();
  const [sidebarOpen, setSidebarOpen] = useState(readCookie);
  const [menuOpen, setMenuOpen] = useState(false);

  const setSidebar = useCallback((open: boolean) => {
    setSidebarOpen(open);
    document.cookie = `${COOKIE}=${open}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isDesktop) setSidebar(!sidebarOpen);
    else setMenuOpen((open) => !open);
  }, [isDesktop, setSidebar, sidebarOpen]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The phone menu is a modal: leave it closed when the window grows into the sidebar layout.
  useEffect(() => {
    if (isDesktop) setMenuOpen(false);
  }, [isDesktop]);

  return { isDesktop, sidebarOpen, menuOpen, setMenuOpen, toggle };
}
