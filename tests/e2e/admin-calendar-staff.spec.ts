import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { latestMail } from './mail';
import { ADMIN, dragBookingTo, expect, openSignedIn, signInRequest, test } from './fixtures';
import { screenshot } from './screenshots';

const CUSTOMER_EMAIL = `e2e.kund.${Date.now()}@example.se`;

/** The visible grid's column header of a staff member. */
const header = (page: Page, name: string) =>
  page.locator('[data-column-header]').filter({ visible: true }).getByText(name, { exact: true });

/** Two staff members performing every service of Salong Solros, made through the admin API. */
async function addStaff(api: APIRequestContext) {
  const { services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
    services: { id: string }[];
  };
  const serviceIds = services.map((s) => s.id);
  const ids: string[] = [];
  for (const name of ['Ada Test', 'Bea Test']) {
    const res = await api.post('/api/admin/staff', { data: { name, title: 'Frisör', serviceIds } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return { ids, serviceIds };
}

test('the admin books a free time per staff member, moves it with Flytta and by dragging, on 1280 and 375 px', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(api, ADMIN);
  const { ids, serviceIds } = await addStaff(api);
  // Thursday next week: Salong Solros is open 09–18 and other journeys leave it alone.
  const date = addDays(weekStart(todayInZone(new Date())), 10);
  try {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await openSignedIn(page, ADMIN, `/admin/calendar?view=day&date=${date}`);
    await expect(header(page, 'Ada Test')).toBeVisible();
    await expect(header(page, 'Bea Test')).toBeVisible();
    await screenshot(page, `admin-calendar-staff/day-1280`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // 'Ny bokning' from a free time in Ada's column.
    await page.getByRole('button', { name: /^Ny bokning .* 11:00 Ada Test$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny bokning' });
    await expect(dialog.getByLabel('Personal')).toHaveValue(ids[0]!);
    await expect(dialog.getByLabel('Starttid')).toHaveValue('11:00');
    await dialog.getByRole('radio', { name: 'Ny kund' }).click();
    await dialog.getByRole('button', { name: 'Boka' }).click();
    await expect(dialog.getByText('Ange kundens namn (högst 100 tecken)')).toBeVisible();
    await dialog.getByLabel('Namn').fill('Edvin Exempel');
    await dialog.getByLabel('Telefon (valfritt)').fill('070-111 22 33');
    await dialog.getByLabel('E-post (valfritt)').fill(CUSTOMER_EMAIL);
    await dialog.getByLabel('Anteckning (valfritt)').fill('Ringde in');
    await screenshot(page, `admin-calendar-staff/new-booking-1280`);
    await dialog.getByRole('button', { name: 'Boka' }).click();
    await expect(page.getByText('Bokning skapad')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('button', { name: /^11:00–\d{2}:\d{2} Edvin Exempel, / });
    await expect(card).toBeVisible();
    await latestMail(api, CUSTOMER_EMAIL, /Bokningsbekräftelse|Bekräft|bokning/i);

    // 'Flytta' from the popover: 13:00 with Bea.
    await card.click();
    const details = page.getByRole('dialog', { name: 'Bokningsdetaljer' });
    await expect(details.getByText('Ada Test')).toBeVisible();
    await details.getByRole('button', { name: 'Flytta' }).click();
    const move = page.getByRole('dialog', { name: 'Flytta bokning' });
    await move.getByLabel('Starttid').fill('13:00');
    await move.getByLabel('Personal').selectOption(ids[1]!);
    await move.getByRole('button', { name: 'Flytta', exact: true }).click();
    await expect(page.getByText('Bokningen flyttad')).toBeVisible();
    const moved = page.getByRole('button', { name: /^13:00–\d{2}:\d{2} Edvin Exempel, / });
    await expect(moved).toBeVisible();
    await screenshot(page, `admin-calendar-staff/day-after-flytta-1280`, { fullPage: true });
    const mail = await latestMail(api, CUSTOMER_EMAIL, /Ändrad bokning/);
    expect(mail.text).toContain('13:00');

    // Dragging the card onto 15:00 in Ada's column.
    const target = page.getByRole('button', { name: /^Ny bokning .* 15:00 Ada Test$/ });
    // A drop asks before it moves (tests/e2e/front-desk-walk-in.spec.ts covers 'Meddela kunden' and 'Ångra').
    const confirm = await dragBookingTo(page, moved, target);
    await confirm.getByRole('button', { name: 'Flytta', exact: true }).click();
    await expect(page.getByRole('button', { name: /^15:00–\d{2}:\d{2} Edvin Exempel, / })).toBeVisible();
    const rows = (await (await api.get(`/api/admin/calendar?from=${date}&to=${date}`)).json()) as {
      bookings: { id: string; customerName: string; startTime: string; staffId: string | null }[];
    };
    expect(rows.bookings.find((b) => b.customerName === 'Edvin Exempel')).toMatchObject({
      startTime: '15:00',
      staffId: ids[0],
    });
    await screenshot(page, `admin-calendar-staff/day-after-move-1280`, { fullPage: true });

    // The week view filtered by member.
    await page.goto(`/admin/calendar?view=week&date=${date}`);
    await page.getByLabel('Personal').selectOption(ids[1]!);
    await expect(page.getByRole('button', { name: /Edvin Exempel/ })).toHaveCount(0);
    await page.getByLabel('Personal').selectOption(ids[0]!);
    await expect(page.getByRole('button', { name: /^15:00–\d{2}:\d{2} Edvin Exempel, / })).toBeVisible();
    await screenshot(page, `admin-calendar-staff/week-1280`, { fullPage: true });

    // A phone: one member at a time with the switcher; the filters fold away.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/calendar?view=day&date=${date}`);
    const switcher = page.getByLabel('Visa person');
    await expect(switcher).toBeVisible();
    // The demo salon's own members come first in display order; this journey's members follow.
    await switcher.selectOption(ids[0]!);
    await expect(page.getByRole('button', { name: /^15:00–\d{2}:\d{2} Edvin Exempel, / })).toBeVisible();
    await switcher.selectOption(ids[1]!);
    await expect(header(page, 'Bea Test')).toBeVisible();
    await expect(page.getByRole('button', { name: /Edvin Exempel/ })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Status' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, `admin-calendar-staff/day-375`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('group', { name: 'Status' })).toBeVisible();
    await screenshot(page, `admin-calendar-staff/filters-375`);
    await page.getByRole('button', { name: 'Ny bokning', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Ny bokning' })).toBeVisible();
    await screenshot(page, `admin-calendar-staff/new-booking-375`);
    await page.keyboard.press('Escape');
    await page.goto(`/admin/calendar?view=week&date=${date}`);
    await expect(page.getByRole('button', { name: /^15:00–\d{2}:\d{2} Edvin Exempel, / })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, `admin-calendar-staff/week-375`, { fullPage: true });

    // A cancelled card beside the booking that took its time: the time on one line, the badge whole.
    const edvin = rows.bookings.find((b) => b.customerName === 'Edvin Exempel')!;
    expect((await api.post(`/api/admin/calendar/bookings/${edvin.id}/cancel`)).status()).toBe(200);
    const again = await api.post('/api/admin/calendar/bookings', {
      data: {
        customer: { name: 'Greta Gäst' },
        serviceId: serviceIds[0],
        staffId: ids[0],
        date,
        startTime: '15:00',
      },
    });
    expect(again.status()).toBe(201);
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto(`/admin/calendar?view=week&date=${date}`);
    const cancelled = page.getByRole('button', { name: /^15:00–\d{2}:\d{2} Edvin Exempel, .*, Avbokad$/ });
    await expect(cancelled.getByText('Avbokad', { exact: true })).toBeVisible();
    const badge = (await cancelled.getByText('Avbokad', { exact: true }).boundingBox())!;
    const cardBox = (await cancelled.boundingBox())!;
    expect(badge.x + badge.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    await screenshot(page, `admin-calendar-staff/week-cancelled-1280`, { fullPage: true });
  } finally {
    // Leave Salong Solros without active staff for the other journeys.
    for (const [i, id] of ids.entries()) {
      await api.patch(`/api/admin/staff/${id}`, {
        data: { name: i === 0 ? 'Ada Test' : 'Bea Test', active: false, serviceIds },
      });
    }
    await api.dispose();
  }
});
