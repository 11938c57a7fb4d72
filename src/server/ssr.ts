import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { loadCriticalStylesheets } from './critical-css';
import { logger } from './logger';

/*
 * The server rendering of the public pages (docs/decisions/016-server-rendering.md). The pages themselves are
 * rendered by the bundle `vite build --ssr src/client/entry-server.tsx` builds into `<CLIENT_DIR>-ssr/`; this
 * module loads it, answers its API calls in-process and puts its output into the SPA's index.html.
 */

/** The part of the SSR bundle (src/client/entry-server.tsx) the server uses. */
interface ServerEntry {
  init(options: { apiFetch: typeof fetch }): void;
  render(
    request: Request,
    origin: string,
  ): Promise<
    | { kind: 'spa' }
    | {
        kind: 'page';
        status: 200 | 404;
        head: {
          title: string;
          description: string;
          canonicalPath: string;
          ogType?: string;
          image?: string | null;
          imageSize?: { width: number; height: number };
          jsonLd?: Record<string, unknown>;
        };
        html: string;
        state: string;
        /** Build-manifest keys of the rendered route's lazy modules (layout and page). */
        modules?: string[];
      }
  >;
  sitemapPaths(): string[];
}

/** Vite's build manifest (`build.manifest`): each source module's chunk and the chunks it imports statically. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The build manifest of the client build in `clientDir` (`.vite/manifest.json`), or null (with a warning) when it is
 * missing or unreadable: pages are then rendered without modulepreload links. Read once, at start.
 */
export function readBuildManifest(clientDir: string): BuildManifest | null {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    logger.warn({ err: error }, `${file} could not be read: pages are rendered without modulepreload links`);
    return null;
  }
}

/**
 * The URLs (`/assets/…`) of the chunks of `modules` (manifest keys, e.g. 'src/client/pages/booking-page.tsx': the
 * rendered route's layout and page), for `<link rel="modulepreload">`: the browser fetches them with the entry instead
 * of after it has run, and the entry's `import()` then preloads what they import. Only the modules' own chunks: their
 * 20–37 small static imports as well, each a request of high priority ahead of the first paint, put Lighthouse's
 * FCP and LCP from about 2.0 to 3.0 s on the company and search pages (HTTP/1.1, six connections). Leaves out what
 * index.html already loads (the entries and their imports), unknown modules, and any chunk of the admin side (a
 * module or file named 'admin'), whatever asks.
 */
export function modulePreloads(manifest: BuildManifest, modules: string[]): string[] {
  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const urls = new Set<string>();
  for (const key of modules) {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key) || /admin/i.test(key) || /admin/i.test(chunk.file)) continue;
    urls.add(`/${chunk.file}`);
  }
  return [...urls];
}

/** Renders a page for `c`, or answers null when the SPA's index.html should serve it as before. */
export type PageRenderer = (c: Context) => Promise<Response | null>;

/** The SSR bundle's entry next to the client build in `clientDir`. */
export function serverEntryPath(clientDir: string): string {
  return path.join(`${path.resolve(clientDir)}-ssr`, 'entry-server.js');
}

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON made safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), and no U+2028/2029. */
export function scriptJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The index.html of the client build with a rendered page in it: the page's title, description, canonical link,
 * Open Graph tags and JSON-LD in the head, its HTML in `#root`, and its hydration state in a
 * `<script type="application/json" id="ssr-state">` (data, never executed: the CSP forbids inline script).
 * `preloads` are script URLs (modulePreloads) put in the head as `<link rel="modulepreload" fetchpriority="low">`
 * (withScriptsAtLowPriority says why).
 */
