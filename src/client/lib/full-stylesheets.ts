import { FULL_STYLESHEETS_ATTRIBUTE } from '../../shared/full-stylesheets';

/**
 * Links the full stylesheets a server-rendered page names on its critical `<style data-stylesheets="…">` (decision
 * 054), right after that element, unless the document links them already. The page was drawn with its critical CSS
 * only; what the app draws next (a dialog, another route, a state the server did not render) needs the rest. Loaded
 * by script, after the first paint, so the request neither holds up the paint nor competes with the page's pictures.
 * Does nothing on the SPA's pages, whose index.html links the stylesheet itself.
 */
export function loadFullStylesheets(doc: Document = document): void {
  const linked = new Set(
    [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
  );
  for (const style of doc.querySelectorAll(`style[${FULL_STYLESHEETS_ATTRIBUTE}]`)) {
    const hrefs = (style.getAttribute(FULL_STYLESHEETS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
    let after: Element = style;
    for (const href of hrefs) {
      if (linked.has(href)) continue;
      linked.add(href);
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      after.after(link);
      after = link;
    }
  }
}
