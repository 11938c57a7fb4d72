import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { formatRatingSv, reviewCountSv } from '../../src/shared/reviews-format';
import { expectNoSeriousAxeViolations } from './axe';
import { OPERATOR } from './every-route';
import { signInRequest } from './fixtures';
import { verificationCode } from './mail';
import { screenshot } from './screenshots';

interface ApiCard {
  slug: string;
  name: string;
  rating: { average: number | null; count: number };
  firstFree: { date: string; startTime: string; label: string; serviceName: string } | null;
}

const VIEWPORTS = [
  ['375', { width: 375, height: 812 }],
  ['1280', { width: 1280, height: 900 }],
] as const;

/** A new verified customer, signed in on `page` (so each run books with its own account). */
async function signUp(page: Page, email: string) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Förnamn').fill('Sara');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(page.request, email));
  await expect(page.getByRole('link', { name: 'Fortsätt till din översikt' })).toBeVisible();
}

for (const [size, viewport] of VIEWPORTS) {
  test(`at ${size} px a visitor filters by category and city, sees the first free time and books it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUp(page, `e2e-discovery-${size}-${Date.now()}@example.se`);

    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Sök företag' })).toBeVisible();
    const categories = page.getByRole('group', { name: 'Kategori och tid' });
    await categories.getByRole('button', { name: 'Naglar' }).click();
    await expect(page).toHaveURL(/\/search\?kategori=naglar$/);
    await expect(categories.getByRole('button', { name: 'Naglar' })).toHaveAttribute('aria-pressed', 'true');
    const cities = page.getByRole('group', { name: 'Ort' });
    await cities.getByRole('button', { name: /^Göteborg/ }).click();
    await expect(page).toHaveURL(/\/search\?kategori=naglar&stad=goteborg$/);
    await expect(page.getByRole('link', { name: /^Boka tid hos/ })).toHaveCount(1);

    // The page's figures are the API's, which the API tests hold to the slot engine.
    const api = (await (await page.request.get('/api/companies?kategori=naglar&stad=goteborg')).json()) as {
      companies: ApiCard[];
    };
    const card = api.companies[0]!;
    expect(card.slug).toBe('nagelstudion-goteborg');
    expect(card.firstFree).not.toBeNull();
    const item = page.getByRole('listitem').filter({ hasText: 'Nagelstudion Göteborg' });
    await expect(item).toContainText('Naglar');
    // the first free time names its service.
    await expect(item.getByTestId('first-free')).toHaveText(
      `Första lediga tid: ${card.firstFree!.label} · ${card.firstFree!.serviceName}`,
    );
    await expectNoSeriousAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);

    // Reload and back/forward keep the filters.
    await page.reload();
    await expect(cities.getByRole('button', { name: /^Göteborg/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?kategori=naglar$/);
    await expect(cities.getByRole('button', { name: /^Göteborg/ })).toHaveAttribute('aria-pressed', 'false');
    await page.goForward();
    await expect(page).toHaveURL(/\/search\?kategori=naglar&stad=goteborg$/);

    // Book the first free time from the card.
    await item.getByRole('link', { name: 'Boka tid hos Nagelstudion Göteborg' }).click();
    await expect(page).toHaveURL(/\/booking\/nagelstudion-goteborg$/);
    await page
      .getByRole('listitem')
      .filter({ hasText: card.firstFree!.serviceName })
      .getByRole('button', { name: 'Boka' })
      .click();
    await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
    const today = todayInZone(new Date());
    for (let w = weekStart(today); w < weekStart(card.firstFree!.date); w = addDays(w, 7)) {
      await page.getByRole('button', { name: 'Nästa vecka' }).click();
    }
    const slot = page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first();
    await expect(slot).toBeVisible();
    expect(await slot.getAttribute('aria-label')).toContain(` ${card.firstFree!.startTime}, `);
    await slot.click();
    await page.getByRole('button', { name: 'Bekräfta bokning' }).click();
    await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();

    // The booked start is taken: the card moves on to the next free time.
    const after = (await (await page.request.get('/api/companies?kategori=naglar&stad=goteborg')).json()) as {
      companies: ApiCard[];
    };
    expect(after.companies[0]!.firstFree).not.toEqual(card.firstFree);
  });
}

for (const [size, viewport] of VIEWPORTS) {
  test(`at ${size} px 'Sortera: Högst betyg' puts the best-rated company first, in the address`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Every active company with its rating, from the API (the default order: by name), walking all pages.
    const all: ApiCard[] = [];
    for (let sida: number | null = 1; sida !== null;) {
      const answer = (await (await page.request.get(`/api/companies?sida=${sida}`)).json()) as {
        companies: ApiCard[];
        nextPage: number | null;
      };
      all.push(...answer.companies);
      sida = answer.nextPage;
    }
    // The best rated: highest average, then most reviews; equal ones keep the default order (name), as the API does.
    const best = all.reduce((a, b) => {
      const [x, y] = [a.rating.average ?? -1, b.rating.average ?? -1];
      return y > x || (y === x && b.rating.count > a.rating.count) ? b : a;
    });
    expect(best.rating.average).not.toBeNull();

    await page.goto('/search');
    // Hydrated (the page is rendered on the server; before its script runs the select changes nothing).
    await page.waitForLoadState('networkidle');
    const cards = page.getByRole('link', { name: /^Boka tid hos / });
    const sort = page.getByLabel('Sortera');
    await expect(sort).toHaveValue('');
    await expect(cards.first()).toHaveAccessibleName(`Boka tid hos ${all[0]!.name}`);
    // By keyboard: the control is in the tab order, and an arrow key picks 'Högst betyg'.
    await page.getByRole('group', { name: 'Ort' }).getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    await expect(sort).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/search\?ordning=betyg$/);
    await expect(sort).toHaveValue('betyg');
    await expect(sort.locator('option:checked')).toHaveText('Högst betyg');
    await expect(cards.first()).toHaveAccessibleName(`Boka tid hos ${best.name}`);
    const first = page.getByRole('listitem').filter({ has: cards.first() });
    await expect(
      first.getByRole('img', {
        name: `Betyg ${formatRatingSv(best.rating.average!)} av 5, ${reviewCountSv(best.rating.count)}`,
      }),
    ).toBeVisible();
    // The whole first page in the API's order.
    const sorted = (await (await page.request.get('/api/companies?ordning=betyg')).json()) as {
      companies: ApiCard[];
    };
    await expect(cards).toHaveCount(sorted.companies.length);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))).toEqual(
      sorted.companies.map((c) => `Boka tid hos ${c.name}`),
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `search/sort-${size}`);

    // A reload keeps the order; back returns to the default one.
    await page.reload();
    await expect(sort).toHaveValue('betyg');
    await expect(cards.first()).toHaveAccessibleName(`Boka tid hos ${best.name}`);
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(sort).toHaveValue('');
    await expect(cards.first()).toHaveAccessibleName(`Boka tid hos ${all[0]!.name}`);
    // With a filter the order stays in the address beside it; 'Bäst match' takes it out.
    await page.goForward();
    await page
      .getByRole('group', { name: 'Kategori och tid' })
      .getByRole('button', { name: 'Frisör' })
      .click();
    await expect(page).toHaveURL(/\/search\?ordning=betyg&kategori=frisor$/);
    await sort.selectOption({ label: 'Bäst match' });
    await expect(page).toHaveURL(/\/search\?kategori=frisor$/);
  });
}

/**
 * The word only the paging journey's companies have in their names, one per loading of this file. Random letters,
 * not a timestamp: the search is typo-tolerant, so two words sharing a long prefix (a worker restarted after a failed
 * test loads the file again) would find each other's companies.
 */
const PAGING_WORD = Array.from({ length: 12 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
/** How many companies the paging journey makes: pages of 20, 20 and 5. */
const PAGED = 45;
let paged: Promise<string[]> | undefined;

/**
 * PAGED companies named 'Zz Sidvy <word> NN' (after the demo companies by name, so the other pages' first page
 * keeps them), registered and approved through the API as a company and the platform operator would. Made once per
 * run; their names.
 */
function makePagedCompanies(request: APIRequestContext, operator: APIRequestContext): Promise<string[]> {
  paged ??= (async () => {
    await signInRequest(operator, OPERATOR);
    const names: string[] = [];
    for (let i = 0; i < PAGED; i++) {
      const name = `Zz Sidvy ${PAGING_WORD} ${String(i).padStart(2, '0')}`;
      const res = await request.post('/api/business-registrations', {
        data: {
          contactName: 'Sid Ägare',
          companyName: name,
          email: `${PAGING_WORD}-${i}@example.se`,
          phone: '08-123 45 67',
          description: 'Klippning.',
          categories: ['frisor'],
          password: 'Hemligt123',
          confirmPassword: 'Hemligt123',
          acceptTerms: true,
        },
      });
      expect(res.status()).toBe(201);
      const { company } = (await res.json()) as { company: { id: string } };
      expect((await operator.post(`/api/platform/companies/${company.id}/approve`)).status()).toBe(200);
      names.push(name);
    }
    return names;
  })();
  return paged;
}

for (const [size, viewport] of VIEWPORTS) {
  test(`at ${size} px 'Visa fler' loads the next 20 results until the last page`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const options = { baseURL, extraHTTPHeaders: { origin: baseURL! } };
    const [registrar, operator] = [
      await playwright.request.newContext(options),
      await playwright.request.newContext(options),
    ];
    const names = await makePagedCompanies(registrar, operator);
    await Promise.all([registrar.dispose(), operator.dispose()]);

    // The API's pages, in rank order (name, as every name matches the word equally).
    const apiPage = async (sida: number) =>
      (await (await page.request.get(`/api/companies?q=${PAGING_WORD}&sida=${sida}`)).json()) as {
        companies: ApiCard[];
        nextPage: number | null;
        total: number | null;
      };
    const apiPages = [await apiPage(1), await apiPage(2), await apiPage(3)];
    expect(apiPages.map((p) => [p.companies.length, p.nextPage, p.total])).toEqual([
      [20, 2, PAGED],
      [20, 3, PAGED],
      [5, null, PAGED],
    ]);
    expect(apiPages.flatMap((p) => p.companies.map((c) => c.name))).toEqual([...names].sort());

    // The server-rendered page (no JavaScript) holds exactly the first page's cards.
    const html = await (await page.request.get(`/search?q=${PAGING_WORD}`)).text();
    const rendered = [...html.matchAll(/aria-label="Boka tid hos ([^"]+)"/g)].map((m) => m[1]);
    expect(rendered).toEqual(apiPages[0]!.companies.map((c) => c.name));

    await page.goto(`/search?q=${PAGING_WORD}`);
    const cards = page.getByRole('link', { name: /^Boka tid hos Zz Sidvy/ });
    const count = page.getByTestId('result-count');
    const more = page.getByRole('button', { name: 'Visa fler' });
    await expect(cards).toHaveCount(20);
    await expect(count).toHaveText(`Visar 20 av ${PAGED} företag`);
    await expect(more).toBeVisible();

    // Page 2, slowed down: the button says it is loading and cannot be pressed twice.
    await page.route(/\/api\/companies\?.*sida=2/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await more.click();
    const loading = page.getByRole('button', { name: 'Laddar fler...' });
    await expect(loading).toBeDisabled();
    await expect(cards).toHaveCount(40);
    await expect(count).toHaveText(`Visar 40 av ${PAGED} företag`);
    // Focus lands on the first new card, so keyboard users go on from there.
    await expect(cards.nth(20)).toBeFocused();
    await expect(cards.nth(20)).toHaveAccessibleName(`Boka tid hos ${apiPages[1]!.companies[0]!.name}`);
    await screenshot(page, `search/pages-${size}-page-2`);

    // Page 3 fails first: the message says so and the button stays to try again.
    await page.route(/\/api\/companies\?.*sida=3/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'unavailable', message: 'Tjänsten är tillfälligt otillgänglig.' },
        }),
      }),
    );
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Kunde inte hämta fler företag');
    await expect(cards).toHaveCount(40);
    await expect(more).toBeEnabled();
    await screenshot(page, `search/pages-${size}-error`);
    await page.unroute(/\/api\/companies\?.*sida=3/);

    // By keyboard: the last page; the button goes and the line counts them all.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(PAGED);
    await expect(count).toHaveText(`${PAGED} företag`);
    await expect(more).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(cards.nth(40)).toBeFocused();
    const shown = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
    expect(shown).toEqual(apiPages.flatMap((p) => p.companies.map((c) => `Boka tid hos ${c.name}`)));

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousAxeViolations(page);

    // A reload shows the first page again (pages are not in the address).
    await page.reload();
    await expect(cards).toHaveCount(20);
    await expect(count).toHaveText(`Visar 20 av ${PAGED} företag`);
  });
}
