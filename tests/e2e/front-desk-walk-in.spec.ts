import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInZone, weekStart, zonedWallClockToInstant } from '../../src/shared/dates';
import { ADMIN, dragBookingTo, expect, openSignedIn, signInRequest, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * The front desk on a busy day: a walk-in entered after it started ('Boka ändå'), a booking outside a member's
 * hours, and a dragged booking confirmed with 'Meddela kunden' off, then undone. The server's clock stands at
 * 13:33 on Wednesday next week; the salon-wide blocks of other journeys on that day (admin-calendar.spec.ts blocks
 * 14:00–15:00) are removed first, and the two members are this journey's own.
 */

const morning = { enabled: true, intervals: [{ start: '09:00', end: '12:00' }] };
const MORNINGS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, morning]),
);

type CalendarRows = { bookings: { customerName: string; startTime: string; staffId: string | null }[] };

/** Elin (mornings only) and Maja (the salon's hours), performing every service of Salong Solros. */
async function addStaff(api: APIRequestContext) {
  const { services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
    services: { id: string }[];
  };
  const serviceIds = services.map((s) => s.id);
  const suffix = String(Date.now()).slice(-5);
  const ids: Record<'elin' | 'maja', string> = { elin: '', maja: '' };
  for (const [key, name, weeklySchedule] of [
    ['elin', `Elin F${suffix}`, MORNINGS],
    ['maja', `Maja F${suffix}`, null],
  ] as const) {
    const res = await api.post('/api/admin/staff', {
      data: { name, title: 'Frisör', serviceIds, weeklySchedule },
    });
    expect(res.status()).toBe(201);
    ids[key] = ((await res.json()) as { id: string }).id;
  }
  return { ids, suffix };
}

/** The visible grid's column header of a staff member. */
const header = (page: Page, name: string) =>
  page.locator('[data-column-header]').filter({ visible: true }).getByText(name, { exact: true });

/** Expected refusals must not show up as console errors (the dialog asks with a 200 before it books). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

test('front desk: a walk-in after the fact, outside hours, and a confirmed drag with undo, at 1280 and 375 px', async ({
  page,
  playwright,
  baseURL,
  serverClock,
}) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(api, ADMIN);
  const { ids, suffix } = await addStaff(api);
  const elin = `Elin F${suffix}`;
  const maja = `Maja F${suffix}`;
  const date = addDays(weekStart(todayInZone(new Date())), 9);
  const { blocks } = (await (await api.get(`/api/admin/calendar?from=${date}&to=${date}`)).json()) as {
    blocks: { id: string; staffId: string | null }[];
  };
  for (const block of blocks.filter((b) => b.staffId === null))
    expect((await api.delete(`/api/admin/calendar/blocks/${block.id}`)).status()).toBe(204);
  await serverClock.set(zonedWallClockToInstant(date, '13:33'));
  const errors = consoleErrors(page);
  const rows = async () =>
    ((await (await api.get(`/api/admin/calendar?from=${date}&to=${date}`)).json()) as CalendarRows).bookings;

  await page.setViewportSize({ width: 1280, height: 1400 });
  await openSignedIn(page, ADMIN, `/admin/calendar?view=day&date=${date}`);
  await expect(header(page, maja)).toBeVisible();

  // The walk-in sat down at 13:15; it is 13:33. 'Starttid' opens at the next quarter hour.
  await page.getByRole('button', { name: 'Ny bokning', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny bokning' });
  await expect(dialog.getByLabel('Starttid')).toHaveValue('13:45');
  await dialog.getByRole('radio', { name: 'Ny kund' }).click();
  await dialog.getByLabel('Namn').fill(`Walk In ${suffix}`);
  await dialog.getByLabel('Personal').selectOption(ids.maja);
  await dialog.getByLabel('Starttid').fill('13:15');
  await dialog.getByRole('button', { name: 'Boka', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Passerad tid');
  await expect(dialog.getByRole('button', { name: /^Ledigt \d\d:\d\d$/ }).first()).toBeVisible();
  await screenshot(page, `front-desk-walk-in/walk-in-refused-1280`);
  await dialog.getByRole('button', { name: 'Boka ändå' }).click();
  await expect(page.getByText('Bokning skapad')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await rows()).find((b) => b.customerName === `Walk In ${suffix}`)).toMatchObject({
    startTime: '13:15',
    staffId: ids.maja,
  });

  // Outside Elin's hours (mornings only): said so, and booked anyway.
  await page.getByRole('button', { name: 'Ny bokning', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Ny kund' }).click();
  await dialog.getByLabel('Namn').fill(`Olle Sen ${suffix}`);
  await dialog.getByLabel('Personal').selectOption(ids.elin);
  await dialog.getByLabel('Starttid').fill('15:00');
  await dialog.getByRole('button', { name: 'Boka', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(`Utanför ${elin.split(' ')[0]}s arbetstid`);
  await dialog.getByRole('button', { name: 'Boka ändå' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('button', { name: new RegExp(`^15:00–\\d{2}:\\d{2} Olle Sen ${suffix}, `) });
  await expect(card).toBeVisible();

  // Dragging it to Maja at 16:00 asks first; 'Meddela kunden' off; then 'Ångra' puts it back.
  const target = page.getByRole('button', { name: new RegExp(`^Ny bokning .* 16:00 ${maja}$`) });
  const confirm = await dragBookingTo(page, card, target);
  await expect(confirm).toContainText(`Flytta bokningen till ons 16:00 hos ${maja.split(' ')[0]}?`);
  const notify = confirm.getByRole('checkbox', { name: 'Meddela kunden' });
  await expect(notify).toBeChecked();
  await notify.uncheck();
  await screenshot(page, `front-desk-walk-in/drag-confirm-1280`);
  await confirm.getByRole('button', { name: 'Flytta', exact: true }).click();
  await expect(page.getByText('Bokningen flyttad')).toBeVisible();
  await expect
    .poll(async () => (await rows()).find((b) => b.customerName === `Olle Sen ${suffix}`))
    .toMatchObject({
      startTime: '16:00',
      staffId: ids.maja,
    });
  await page.getByRole('button', { name: 'Ångra' }).click();
  await expect(page.getByText('Flytten ångrad')).toBeVisible();
  await expect
    .poll(async () => (await rows()).find((b) => b.customerName === `Olle Sen ${suffix}`))
    .toMatchObject({
      startTime: '15:00',
      staffId: ids.elin,
    });

  // A phone: the refusal, its chips and 'Boka ändå' fit 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/calendar?view=day&date=${date}`);
  await expect(page.getByLabel('Visa person')).toBeVisible();
  await page.getByRole('button', { name: 'Ny bokning', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Ny kund' }).click();
  await dialog.getByLabel('Namn').fill(`Kvälls Kund ${suffix}`);
  await dialog.getByLabel('Personal').selectOption(ids.elin);
  await dialog.getByLabel('Starttid').fill('16:30');
  await dialog.getByRole('button', { name: 'Boka', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('arbetstid');
  await expect(dialog.getByRole('button', { name: 'Boka ändå' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `front-desk-walk-in/outside-hours-375`);
  await dialog.getByRole('button', { name: 'Boka ändå' }).click();
  await expect(dialog).toBeHidden();

  expect(errors.filter((e) => /status of 409/.test(e))).toEqual([]);
});
