import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readCookie as readRequestCookie } from '~/client/lib/cookies';

/** Spec: mobile breakpoint 768 px (customer-side §9), the same as Tailwind's `md`. */
const DESKTOP_QUERY = '(min-width: 768px)';
const COOKIE = 'sidebar_state';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7; // 7 days (customer-side §9)

function subscribe(onChange: () => void) {
  const mq = window.matchMedia(DESKTOP_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is at least 768 px wide; null on the server and while a server-rendered page hydrates (the
 * width is not known there: the layout then renders both navigations and lets CSS pick, docs/decisions/016).
 */
export function useIsDesktop(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => null,
  );
}

/** Input types that take no typing: Ctrl/Cmd+B on them may still toggle the sidebar. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * Whether a key press on `target` is typing (a text input, a textarea, a select or anything contenteditable), where
 * Ctrl/Cmd+B belongs to the field (bold, or nothing) and must not toggle the sidebar.
 */
export function isTypingTarget(
  target: { tagName?: string; type?: string; isContentEditable?: boolean } | null,
): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/** The remembered sidebar state (open unless the cookie says `false`); on the server, the request's cookie. */
function readCookie(): boolean {
  return readRequestCookie(COOKIE) !== 'false';
}

/**
 * The navigation state of the customer layout: the desktop sidebar (open by default, remembered in the
 * `sidebar_state` cookie for 7 days) and the phone's slide-in menu. Ctrl/Cmd+B toggles whichever applies, except
 * while typing in a field. `widthUnknown` is true on the server and while hydrating (`isDesktop` then reads true).
 */
export function useSidebar() {
  const desktopOrUnknown = useIsDesktop();
  const widthUnknown = desktopOrUnknown === null;
  const isDesktop = desktopOrUnknown ?? true;
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
      if (
        e.key.toLowerCase() === 'b' &&
        (e.ctrlKey || e.metaKey) &&
        !e.altKey &&
        !e.shiftKey &&
        !isTypingTarget(e.target as HTMLElement | null)
      ) {
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

  return { isDesktop, widthUnknown, sidebarOpen, menuOpen, setMenuOpen, toggle };
}
