import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '../../src/shared/money';
import { expectNoSeriousAxeViolations } from './axe';
import { screenshot } from './screenshots';

/** In Chromium: a search that forgives typos, 'Menade du', 'Rensa filter' and cards that sell. */

interface ApiCard {
  slug: string;
  name: string;
  location: string | null;
  priceFrom: number | null;
  firstFree: {
    date: string;
    startTime: string;
    label: string;
    serviceId: string;
    serviceName: string;
  } | null;
}

interface ApiAnswer {
  companies: ApiCard[];
  suggestion: string | null;
}

const VIEWPORTS = [
  ['375', { width: 375, height: 812 }],
  ['1280', { width: 1280, height: 900 }],
] as const;

async function api(page: Page, query: string): Promise<ApiAnswer> {
  return (await (await page.request.get(`/api/companies?${query}`)).json()) as ApiAnswer;
}

/** The search page with `text` typed into the box (as a person does: the address follows the debounced text). */
async function typeSearch(page: Page, text: string) {
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Sök på namn, ort eller tjänst').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

async function noWiderThan(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [size, viewport] of VIEWPORTS) {
  test(`at ${size} px a typo finds the company, and its card shows the price and a first free time to book`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await typeSearch(page, 'klipning stokholm');
    const cards = page.getByTestId('company-card');
    const solros = cards.filter({ hasText: 'Salong Solros' });
    await expect(solros).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'Barberaren på Söder' })).toBeVisible();

    // 'från … kr': the lowest active price, as the API gives it.
    const answer = await api(page, `q=${encodeURIComponent('klipning stokholm')}`);
    const solrosApi = answer.companies.find((c) => c.slug === 'salong-solros')!;
    expect(solrosApi.priceFrom).toBe(300);
    await expect(solros.getByTestId('price-from')).toHaveText(`från ${formatPrice(solrosApi.priceFrom!)}`);

    // The first free time names a service that matches the text, and links to that time's form step.
    const barber = answer.companies.find((c) => c.slug === 'barberaren-pa-soder')!;
    expect(barber.firstFree).not.toBeNull();
    expect(barber.firstFree!.serviceName).toMatch(/klippning/i);
    const free = barber.firstFree!;
    const link = cards.filter({ hasText: 'Barberaren på Söder' }).getByTestId('first-free').getByRole('link');
    await expect(link).toHaveText(`Första lediga tid: ${free.label} · ${free.serviceName}`);
    const href = `/booking/barberaren-pa-soder?tjanst=${free.serviceId}&datum=${free.date}&tid=${encodeURIComponent(free.startTime)}`;
    await expect(link).toHaveAttribute('href', href);

    // At 375 px the text has the card's width: the street is shown whole and the name is not squeezed.
    const location = solros.getByTestId('company-location');
    await expect(location).toHaveText(solrosApi.location!);
    const box = await location.boundingBox();
    const name = await solros.getByTestId('company-name').boundingBox();
    expect(box!.width).toBeGreaterThan(140);
    expect(name!.width).toBeGreaterThan(viewport.width >= 1280 ? 300 : 200);
    // Not cut: what the element holds fits in it.
    expect(
      await location.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    ).toBe(true);
    await noWiderThan(page, viewport.width);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `search/typo-${size}`, { fullPage: true });

    await link.click();
    await expect(page).toHaveURL(
      new RegExp(
        `/booking/barberaren-pa-soder\\?tjanst=${free.serviceId}&datum=${free.date}&tid=${free.startTime.replace(':', '(:|%3A)')}$`,
      ),
    );
  });

  test(`at ${size} px a long name keeps two lines and the address stays readable on a narrow card`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await typeSearch(page, 'massge');
    const card = page.getByTestId('company-card').filter({ hasText: 'Malmö Massage & Friskvård' });
    await expect(card).toBeVisible();
    // The whole name and street are there (no ellipsis, nothing hidden by clamping).
    const name = card.getByTestId('company-name');
    await expect(name).toHaveText('Malmö Massage & Friskvård');
    expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    const location = card.getByTestId('company-location');
    await expect(location).toHaveText('Södra Förstadsgatan 30, 211 43 Malmö');
    expect(await location.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect((await location.boundingBox())!.width).toBeGreaterThan(200);
    await expect(card.getByTestId('price-from')).toHaveText(/^från \d+\s?kr$/);
    await noWiderThan(page, viewport.width);
    await screenshot(page, `search/massge-${size}`, { fullPage: true });
  });

  test(`at ${size} px an empty result offers 'Menade du …?' and 'Rensa filter'`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const text = 'nagelstudio götebrog xq';
    const answer = await api(page, `q=${encodeURIComponent(text)}`);
    expect(answer.companies).toEqual([]);
    expect(answer.suggestion).not.toBeNull();
    await typeSearch(page, text);
    await expect(page.getByRole('heading', { name: 'Inga resultat' })).toBeVisible();
    const didYouMean = page.getByTestId('did-you-mean');
    await expect(didYouMean).toHaveText(`Menade du ${answer.suggestion}?`);
    await expectNoSeriousAxeViolations(page);
    await noWiderThan(page, viewport.width);
    await screenshot(page, `search/did-you-mean-${size}`, { fullPage: true });
    await didYouMean.getByRole('link', { name: answer.suggestion! }).click();
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(answer.suggestion!).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(page.getByLabel('Sök på namn, ort eller tjänst')).toHaveValue(answer.suggestion!);
    await expect(page.getByTestId('company-card').first()).toBeVisible();

    // Text, category and city that find nothing together; the chips count over the chosen category.
    await page.goto('/search?q=klippning&kategori=naglar&stad=goteborg');
    await expect(page.getByRole('heading', { name: 'Inga resultat' })).toBeVisible();
    const cities = page.getByRole('group', { name: 'Ort' });
    // The chosen city stays (with 0) so it can be left; the others without matches are not offered.
    await expect(cities.getByRole('button', { name: /^Göteborg/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(cities.getByRole('button', { name: /^Göteborg/ })).toContainText('0');
    await expect(cities.getByRole('button', { name: /^Malmö/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Rensa filter' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByLabel('Sök på namn, ort eller tjänst')).toHaveValue('');
    await expect(
      page.getByRole('group', { name: 'Kategori och tid' }).getByRole('button', { pressed: true }),
    ).toHaveCount(0);
    await expect(page.getByTestId('company-card').first()).toBeVisible();
    expect(await page.getByTestId('company-card').count()).toBeGreaterThanOrEqual(9);

    // 'Frisör' chosen: Göteborg (nails only) has no chip to lead to 'Inga resultat'.
    await page.goto('/search?kategori=frisor');
    await expect(page.getByTestId('company-card').first()).toBeVisible();
    await expect(cities.getByRole('button', { name: /^Stockholm/ })).toContainText('2');
    await expect(cities.getByRole('button', { name: /^Göteborg/ })).toHaveCount(0);
  });
}
