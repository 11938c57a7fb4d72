import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCriticalStylesheets } from './critical-css';
import { robotsTxt, sitemapXml } from './seo';
import {
  escapeHtml,
  modulePreloads,
  pageHtml,
  scriptJson,
  withScriptsAtLowPriority,
  type BuildManifest,
} from './ssr';

const INDEX = `<!doctype html>
<html lang="sv">
  <head>
    <meta
      name="description"
      content="Standard."
    />
    <title>Tidvis – boka tid enkelt</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('server rendering into index.html', () => {
  it('puts the title, description, canonical link, Open Graph tags, JSON-LD, HTML and state in the page', () => {
    const html = pageHtml(
      INDEX,
      {
        kind: 'page',
        status: 200,
        head: {
          title: 'Salong "Sol" & <Ros>',
          description: 'Klipp & färg',
          canonicalPath: '/booking/sol',
          ogType: 'business.business',
          image: '/uploads/logos/a.png',
          jsonLd: { '@type': 'LocalBusiness', name: '</script><script>alert(1)</script>' },
        },
        html: '<main>Hej</main>',
        state: JSON.stringify({ notFound: false, queries: { text: '</script><!--' } }),
      },
      'https://tidvis.se',
    );
    expect(html).toContain('<title>Salong &#34;Sol&#34; &#38; &#60;Ros&#62;</title>');
    expect(html).toContain('<meta name="description" content="Klipp &#38; färg" />');
    expect(html).not.toContain('Standard.');
    expect(html).toContain('<link rel="canonical" href="https://tidvis.se/booking/sol" />');
    expect(html).toContain('<meta property="og:url" content="https://tidvis.se/booking/sol" />');
    expect(html).toContain('<meta property="og:type" content="business.business" />');
    expect(html).toContain('<meta property="og:image" content="https://tidvis.se/uploads/logos/a.png" />');
    expect(html).toContain('<div id="root"><main>Hej</main></div>');
    // Neither the JSON-LD nor the state can close their script element or open a comment.
    const scripts = [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([^]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    for (const [, body] of scripts) {
      expect(body).not.toContain('<');
      expect(() => JSON.parse(body!) as unknown).not.toThrow();
    }
    expect(html).not.toContain('noindex');
    // A logo (no known size) gets the small card and no size tags.
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image:width');
  });

  it('gives a 1200×630 shared-link picture its size and the large card', () => {
    const html = pageHtml(
      INDEX,
      {
        kind: 'page',
        status: 200,
        head: {
          title: 'Salong Sol',
          description: 'Klipp',
          canonicalPath: '/booking/sol',
          image: `/images/${'a'.repeat(64)}.jpg`,
          imageSize: { width: 1200, height: 630 },
        },
        html: '',
        state: '{}',
      },
      'https://tidvis.se',
    );
    expect(html).toContain(
      `<meta property="og:image" content="https://tidvis.se/images/${'a'.repeat(64)}.jpg" />`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('marks a 404 page noindex', () => {
    const html = pageHtml(
      INDEX,
      {
        kind: 'page',
        status: 404,
        head: { title: 'Sidan finns inte', description: 'Finns inte.', canonicalPath: '/' },
        html: '',
        state: '{}',
      },
      'http://localhost:3000',
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes text and script JSON', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(scriptJson('{"a":"</script>\u2028"}')).toBe('{"a":"\\u003c/script>\\u2028"}');
  });
});

describe('the first load of a rendered page', () => {
  /** Runs `check` with a client build whose `assets/` holds `files` (name → text). */
  function withAssets(files: Record<string, string>, check: (dir: string) => void) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-ssr-css-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), text);
      check(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const SHEET = [
    '@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)format("woff2")}',
    '.used{color:red}',
    '.unused{color:blue}',
    '.wrap>.child{margin:0}',
    '@media (min-width:40rem){.sm\\:used{color:green}.sm\\:unused{color:teal}}',
    '@keyframes spin{to{rotate:1turn}}',
    '.spinner{animation:spin 1s}',
  ].join('');
  const shell = (links: string) => INDEX.replace('</head>', `${links}\n  </head>`);

  it("inlines only the rules a rendered page's markup uses, with the fonts, and names the full stylesheet", () => {
    withAssets({ 'index-a.css': SHEET }, (dir) => {
      const index = shell('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
      const stylesheets = loadCriticalStylesheets(index, dir)!;
      const html = stylesheets.inline(index, '<p class="used sm:used">Hej</p>');
      const style = /<style data-stylesheets="\/assets\/index-a.css">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
      expect(html).not.toContain('rel="stylesheet"');
      expect(style).toContain('@font-face{font-family:Inter');
      expect(style).toContain('.used{color:red}');
      expect(style).toMatch(/@media \(min-width:40rem\)\{\.sm\\:used\{color:green\}\}/);
      for (const left of ['.unused', 'sm\\:unused', '.wrap>.child', '@keyframes', '.spinner']) {
        expect(style).not.toContain(left);
      }
      // A child in its parent and an animation bring their rules, the keyframes with them.
      const nested = stylesheets.inline(index, '<div class="wrap"><span class="child spinner"></span></div>');
      expect(nested).toContain('.wrap>.child{margin:0}');
      expect(nested).toContain('@keyframes spin');
      expect(nested).not.toContain('.used{');
    });
  });

  it('puts several stylesheets into one style, in their order', () => {
    withAssets({ 'index-a.css': '.a{color:red}', 'more-b.css': '.b{color:blue}' }, (dir) => {
      const index = shell(
        '<link rel="stylesheet" href="/assets/index-a.css">\n<link rel="stylesheet" href="/assets/more-b.css">',
      );
      const html = loadCriticalStylesheets(index, dir)!.inline(index, '<i class="b a"></i>');
      expect(html).toContain(
        '<style data-stylesheets="/assets/index-a.css /assets/more-b.css">.a{color:red}.b{color:blue}</style>',
      );
      expect(html.match(/<style/g)).toHaveLength(1);
      expect(html).not.toContain('rel="stylesheet"');
    });
  });

  it('keeps the links when a stylesheet is missing, could close the element, or there is none', () => {
    withAssets({ 'index-a.css': '.a{}', 'evil-b.css': 'a{}</STYLE><script>' }, (dir) => {
      const link = (name: string) => `<link rel="stylesheet" crossorigin href="/assets/${name}">`;
      expect(loadCriticalStylesheets(shell(link('index-a.css') + link('gone-c.css')), dir)).toBeNull();
      expect(loadCriticalStylesheets(shell(link('index-a.css') + link('evil-b.css')), dir)).toBeNull();
      expect(loadCriticalStylesheets(shell(''), dir)).toBeNull();
      expect(loadCriticalStylesheets(shell(link('index-a.css')), dir)).not.toBeNull();
    });
  });

  it('serves the page with its links when finding its critical CSS fails', () => {
    withAssets({ 'index-a.css': '.a{}' }, (dir) => {
      const index = shell('<link rel="stylesheet" href="/assets/index-a.css">');
      const stylesheets = loadCriticalStylesheets(index, dir)!;
      // Not a string: the scan throws inside, as a defect in the library would.
      expect(stylesheets.inline(index, null as unknown as string)).toBe(index);
      expect(stylesheets.inline(index, '<b class="a"></b>')).toContain('<style data-stylesheets=');
    });
  });

  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'] },
    '_admin-list-1.js': { file: 'assets/admin-list-1.js' },
    'src/client/layouts/customer-layout.tsx': {
      file: 'assets/customer-layout-1.js',
      imports: ['_card-1.js'],
    },
    'src/client/pages/booking-page.tsx': {
      file: 'assets/booking-page-1.js',
      imports: ['_card-1.js', '_react-1.js', '_admin-list-1.js'],
    },
    'src/client/pages/admin-calendar-page.tsx': { file: 'assets/admin-calendar-page-1.js' },
  };

  it("preloads the route's own chunks once, without the entry's or any admin chunk", () => {
    expect(
      modulePreloads(manifest, [
        'src/client/layouts/customer-layout.tsx',
        'src/client/pages/booking-page.tsx',
        'src/client/pages/admin-calendar-page.tsx',
        'src/client/pages/unknown-page.tsx',
      ]),
    ).toEqual(['/assets/customer-layout-1.js', '/assets/booking-page-1.js']);
    expect(
      modulePreloads(manifest, ['index.html', '_react-1.js', 'src/client/pages/booking-page.tsx']),
    ).toEqual(['/assets/booking-page-1.js']);
  });

  it('puts the modulepreload links ahead of the inline style', () => {
    const html = pageHtml(
      INDEX.replace('</head>', '<style>body{}</style>\n  </head>'),
      {
        kind: 'page',
        status: 200,
        head: { title: 'Salong Sol', description: 'Klipp', canonicalPath: '/booking/sol' },
        html: '',
        state: '{}',
      },
      'https://tidvis.se',
      ['/assets/booking-page-1.js'],
    );
    const link = html.indexOf(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/booking-page-1.js" />',
    );
    expect(link).toBeGreaterThan(-1);
    expect(link).toBeLessThan(html.indexOf('<style>'));
  });

  it("fetches a rendered page's entry script and Vite's modulepreloads at low priority, once", () => {
    const built = INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n</head>',
    );
    const shell = withScriptsAtLowPriority(built);
    expect(shell).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(shell).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    expect(withScriptsAtLowPriority(shell)).toBe(shell);
    // The state is data, not a script to fetch: left as it is.
    expect(withScriptsAtLowPriority('<script type="application/json" id="ssr-state">{}</script>')).toBe(
      '<script type="application/json" id="ssr-state">{}</script>',
    );
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps the admin, the API and signed-in pages out and names the sitemap', () => {
    const text = robotsTxt('https://tidvis.se');
    for (const path of [
      '/admin',
      '/api',
      '/dashboard',
      '/my-bookings',
      '/profile',
      '/edit-booking',
      '/embed',
      '/calendar',
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/(search|booking|faq)?(\/|\n)/);
    expect(text).toContain('Sitemap: https://tidvis.se/sitemap.xml');
  });

  it('sitemap.xml lists the public pages and the companies with their last change', () => {
    const xml = sitemapXml(
      'https://tidvis.se',
      ['/', '/faq'],
      [{ slug: 'salong-solros', updatedAt: new Date('2026-03-02T10:00:00Z') }],
    );
    expect(xml).toContain('<url><loc>https://tidvis.se/</loc></url>');
    expect(xml).toContain('<url><loc>https://tidvis.se/faq</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://tidvis.se/booking/salong-solros</loc><lastmod>2026-03-02T10:00:00.000Z</lastmod></url>',
    );
  });
});