export function pageHtml(
  indexHtml: string,
  page: Extract<Awaited<ReturnType<ServerEntry['render']>>, { kind: 'page' }>,
  origin: string,
  preloads: string[] = [],
): string {
  const { head } = page;
  const canonical = `${origin}${head.canonicalPath}`;
  const preloadTags = preloads.map(
    (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" />\n    `,
  );
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="Tidvis" />`,
    `<meta property="og:locale" content="sv_SE" />`,
    `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...(head.image
      ? [`<meta property="og:image" content="${escapeHtml(new URL(head.image, origin).href)}" />`]
      : []),
    ...(head.image && head.imageSize
      ? [
          `<meta property="og:image:width" content="${head.imageSize.width}" />`,
          `<meta property="og:image:height" content="${head.imageSize.height}" />`,
        ]
      : []),
    // A picture of the size link previews show large gets the large card; a logo the small one.
    `<meta name="twitter:card" content="${head.image && head.imageSize ? 'summary_large_image' : 'summary'}" />`,
    ...(page.status === 404 ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${scriptJson(JSON.stringify(head.jsonLd))}</script>`]
      : []),
  ].join('\n    ');
  // The route's chunks next to the entry's, ahead of the (critical) stylesheet, so the browser asks for them early.
  const stylesAt = indexHtml.search(/<style\b|<link\b[^>]*\brel="stylesheet"/);
  const withPreloads =
    stylesAt === -1
      ? indexHtml.replace('</head>', () => `${preloadTags.join('')}</head>`)
      : `${indexHtml.slice(0, stylesAt)}${preloadTags.join('')}${indexHtml.slice(stylesAt)}`;
  return withPreloads
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `  ${tags}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="ssr-state">${scriptJson(page.state)}</script>`,
    );
}

/**
 * index.html with its entry script and Vite's modulepreloads fetched at low priority (`fetchpriority="low"`). On a
 * server-rendered page the content is in the HTML and the scripts only hydrate it, so the font and the page's main
 * picture go first on a slow connection, and Lighthouse no longer counts the scripts as holding up the first paint
 * (FCP about 2.0 → 0.9 s on its mobile profile, docs/performance.md). The SPA's own pages (the admin side, whose
 * `#root` is empty) keep the default: there the scripts are the content.
 */
export function withScriptsAtLowPriority(indexHtml: string): string {
  return indexHtml
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/** In-process API calls made while rendering, with the visitor's connection (for rate limits keyed by address). */
const renderingRequest = new AsyncLocalStorage<Context>();

/**
 * Loads the SSR bundle for the client build in `clientDir` and returns the renderer of the public pages, or null
 * (with a warning) when the bundle is missing: the server then serves the SPA for every page, as before.
 * `app` answers the bundle's API calls in-process; `origin` is the public address (canonical links, sitemap).
 */
export async function loadPageRenderer(
  app: Hono,
  clientDir: string,
  indexHtml: string,
  origin: string,
): Promise<{ render: PageRenderer; sitemapPaths: string[] } | null> {
  const entryPath = serverEntryPath(clientDir);
  if (!existsSync(entryPath)) {
    logger.warn(
      `${entryPath} is missing: public pages are served without server rendering (run \`npm run build\`)`,
    );
    return null;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  // The SPA fallback keeps index.html as built (its stylesheet link, cached between pages); a rendered page gets
  // its critical CSS inline instead (decision 054), or keeps the link when the stylesheet cannot be compiled.
  const pageShell = withScriptsAtLowPriority(indexHtml);
  const stylesheets = loadCriticalStylesheets(indexHtml, clientDir);
  const manifest = readBuildManifest(clientDir);
  entry.init({
    apiFetch: async (input, init) => {
      const c = renderingRequest.getStore();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = new Headers(init?.headers);
      const forwardedFor = c?.req.header('x-forwarded-for');
      if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
      return app.request(url, { ...init, headers }, c?.env);
    },
  });
  const render: PageRenderer = async (c) => {
    let page;
    try {
      page = await renderingRequest.run(c, () => entry.render(c.req.raw, origin));
    } catch (error) {
      // A page that cannot be rendered (its data failed to load) is still served: as the SPA, which asks again.
      logger.error({ err: error, path: c.req.path }, 'server rendering failed: serving the SPA');
      return null;
    }
    if (page.kind === 'spa') return null;
    const preloads = manifest ? modulePreloads(manifest, page.modules ?? []) : [];
    const shell = stylesheets ? stylesheets.inline(pageShell, page.html) : pageShell;
    return c.html(pageHtml(shell, page, origin, preloads), page.status);
  };
  return { render, sitemapPaths: entry.sitemapPaths() };
}
