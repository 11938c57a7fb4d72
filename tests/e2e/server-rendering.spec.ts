import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

/*
 * the public pages are rendered on the server (docs/decisions/016-server-rendering.md). Fetched plainly,
 * without JavaScript, each page carries its content, its own title, description, canonical link and Open Graph
 * tags, and a company page its schema.org JSON-LD; unknown paths and companies answer 404 with the not-found page;
 * robots.txt and sitemap.xml are served. In Chromium the pages hydrate without a console error, without asking the
 * API again for what the page already holds and without a layout shift, and the booking flow works from a
 * server-rendered company page at 375 px and 1280 px.
 */

const PUBLIC_PAGES: { path: string; title: string; content: string[] }[] = [
  { path: '/', title: 'Tidvis – boka tid enkelt', content: ['Sök företag'] },
  { path: '/search', title: 'Sök företag – Tidvis', content: ['Salong Solros', 'Barberaren på Söder'] },
  { path: '/search?q=solros', title: 'Sök företag: solros – Tidvis', content: ['Salong Solros'] },
  {
    path: '/booking/salong-solros',
    title: 'Salong Solros – boka tid – Tidvis',
    content: ['Salong Solros', 'Damklippning', 'Herrklippning', 'Götgatan 14'],
  },
  { path: '/faq', title: 'Vanliga frågor – Tidvis', content: ['Hur bokar jag en tid?'] },
  { path: '/terms', title: 'Användarvillkor – Tidvis', content: ['1. Bokningar'] },
  { path: '/gdpr', title: 'Personuppgifter och GDPR – Tidvis', content: ['Dina rättigheter'] },
  { path: '/contact', title: 'Kontakta oss – Tidvis', content: ['Skicka ett meddelande'] },
  {
    path: '/business-registration',
    title: 'Registrera ditt företag – Tidvis',
    content: ['Ta emot bokningar dygnet runt med Tidvis'],
  },
];

