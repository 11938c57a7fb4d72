import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { ADMIN, expect, openSignedIn, signInRequest, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * A sick day at the front desk: Elin calls in sick, her 10:00 goes to Maria and her 14:00 is cancelled (the customer
 * told); then Maria's lunch is blocked for her alone. On a desktop (1280 px) and a phone (375 px).
 */

/** The visible grid's column header of a staff member. */
const header = (page: Page, name: string) =>
  page.locator('[data-column-header]').filter({ visible: true }).getByText(name, { exact: true });

interface CalendarRows {
  bookings: { id: string; customerName: string; status: string; staffId: string | null }[];
  blocks: { staffId: string | null; reason: string | null }[];
}

/** Two members performing every service of Salong Solros, and two bookings of the first on `date`. */
async function setUp(api: APIRequestContext, suffix: string, date: string) {
  const { services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
    services: { id: string }[];
  };
  const serviceIds = services.map((s) => s.id);
  const ids: string[] = [];
  const names = [`Elin ${suffix}`, `Maria ${suffix}`];
  for (const name of names) {
    const res = await api.post('/api/admin/staff', { data: { name, title: 'Frisör', serviceIds } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  for (const [customer, startTime] of [
    [`Karl ${suffix}`, '10:00'],
    [`Lena ${suffix}`, '14:00'],
  ] as const) {
    const res = await api.post('/api/admin/calendar/bookings', {
      data: { customer: { name: customer }, serviceId: serviceIds[0], staffId: ids[0], date, startTime },
    });
    expect(res.status()).toBe(201);
  }
  return { ids, names, serviceIds };
}

for (const { width, height, label, days } of [
  { width: 1280, height: 1000, label: 'desktop', days: 10 },
  { width: 375, height: 812, label: 'phone', days: 11 },
]) {
  test(`on a ${label} (${width} px) a sick day moves one booking to a colleague and cancels another; a lunch blocks one member`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    await signInRequest(api, ADMIN);
    // Thursday or Friday next week: Salong Solros is open then.
    const date = addDays(weekStart(todayInZone(new Date())), days);
    const suffix = label === 'desktop' ? 'Dator' : 'Mobil';
    const { ids, names, serviceIds } = await setUp(api, suffix, date);
    const [elin, maria] = names as [string, string];
    try {
      await page.setViewportSize({ width, height });
      await openSignedIn(page, ADMIN, '/admin/staff');

      // Elin is sick all day.
      const card = page.getByTestId('staff-card').filter({ hasText: elin });
      await card.getByRole('button', { name: `Visa frånvaro och åtgärder för ${elin}` }).click();
      await card.getByRole('radio', { name: 'Sjuk' }).check();
      await card.getByLabel('Från', { exact: true }).fill(`${date}T00:00`);
      await card.getByLabel('Till', { exact: true }).fill(`${addDays(date, 1)}T00:00`);
      await card.getByRole('button', { name: 'Lägg till frånvaro' }).click();
      await expect(page.getByText('Frånvaron har lagts till')).toBeVisible();

      // The warning lists her two bookings with what to do with each.
      await expect(card.getByText(`2 bokningar ligger kvar hos ${elin} under frånvaron`)).toBeVisible();
      const covered = card.getByRole('list', { name: `Bokningar hos ${elin} under frånvaron` });
      const karl = covered.getByRole('listitem').filter({ hasText: `Karl ${suffix}` });
      const lena = covered.getByRole('listitem').filter({ hasText: `Lena ${suffix}` });
      await expect(karl.getByRole('button', { name: `Flytta till ${maria}` })).toBeVisible();
      await expect(karl.getByRole('button', { name: 'Behåll' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `front-desk-sick-day/${label}-covered`, { fullPage: true });

      await karl.getByRole('button', { name: `Flytta till ${maria}` }).click();
      await expect(page.getByText(`Bokningen har flyttats till ${maria}`)).toBeVisible();
      await expect(card.getByText(`1 bokning ligger kvar hos ${elin} under frånvaron`)).toBeVisible();

      await lena.getByRole('button', { name: 'Avboka' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Avboka bokningen?' });
      await confirm.getByRole('button', { name: 'Avboka' }).click();
      await expect(page.getByText('Bokningen har avbokats och kunden har meddelats')).toBeVisible();
      await expect(card.getByText(/ligger kvar hos/)).toHaveCount(0);
      await screenshot(page, `front-desk-sick-day/${label}-handled`, { fullPage: true });

      const rows = (await (
        await api.get(`/api/admin/calendar?from=${date}&to=${date}`)
      ).json()) as CalendarRows;
      expect(rows.bookings.find((b) => b.customerName === `Karl ${suffix}`)).toMatchObject({
        status: 'booked',
        staffId: ids[1],
      });
      expect(rows.bookings.find((b) => b.customerName === `Lena ${suffix}`)).toMatchObject({
        status: 'cancelled',
      });

      // Maria's lunch: a block for her alone.
      await page.goto(`/admin/calendar?view=day&date=${date}`);
      await page.getByRole('button', { name: 'Blockera tid' }).click();
      const dialog = page.getByRole('dialog', { name: 'Blockera tid' });
      await dialog.getByLabel('Gäller').selectOption(ids[1]!);
      await dialog.getByLabel('Starttid').fill('12:00');
      await dialog.getByLabel('Sluttid').fill('13:00');
      await dialog.getByLabel(/Anledning/).fill('Lunch');
      await expect(dialog.getByLabel('Gäller')).toHaveValue(ids[1]!);
      const [created] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith('/api/admin/calendar/blocks') && r.request().method() === 'POST',
          { timeout: 10_000 },
        ),
        dialog.getByRole('button', { name: 'Blockera' }).click(),
      ]);
      expect(created.request().postDataJSON()).toMatchObject({ staffId: ids[1], reason: 'Lunch' });
      expect(created.status(), await created.text()).toBe(201);
      await expect(dialog).toBeHidden();
      const lunch = page.getByRole('button', { name: 'Blockerad: Lunch' }).filter({ visible: true });
      if (width >= 768) {
        await expect(lunch).toHaveCount(1);
        // In Maria's column: right of Elin's header, left of Maria's name (after her avatar).
        const elinHeader = (await header(page, elin).boundingBox())!;
        const mariaHeader = (await header(page, maria).boundingBox())!;
        const box = (await lunch.boundingBox())!;
        expect(box.x).toBeGreaterThan(elinHeader.x + elinHeader.width);
        expect(box.x).toBeLessThan(mariaHeader.x);
      } else {
        const switcher = page.getByLabel('Visa person');
        await switcher.selectOption(ids[1]!);
        await expect(lunch).toHaveCount(1);
        await switcher.selectOption(ids[0]!);
        await expect(header(page, elin)).toBeVisible();
        await expect(lunch).toHaveCount(0);
        await switcher.selectOption(ids[1]!);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await screenshot(page, `front-desk-sick-day/${label}-lunch`, { fullPage: true });
      const after = (await (
        await api.get(`/api/admin/calendar?from=${date}&to=${date}`)
      ).json()) as CalendarRows;
      expect(after.blocks).toEqual([expect.objectContaining({ staffId: ids[1], reason: 'Lunch' })]);
    } finally {
      // Leave Salong Solros's staff as it was for the other journeys.
      for (const [i, id] of ids.entries()) {
        await api.patch(`/api/admin/staff/${id}`, { data: { name: names[i], active: false, serviceIds } });
      }
      await api.dispose();
    }
  });
}
