import { expect, test, type Page } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { verificationCode } from './mail';

interface ApiCard {
  slug: string;
  name: string;
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
  await expect(page.getByRole('link', { name: 'Fortsätt till dashboard' })).toBeVisible();
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
    await expect(item.getByTestId('first-free')).toHaveText(`Första lediga tid: ${card.firstFree!.label}`);
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