/** The HTML inside `<div id="root">` (what a visitor sees before any script runs), tags removed. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-state">');
  expect(start, 'the page has a root').toBeGreaterThan(-1);
  expect(end, 'the page has its hydration state').toBeGreaterThan(start);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

async function fetchPage(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  return { status: res.status(), html: await res.text(), headers: res.headers() };
}

test.describe('public pages without JavaScript', () => {
  for (const { path, title, content } of PUBLIC_PAGES) {
    test(`${path} is rendered with its content and head`, async ({ request, baseURL }) => {
      const { status, html, headers } = await fetchPage(request, path);
      expect(status).toBe(200);
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(html).toContain(`<title>${title}</title>`);
      const text = rootText(html);
      for (const expected of content) expect(text).toContain(expected);
      const description = metaContent(html, 'name', 'description');
      expect(description?.length ?? 0).toBeGreaterThan(20);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(`${baseURL}${path}`);
      expect(metaContent(html, 'property', 'og:title')).toBe(title);
      expect(metaContent(html, 'property', 'og:description')).toBe(description);
      expect(metaContent(html, 'property', 'og:url')).toBe(canonical);
      expect(metaContent(html, 'property', 'og:type')).toBeTruthy();
      // The hydration state is data, never executed, and cannot end its script element early.
      const state = /<script type="application\/json" id="ssr-state">([^]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(state).not.toContain('<');
      expect(() => JSON.parse(state) as unknown).not.toThrow();
    });
  }

  test('a company page has valid schema.org JSON-LD with its services as offers in SEK', async ({
    request,
  }) => {
    const { html } = await fetchPage(request, '/booking/salong-solros');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]![1]!) as Record<string, unknown> & {
      address: { streetAddress: string };
      makesOffer: { price: string; priceCurrency: string; itemOffered: { name: string } }[];
    };
    expect(data['@context']).toBe('https://schema.org');
    expect(data.name).toBe('Salong Solros');
    expect(data.telephone).toBeTruthy();
    expect(data.address.streetAddress).toContain('Götgatan 14');
    const offers = data.makesOffer;
    expect(offers.map((o) => o.itemOffered.name)).toContain('Damklippning');
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe('SEK');
      expect(Number(offer.price)).toBeGreaterThan(0);
    }
    // The company page's data on the same answer: the week's hours and the shown reviews (the demo salon has public ones,
    // the same figures the company API gives).
    const { company } = (await (await request.get('/api/companies/salong-solros')).json()) as {
      company: { rating: { average: number; count: number }; categories: string[] };
    };
    // Typed by its categories: the demo salon is a Frisör, so a HairSalon (a LocalBusiness subtype).
    expect(company.categories).toEqual(['frisor']);
    expect(data['@type']).toBe('HairSalon');
    expect(company.rating.count).toBeGreaterThan(0);
    expect(data.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: company.rating.average,
      reviewCount: company.rating.count,
    });
    const hours = data.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours.map((h) => h.dayOfWeek)).toContain('https://schema.org/Monday');
    expect(hours.map((h) => h.dayOfWeek)).not.toContain('https://schema.org/Sunday');
  });

  test("a company page carries its critical CSS inline and preloads its route's chunks, never an admin one", async ({
    request,
  }) => {
    const { html, headers } = await fetchPage(request, '/booking/salong-solros');
    // The SPA's index.html (a signed-in page) keeps the stylesheet link; the rendered page has the rules it uses
    // inline (decision 054) and names the full stylesheet, which its script loads.
    const spa = (await fetchPage(request, '/my-bookings')).html;
    const href = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(spa)?.[1];
    expect(href, 'the SPA links the built stylesheet').toBeTruthy();
    const css = await (await request.get(href!)).text();
    expect(html).not.toContain('rel="stylesheet"');
    const [, named, inline] = /<style data-stylesheets="([^"]+)">([^]*?)<\/style>/.exec(html) ?? [];
    expect(named, 'the critical style names the full stylesheet').toBe(href);
    expect(inline, 'the page has its critical CSS inline').toBeTruthy();
    expect(inline!.length, 'the critical CSS is a part of the stylesheet').toBeLessThan(css.length / 2);
    // What the page's cards use, and not the admin calendar's grid.
    expect(inline).toContain('.rounded-2xl{');
    expect(css).toContain('.min-w-\\[760px\\]{');
    expect(inline).not.toContain('.min-w-\\[760px\\]');
    expect(inline).toContain('@font-face{font-family:Inter Variable');
    // Allowed by the policy: inline style with no hash or nonce (either would switch 'unsafe-inline' off).
    const styleSrc = /style-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(styleSrc).toContain("'unsafe-inline'");
    expect(styleSrc).not.toMatch(/'(sha256|sha384|sha512|nonce)-/);
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads.some((url) => /\/assets\/booking-page-[^/]+\.js$/.test(url))).toBe(true);
    expect(preloads.some((url) => /\/assets\/customer-layout-[^/]+\.js$/.test(url))).toBe(true);
    expect(preloads.filter((url) => /admin/i.test(url))).toEqual([]);
    expect(new Set(preloads).size).toBe(preloads.length);
    for (const url of preloads) expect((await request.get(url)).status(), url).toBe(200);
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
    // The rendered page is seen without its scripts: they load at low priority, behind the font and pictures. The
    // SPA's pages are nothing without theirs, so they keep the default.
    const scriptTags = (page: string) =>
      page.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(scriptTags(html).length).toBeGreaterThan(2);
    for (const tag of scriptTags(html)) expect(tag).toContain('fetchpriority="low"');
    expect(scriptTags(spa).length).toBeGreaterThan(0);
    for (const tag of scriptTags(spa)) expect(tag).not.toContain('fetchpriority');
  });

  test('unknown paths and companies answer 404 with the not-found page', async ({ request }) => {
    for (const path of ['/finns-inte', '/booking/finns-inte']) {
      const { status, html } = await fetchPage(request, path);
      expect(status, path).toBe(404);
      expect(rootText(html), path).toContain('Sidan finns inte');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  test('signed-in and admin pages stay client-rendered', async ({ request }) => {
    for (const path of ['/my-bookings', '/admin/dashboard', '/auth']) {
      const { status, html } = await fetchPage(request, path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="ssr-state"');
    }
  });

  test('robots.txt keeps /admin, /api and signed-in pages out and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    for (const path of ['/admin', '/api', '/my-bookings', '/profile', '/dashboard'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists the public pages and the active companies', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/search', '/faq', '/terms', '/gdpr', '/contact', '/business-registration'])
      expect(locs).toContain(`${baseURL}${path}`);
    expect(locs).toContain(`${baseURL}/booking/salong-solros`);
    expect(locs.some((loc) => loc?.includes('/admin') || loc?.includes('/api'))).toBe(false);
  });
});

/** Collects console errors and uncaught exceptions, and the API calls the page makes. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  return { errors, apiCalls };
}

/**
 * Keeps every `#root` element's computed style in the page (`window.__styles`) and returns what changed since the
 * last call, one line per property ('TAG classes property: now'; nothing on the first call).
 */
function computedStyleChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kept = window as unknown as { __styles?: string[][] };
    const elements = [...document.querySelectorAll('#root *')];
    const now = elements.map((element) => {
      const computed = getComputedStyle(element);
      return [...computed].map((property) => `${property}: ${computed.getPropertyValue(property)}`);
    });
    const before = kept.__styles;
    kept.__styles = now;
    if (!before) return [];
    if (before.length !== now.length) return [`${before.length} elements → ${now.length}`];
    return now.flatMap((style, i) =>
      style
        .filter((value, j) => before[i]![j] !== value)
        .map((value) => `${elements[i]!.tagName} ${elements[i]!.getAttribute('class')} ${value}`),
    );
  });
}

/** Waits until React has hydrated: the layout then knows the width (no CSS-hidden sidebar left over). */
async function waitForHydration(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root aside.hidden')).toHaveCount(0);
}

/** The page's cumulative layout shift so far (Chromium's layout-shift entries, without input-caused ones). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`public pages hydrate without console errors or a second fetch at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { errors, apiCalls } = watch(page);
    for (const { path, content } of PUBLIC_PAGES) {
      apiCalls.length = 0;
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByText(content[0]!, { exact: false }).first()).toBeVisible();
      // Only who is signed in is asked: what the page shows came with it.
      expect(
        apiCalls.filter((call) => call !== '/api/me'),
        path,
      ).toEqual([]);
      expect(await layoutShift(page), path).toBeLessThan(0.05);
    }
    expect(errors).toEqual([]);
  });

  test(`each public page's critical CSS draws it as the full stylesheet does at ${viewport.width} px`, async ({
    browser,
  }) => {
    // Without its scripts the page has only its critical CSS (decision 054). Every element's computed style must be
    // the same once the full stylesheet is added: a rule the critical CSS missed would show as a jump on a slow phone.
    const context = await browser.newContext({ viewport });
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    const paths = [...PUBLIC_PAGES.map((p) => p.path), '/search?q=finns-inte-alls', '/booking/finns-inte'];
    try {
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'load' });
        const href = await page.locator('style[data-stylesheets]').getAttribute('data-stylesheets');
        expect(href, path).toMatch(/^\/assets\/[^ ]+\.css$/);
        await computedStyleChanges(page);
        await page.evaluate(
          (url) =>
            new Promise<void>((resolve, reject) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = url;
              link.onload = () => resolve();
              link.onerror = () => reject(new Error(`${url} did not load`));
              document.head.append(link);
            }),
          href!,
        );
        const differences = await computedStyleChanges(page);
        expect(differences.slice(0, 10), path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  test(`a server-rendered page's script loads the full stylesheet once at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/booking/salong-solros');
    await waitForHydration(page);
    const href = await page.locator('style[data-stylesheets]').getAttribute('data-stylesheets');
    await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
    await expect
      .poll(() =>
        page.evaluate((url) => [...document.styleSheets].filter((s) => s.href?.endsWith(url)).length, href!),
      )
      .toBe(1);
    // A signed-in page reached from it is drawn with the full stylesheet (it was never rendered on the server).
    await page.goto('/my-bookings');
    await expect(page.locator('style[data-stylesheets]')).toHaveCount(0);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  });

  test(`text typed into the search box before the page is interactive filters once it is, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { errors } = watch(page);
    // First all the page's scripts are held (typing before any script ran), then only the route's chunk (the app's
    // script has run and waits for it; the page is not yet React's).
    for (const held of ['**/assets/*.js', /\/assets\/search-page-[^/]+\.js$/]) {
      let release!: () => void;
      const typed = new Promise<void>((resolve) => (release = resolve));
      const hold = async (route: Route) => {
        await typed;
        await route.continue();
      };
      await page.route(held, hold);
      await page.goto('/search', { waitUntil: 'commit' });
      const box = page.getByLabel('Sök på namn, ort eller tjänst');
      await box.fill('Salong Solros');
      await expect(page.getByRole('link', { name: /^Boka tid hos / })).not.toHaveCount(1);
      release();
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: /^Boka tid hos / })).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Boka tid hos Salong Solros' })).toBeVisible();
      await expect(box).toHaveValue('Salong Solros');
      await page.unroute(held, hold);
    }
    expect(errors).toEqual([]);
  });

  test(`/search?ordning=betyg is rendered best rated first and hydrates without a second fetch at ${viewport.width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const sorted = (await (await page.request.get('/api/companies?ordning=betyg')).json()) as {
      companies: { name: string }[];
    };
    const { status, html } = await fetchPage(page.request, '/search?ordning=betyg');
    expect(status).toBe(200);
    const rendered = [...html.matchAll(/aria-label="Boka tid hos ([^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
    expect(rendered).toEqual(sorted.companies.map((c) => c.name));
    // The order lists the same companies: not part of the canonical address.
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${baseURL}/search`);

    const { errors, apiCalls } = watch(page);
    await page.goto('/search?ordning=betyg');
    await waitForHydration(page);
    await expect(page.getByLabel('Sortera')).toHaveValue('betyg');
    await expect(page.getByRole('link', { name: /^Boka tid hos / }).first()).toHaveAccessibleName(
      `Boka tid hos ${sorted.companies[0]!.name}`,
    );
    expect(apiCalls.filter((call) => call !== '/api/me')).toEqual([]);
    expect(errors).toEqual([]);
    // The first hit's cover is the largest picture on a phone: fetched at high priority, and no other picture is.
    const cards = page.getByTestId('company-card');
    const covers = page.getByTestId('company-card').locator(':scope > picture > img');
    expect(await covers.count()).toBeGreaterThan(0);
    const highPriority = page.locator('img[fetchpriority="high"]');
    if ((await cards.first().locator(':scope > picture > img').count()) === 1) {
      await expect(highPriority).toHaveCount(1);
      await expect(cards.first().locator(':scope > picture > img')).toHaveAttribute('fetchpriority', 'high');
    } else await expect(highPriority).toHaveCount(0);
  });

  test(`the booking flow works from a server-rendered company page at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { errors } = watch(page);
    await page.goto('/booking/salong-solros');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Salong Solros' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Herrklippning' })
      .getByRole('button', { name: 'Boka' })
      .click();
    await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    const slot = page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first();
    await expect(slot).toBeVisible();
    await slot.click();
    await expect(page.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
    // The rest of the flow (sign-up, confirmation) is the booking journey's (booking-journey.spec.ts).
    await page.goto('/booking/finns-inte');
    await expect(page.getByText('Sidan finns inte')).toBeVisible();
    await page
      .getByRole('link', { name: /startsidan|hem/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
}
