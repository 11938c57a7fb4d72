import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { FULL_STYLESHEETS_ATTRIBUTE } from '../shared/full-stylesheets';
import { logger } from './logger';

/*
 * The critical CSS of a server-rendered page (docs/decisions/054-critical-css.md): the rules of the built stylesheet
 * that the page's own markup uses, inlined, so the first paint needs no other request and the document does not carry
 * the whole stylesheet (65 KB, mostly the admin side's). The browser loads the full stylesheet once the page's entry
 * script runs (src/client/lib/full-stylesheets.ts). Beasties does the matching: its compiler turns the stylesheet
 * into a plan once, at start; its runtime scans each page's HTML in one pass and caches the result per document shape.
 */

/**
 * Selectors inlined on every page: Beasties' compiler cannot evaluate a selector that starts with a pseudo-class or
 * pseudo-element and would leave it out, and those are Tailwind's `space-y-*`, `divide-*`, `group-*` and `peer-*`
 * (`:where(.space-y-2>:not(:last-child))`) and the base layer's `::placeholder`, `::file-selector-button` and
 * `:focus-visible`: about fifty rules in all.
 */
const ALWAYS_INLINED_SELECTORS = [/^:/];

/** Document shapes (token sets) whose critical CSS is kept: the public pages have a few dozen. */
const CACHED_SHAPES = 500;

/** The built stylesheets of index.html, ready to give each rendered page its critical CSS. */
export interface CriticalStylesheets {
  /**
   * index.html (`shell`) with its stylesheet links replaced by the critical CSS of `bodyHtml` (the rendered
   * `#root`): one `<style data-stylesheets="…">` holding the fonts' `@font-face` rules and the rules the markup uses.
   * Should finding them fail, `shell` as given (with its links; logged).
   */
  inline(shell: string, bodyHtml: string): string;
}

/**
 * Reads the stylesheets index.html links (`<link rel="stylesheet" href="/assets/….css">`, files under `clientDir`)
 * and compiles them for critical CSS. Returns null (with a warning) when index.html links none, one that is missing
 * or cannot be compiled, or one whose text could end a `<style>` element early (`</style`): the caller then inlines
 * nothing and keeps the links. Reads and compiles once, at start (40–80 ms for the built 65 KB).
 */
export function loadCriticalStylesheets(indexHtml: string, clientDir: string): CriticalStylesheets | null {
  const links = [...indexHtml.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const sheets: { link: string; href: string; css: string }[] = [];
  for (const link of links) {
    const href = /\bhref="(\/assets\/[^"?#]+\.css)"/.exec(link)?.[1];
    const file = href && path.join(clientDir, href);
    if (!file || !existsSync(file)) {
      logger.warn(`${link} names no built file: server-rendered pages keep the stylesheet links`);
      return null;
    }
    sheets.push({ link, href, css: readFileSync(file, 'utf8') });
  }
  if (sheets.length === 0 || sheets.some((sheet) => /<\/style/i.test(sheet.css))) {
    logger.warn('index.html links no stylesheet that can be inlined: server-rendered pages keep the links');
    return null;
  }
  let compiled;
  try {
    compiled = sheets.map((sheet) =>
      compileSheet(sheet.css, { href: sheet.href, allowRules: ALWAYS_INLINED_SELECTORS }),
    );
  } catch (error) {
    logger.warn({ err: error }, 'the stylesheet could not be compiled: server-rendered pages keep the links');
    return null;
  }
  for (const rule of compiled.flatMap((sheet) => sheet.rules)) {
    // Beasties 0.5.4 ends every block-less at-rule with ';', and so writes `@property --x{…};`: a browser then reads
    // `;@property --y{…}` as one broken rule and drops it, and Tailwind's utilities lose half their defaults.
    if (rule.css?.startsWith('@property') && rule.css.endsWith('};')) rule.css = rule.css.slice(0, -1);
  }
  // Always inlined: the runtime cannot follow `font-family: var(--font-sans)` to the face it names, and text drawn in
  // a fallback and then again in Inter would move (a browser fetches only the faces whose range the text needs).
  const fontFaces = compiled
    .flatMap((sheet) => sheet.rules.filter((rule) => rule.fontFace && rule.css).map((rule) => rule.css))
    .join('');
  const processor = createProcessor(compiled, {
    preload: false,
    keyframes: 'critical',
    inlineFonts: false,
    preloadFonts: false,
    cache: { maxSize: CACHED_SHAPES },
  });
  // The runtime matches a plan to a page by its link, so the scanned document carries the links before the body.
  const scannedHead = sheets.map((sheet) => `<link rel="stylesheet" href="${sheet.href}">`).join('');
  const hrefs = sheets.map((sheet) => sheet.href).join(' ');
  return {
    inline(shell, bodyHtml) {
      let css;
      try {
        const body = withPlainClassNames(bodyHtml);
        css = processor.extract(`<html><head>${scannedHead}</head><body>${body}</body></html>`).css;
      } catch (error) {
        // The page is still served, with the stylesheet links it would have had without this module.
        logger.error({ err: error }, 'critical CSS could not be found: the page keeps its stylesheet links');
        return shell;
      }
      // Safe inside <style>: every rule comes from the built files, checked above for `</style`.
      const style = `<style ${FULL_STYLESHEETS_ATTRIBUTE}="${hrefs}">${fontFaces}${css}</style>`;
      // The first link becomes the style (so it keeps the links' place in the head); the others go.
      return sheets.reduce((html, sheet, i) => html.replace(sheet.link, () => (i === 0 ? style : '')), shell);
    },
  };
}

/** What React escapes in an attribute, besides the quote (which must stay escaped inside `class="…"`). */
const ATTRIBUTE_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'" };

/**
 * `html` with its class attributes unescaped, for Beasties' scan only: its runtime compares the attribute's text
 * with the stylesheet's class names as written, so `class="[&amp;_svg]:size-5"` would not match
 * `.\[\&_svg\]\:size-5` and the page's icons would be drawn at the wrong size until the full stylesheet arrives.
 */
function withPlainClassNames(html: string): string {
  return html.replace(/\bclass="([^"]*)"/g, (attribute, value: string) =>
    value.includes('&')
      ? `class="${value.replace(/&(?:amp|lt|gt|#x27);/g, (e) => ATTRIBUTE_ENTITIES[e]!)}"`
      : attribute,
  );
}
