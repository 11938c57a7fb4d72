import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { bookingHref } from '../../src/shared/booking-url';
import type { Watch } from '../../src/shared/schemas/watches';
import { expectNoSeriousAxeViolations, trackRequests } from './axe';
import { ADMIN, expect, openSignedIn, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * 'Bevaka lediga tider' on the booking flow's time step at 375 px and 1280 px: the demo customer Anna sets a watch
 * for three days with a time window through the dialog, sees the toast and focus back on the button, finds the watch
 * in Mina bokningar under 'Bevakningar', and the salon's admin sees '1 bevakar' on those three days of its calendar.
 * A guest is offered signing in, which returns to the step.
 */

/** Salong Solros's id and its 'Herrklippning' service. */
async function solros(api: APIRequestContext) {
  const { company, services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
    company: { id: string };
    services: { id: string; name: string }[];
  };
  const cut = services.find((s) => s.name === 'Herrklippning');
  expect(cut).toBeDefined();
  return { companyId: company.id, serviceId: cut!.id };
}

/** Removes the signed-in customer's watches (left by an earlier run, or this one's). */
async function removeWatches(api: APIRequestContext) {
  const list = (await (await api.get('/api/me/watches')).json()) as { watches: Watch[] };
  for (const w of list.watches) expect((await api.delete(`/api/me/watches/${w.id}`)).status()).toBe(204);
}

for (const width of [375, 1280]) {
  test(`at ${width} px: a watch set on the time step is in Mina bokningar and counted in the salon's calendar`, async ({
    asCustomer: page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const api = page.request;
    await removeWatches(api);
    const { serviceId } = await solros(api);
    // A week ahead: its Monday has not passed.
    const monday = weekStart(addDays(todayInZone(new Date()), 14));
    const fromDate = addDays(monday, 1);
    const toDate = addDays(monday, 3);

    await page.goto(bookingHref('salong-solros', { step: 'calendar', serviceId, week: monday }));
    const open = page.getByRole('button', { name: 'Bevaka lediga tider' });
    await expect(page.getByText('Hittar du ingen tid som passar?')).toBeVisible();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Bevaka lediga tider' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('watch-subject')).toContainText('Herrklippning');
    await expect(dialog.getByLabel('Till', { exact: true })).toHaveValue(addDays(monday, 6));
    await dialog.getByLabel('Från', { exact: true }).fill(fromDate);
    await dialog.getByLabel('Till', { exact: true }).fill(toDate);
    await dialog.getByLabel('Bara vissa tider').check();
    await dialog.getByLabel('Från kl.').selectOption('10:00');
    await dialog.getByLabel('Till kl.').selectOption('12:00');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `watches/watch-form-${width}`);
    await dialog.getByRole('button', { name: 'Bevaka', exact: true }).click();

    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Bevakningen är sparad' }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    const stored = ((await (await api.get('/api/me/watches')).json()) as { watches: Watch[] }).watches;
    expect(stored.map((w) => [w.fromDate, w.toDate, w.fromTime, w.toTime])).toEqual([
      [fromDate, toDate, '10:00', '12:00'],
    ]);

    await page.goto('/my-bookings');
    const item = page.getByRole('list', { name: 'Bevakningar' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Herrklippning');
    await expect(item).toContainText('10:00–12:00');

    // The salon's admin, in a browser of their own, sees the count on the three days and on no other.
    const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
    const admin = await adminContext.newPage();
    trackRequests(admin);
    try {
      await openSignedIn(admin, ADMIN, `/admin/calendar?date=${monday}`);
      const counts = admin.getByRole('img', { name: '1 kund bevakar lediga tider den här dagen' });
      await expect(counts).toHaveCount(3);
      await expect(counts.first()).toHaveText('1 bevakar');
      await expectNoSeriousAxeViolations(admin);
      await screenshot(admin, `watches/admin-calendar-count-${width}`);
    } finally {
      await adminContext.close();
    }
    await removeWatches(api);
  });
}

test('a guest is offered signing in that returns to the time step', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { serviceId } = await solros(page.request);
  const href = bookingHref('salong-solros', { step: 'calendar', serviceId });
  await page.goto(href);
  const open = page.getByRole('button', { name: 'Bevaka lediga tider' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Logga in för att bevaka lediga tider' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Från', { exact: true })).toHaveCount(0);
  const link = dialog.getByRole('link', { name: 'Logga in' });
  const target = new URL((await link.getAttribute('href')) ?? '', 'http://x');
  expect(target.pathname).toBe('/auth');
  expect(target.searchParams.get('redirect')).toBe(href);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'watches/watch-form-guest-375');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
