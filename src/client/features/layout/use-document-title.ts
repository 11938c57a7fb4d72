import { useEffect } from 'react';

/** The site name every page title ends with ('Logga in – Tidvis'), as in the server-rendered heads (ssr/public-pages.ts). */
const SITE = 'Tidvis';

/** `title` in the project's title pattern: 'Min profil' -> 'Min profil – Tidvis'. */
export function pageTitle(title: string): string {
  return `${title} – ${SITE}`;
}

/**
 * Sets `document.title` to `pageTitle(title)` while the calling page is shown and puts the previous title back when
 * it goes (/auth, /profile and /my-bookings each get their own title). Client-only: the server-rendered
 * pages get theirs from ssr/public-pages.ts.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
