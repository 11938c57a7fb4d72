import type { APIRequestContext, Locator } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { firstFreeSlot } from './booking-api';
import { ADMIN, expect, openSignedIn, signInAsAdmin, test } from './fixtures';

/*
 * The admin panel and the shared layout on a 375 px phone and a 1280 px laptop: figures that say what they
 * count, text that fits (one line, or an ellipsis with the whole value as a title), a sidebar as long as the page,
 * Ctrl+B left to text fields, the not-found page in the app's frame, toasts below the header and the visitor's
 * sign-in button clear of the bottom tabs.
 */

const PHONE = { width: 375, height: 812 };
const OPERATOR = { email: 'drift@tidvis.se', password: 'Demo1234' };

/** As the signed-in admin: 'Ny bokning' of the first free Herrklippning for a new customer `name`. */
async function bookNewCustomer(request: APIRequestContext, name: string): Promise<{ id: string }> {
  const monday = weekStart(todayInZone(new Date()));
  let slot;
  try {
    slot = await firstFreeSlot(request, 'salong-solros', 'Herrklippning', monday);
  } catch {
    slot = await firstFreeSlot(request, 'salong-solros', 'Herrklippning', addDays(monday, 7));
  }
  const res = await request.post('/api/admin/calendar/bookings', {
    data: {
      customer: { name, email: null, phone: null },
      serviceId: slot.serviceId,
      date: slot.date,
      startTime: slot.startTime,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: { id: string } }).booking;
}

/** How many lines the text of the element takes (line boxes of its text, told apart by their tops). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops: number[] = [];
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
    }
    return tops.length;
  });
}

/** Whether the element is what a tap at its centre and near its four corners would hit (nothing covers it). */
function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && el.contains(hit);
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('the services page: summary rows on one line, figures labelled with their period, prices in whole kronor', async ({
    page,
  }) => {
    await openSignedIn(page, ADMIN, '/admin/services');
    const summaries = page.getByTestId('services-summary');
    await expect(summaries).toHaveCount(3);
    for (const summary of await summaries.all()) {
      expect((await summary.boundingBox())?.width).toBeGreaterThan(300);
      for (const text of await summary.locator('p').all()) expect(await lineCount(text)).toBe(1);
    }
    await expect(summaries.nth(1)).toContainText(/av \d+ aktiva? tjänster?/);
    const damklippning = page.getByTestId('service-card').filter({ hasText: 'Damklippning' });
    await expect(damklippning).toContainText(/\d+ bokninga?r? senaste 30 dagarna/);
    await expect(damklippning).toContainText(/\d+ kommande/);

    await page.getByRole('button', { name: 'Ny tjänst' }).click();
    const create = page.getByRole('dialog', { name: 'Skapa ny tjänst' });
    await create.getByLabel('Namn').fill('Öresprov');
    await create.getByLabel('Pris (kr)').fill('249,50');
    await create.getByLabel('Längd (minuter)').fill('30');
    await create.getByRole('button', { name: 'Skapa tjänst' }).click();
    await expect(create.getByText('Ange priset i hela kronor, utan ören')).toBeVisible();
    await create.getByRole('button', { name: 'Avbryt' }).first().click();
    await expect(page.getByTestId('service-card').filter({ hasText: 'Öresprov' })).toHaveCount(0);
  });

  test('a customer card: the e-mail on one line with the whole address as its title', async ({
    asAdmin: page,
  }) => {
    await page.goto('/admin/customers');
    const card = page.getByRole('listitem').filter({ hasText: 'Anna Svensson' });
    const email = 'anna.svensson@example.se';
    await expect(card.getByTitle(email).first()).toBeVisible();
    await card.getByRole('button', { name: /Anna Svensson/ }).click();
    const link = card.getByRole('link', { name: email });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', email);
    expect(await lineCount(link)).toBe(1);
  });

  test('the customers page: each figure’s label on one line, with what it counts and over which period', async ({
    page,
  }) => {
    await openSignedIn(page, ADMIN, '/admin/customers');
    const stats = page.getByRole('region', { name: 'Kundstatistik' });
    await expect(stats.getByRole('heading')).toHaveText(['Kunder totalt', 'Nya kunder']);
    for (const label of await stats.getByRole('heading').all()) expect(await lineCount(label)).toBe(1);
    await expect(stats).toContainText('sedan start');
    await expect(stats).toContainText('senaste 30 dagarna');
  });

  test('the platform page: each tab on one line; a company shows its description', async ({ page }) => {
    await page.goto('/auth?tab=login');
    await page.getByLabel('E-post').first().fill(OPERATOR.email);
    await page.getByLabel('Lösenord', { exact: true }).first().fill(OPERATOR.password);
    await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto('/platform/companies');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const tab of await tabs.all()) expect(await lineCount(tab)).toBe(1);
    await page.getByRole('tab', { name: /Aktiva/ }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Salong Solros' }),
    ).toContainText('Frisörsalong på Södermalm med fokus på klippning, färg och styling.');
  });

  test('toasts appear below the header', async ({ asAdmin: page }) => {
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Inloggning lyckades' });
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    // Where the toast comes to rest: it slides in, and a reading mid-animation is no position anyone sees.
    await expect
      .poll(async () => (await toast.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header!.y + header!.height);
  });

  test('the visitor’s sign-in button on the booking form is clear of the bottom tabs', async ({ page }) => {
    await page.goto('/booking/salong-solros');
    await page.getByRole('button', { name: 'Boka Barnklippning' }).click();
    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    await page
      .getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ })
      .first()
      .click();
    const button = page.getByRole('button', { name: 'Skapa konto / Logga in' });
    await expect(button).toBeVisible();
    await expect.poll(() => isUncovered(button)).toBe(true);
    const tabs = await page.getByRole('navigation', { name: 'Snabbnavigering' }).boundingBox();
    // Above the bar and above the raised 'Boka' button (28 px over it).
    expect((await button.boundingBox())!.y + 48).toBeLessThanOrEqual(tabs!.y - 28);
  });

  test('an unknown page has the app’s frame, a Swedish heading and line and the link home', async ({
    page,
  }) => {
    await page.goto('/finns-inte');
    await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    await expect(page.getByText(/^Sidan du letar efter finns inte, eller har flyttats\./)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Snabbnavigering' })).toBeVisible();
    await page.getByRole('link', { name: 'Till startsidan', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await openSignedIn(page, ADMIN, '/admin/finns-inte');
    await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Adminnavigering' })).toBeVisible();
    await page.getByRole('link', { name: 'Till översikten' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('the sidebar runs the page’s whole height, and Ctrl+B is left to a text field', async ({
    asAdmin: page,
  }) => {
    const aside = page.locator('aside');
    await expect(page.getByRole('heading', { name: 'Senaste bokningarna' })).toBeVisible();
    const main = await page.locator('main').boundingBox();
    expect(main!.height).toBeGreaterThan(600); // taller than the window
    expect((await aside.boundingBox())!.height).toBeGreaterThanOrEqual(main!.height);

    await page.goto('/admin/customers');
    const search = page.getByLabel('Sök kund');
    await search.fill('an');
    await search.press('Control+b');
    await expect(aside).toBeVisible();
    await expect(search).toHaveValue('an');
    await expect(search).toBeFocused();

    await page.getByRole('heading', { name: 'Kunder', level: 1 }).click();
    await page.keyboard.press('Control+b');
    await expect(aside).toHaveCount(0);
    await page.keyboard.press('Control+b');
    await expect(aside).toBeVisible();
  });

  test('the dashboard says when each latest booking was made, and shows a renamed customer’s new name', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    // A customer of this run, booked now, so the booking is the latest made whatever other specs booked before.
    const name = `Tove ${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const renamed = `${name}-Berg`;
    const booking = await bookNewCustomer(page.request, name);
    await page.reload();
    const latest = page
      .getByRole('heading', { name: 'Senaste bokningarna' })
      .locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
    await expect(latest.getByText('Senast gjorda först')).toBeVisible();
    const items = latest.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) {
      await expect(item).toContainText(/Tid: (mån|tis|ons|tor|fre|lör|sön) \d+ [a-z]+ · \d\d:\d\d–\d\d:\d\d/);
      await expect(item).toContainText(/Bokades (mån|tis|ons|tor|fre|lör|sön) \d+ [a-z]+ \d\d:\d\d/);
    }
    await expect(page.getByText(/\btors\b/)).toHaveCount(0);
    await expect(latest.getByText(name).first()).toBeVisible();

    const rename = async (from: string, to: string) => {
      await page.getByRole('link', { name: 'Kunder' }).first().click();
      const card = page.getByRole('listitem').filter({ hasText: from });
      await card.getByRole('button', { name: new RegExp(from) }).click();
      await card.getByRole('button', { name: 'Redigera' }).click();
      const dialog = page.getByRole('dialog', { name: 'Redigera kund' });
      await dialog.getByLabel('Namn').fill(to);
      await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('link', { name: 'Översikt' }).first().click();
    };
    // Without a reload: the panel's cached dashboard follows the edit, and the server renamed the bookings.
    await rename(name, renamed);
    await expect(latest.getByText(renamed).first()).toBeVisible();
    await expect(latest.getByText(name, { exact: true })).toHaveCount(0);
    // The calendar, at the week of one of her bookings.
    const dashboard = (await (await page.request.get('/api/admin/dashboard')).json()) as {
      latestBookings: { id: string; customerName: string }[];
    };
    const hers = dashboard.latestBookings.find((b) => b.customerName === renamed);
    expect(hers?.id).toBe(booking.id);
    await page.goto(`/admin/calendar?booking=${hers!.id}`);
    const details = page.getByRole('dialog', { name: 'Bokningsdetaljer' });
    await expect(details.getByText(renamed)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page.getByText(renamed).first()).toBeVisible();
    // Put back: the booking is cancelled, so later specs find the week as it was.
    expect((await page.request.post(`/api/admin/calendar/bookings/${booking.id}/cancel`)).ok()).toBe(true);
  });
});
