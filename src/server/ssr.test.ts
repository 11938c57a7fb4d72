import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo';
import {
  escapeHtml,
  inlineStylesheets,
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
  it('inlines the built stylesheets and leaves a link whose file is missing or could close the element', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tidvis-ssr-css-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets', 'index-a.css'), 'body{color:red}');
      writeFileSync(path.join(dir, 'assets', 'evil-b.css'), 'a{}</STYLE><script>');
      const html = inlineStylesheets(
        [
          '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
          '<link rel="stylesheet" crossorigin href="/assets/evil-b.css">',
          '<link rel="stylesheet" crossorigin href="/assets/gone-c.css">',
          '<link rel="icon" href="/favicon.svg">',
        ].join('\n'),
        dir,
      );
      expect(html.split('\n')).toEqual([
        '<style>body{color:red}</style>',
        '<link rel="stylesheet" crossorigin href="/assets/evil-b.css">',
        '<link rel="stylesheet" crossorigin href="/assets/gone-c.css">',
        '<link rel="icon" href="/favicon.svg">',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

  it('puts the modulepreload links ahead of the inlined stylesheet', () => {
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
