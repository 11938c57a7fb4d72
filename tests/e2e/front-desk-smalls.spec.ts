import type { Page } from '@playwright/test';
import { formatShortDateSv } from '../../src/shared/date-labels-sv';
import {
  addDays,
  formatHhmm,
  minutesNowInZone,
  todayInZone,
  weekStart,
  zonedWallClockToInstant,
} from '../../src/shared/dates';
import { ADMIN, ANNA, expect, openSignedIn, signInRequest, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * The front desk's small things: an exception over booked customers asks first with a read-only preview (no 409,
 * no console error) and lists them; the phone's week list names a member's absence; the calendar's 'Idag' and
 * today's highlight follow the server's clock when the browser's is wrong.
 */

/** Console errors and uncaught exceptions of `page`: an expected conflict must not be one. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test("an exception over booked customers lists them before saving; the phone's week lists the member's absence", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(api, ADMIN);
  const suffix = Date.now().toString().slice(-5);
  const name = `Elin Undantag ${suffix}`;
  const { services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
    services: { id: string }[];
  };
  const created = await api.post('/api/admin/staff', {
    data: { name, title: 'Frisör', serviceIds: services.map((s) => s.id) },
  });
  expect(created.status()).toBe(201);
  const member = ((await created.json()) as { id: string }).id;
  // A Wednesday two to five weeks on with 10:00 and 13:00 free for the new member, and an open Thursday after it for
  // the absence: a fixed Wednesday falls on a closed day around Christmas (from Monday 21 December 2026, 16 days on
  // is Trettondedag jul), and the admin's booking would then be refused.
  let date = '';
  for (const days of [16, 23, 30, 37]) {
    const wednesday = addDays(weekStart(todayInZone(new Date())), days);
    const week = (await (
      await api.get(
        `/api/companies/salong-solros/availability?serviceId=${services[0]!.id}&week=${wednesday}&staffId=${member}`,
      )
    ).json()) as { days: { date: string; slots: { startTime: string }[] }[] };
    const starts = (day: string) =>
      week.days.find((d) => d.date === day)?.slots.map((slot) => slot.startTime) ?? [];
    if (
      ['10:00', '13:00'].every((t) => starts(wednesday).includes(t)) &&
      starts(addDays(wednesday, 1)).length > 0
    ) {
      date = wednesday;
      break;
    }
  }
  expect(date, 'a Wednesday with 10:00 and 13:00 free and an open Thursday').not.toBe('');
  const thursday = addDays(date, 1);
  const bookingIds: string[] = [];
  for (const [customer, startTime] of [
    [`Per Olsson ${suffix}`, '10:00'],
    [`Eva Berg ${suffix}`, '13:00'],
  ] as const) {
    const res = await api.post('/api/admin/calendar/bookings', {
      data: { customer: { name: customer }, serviceId: services[0]!.id, staffId: member, date, startTime },
    });
    expect(res.status()).toBe(201);
    bookingIds.push(((await res.json()) as { booking: { id: string } }).booking.id);
  }
  const absence = await api.post(`/api/admin/staff/${member}/absences`, {
    data: {
      kind: 'sick',
      start: zonedWallClockToInstant(thursday, '08:00').toISOString(),
      end: zonedWallClockToInstant(thursday, '17:00').toISOString(),
    },
  });
  expect(absence.status()).toBe(201);
  const errors = consoleErrors(page);

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, ADMIN, '/admin/settings?tab=schedule');
    await page.getByLabel('Gäller').selectOption({ label: name });
    await page.getByLabel('Från', { exact: true }).fill(date);
    await page.getByLabel('Till', { exact: true }).fill(date);
    await page.getByRole('button', { name: 'Lägg till undantag' }).click();
    const asked = page.getByRole('alert').filter({ hasText: 'Undantaget krockar med 2 bokningar:' });
    await expect(asked).toBeVisible();
    await expect(asked).toContainText(`10:00–`);
    await expect(asked).toContainText(`Per Olsson ${suffix}`);
    await expect(asked).toContainText(`Eva Berg ${suffix}`);
    await asked.scrollIntoViewIfNeeded();
    await screenshot(page, 'smalls/exception-preview-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await asked.scrollIntoViewIfNeeded();
    await screenshot(page, 'smalls/exception-preview-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await asked.getByRole('button', { name: 'Behåll bokningarna' }).click();
    await expect(page.getByText('Undantaget har lagts till').first()).toBeVisible();
    await expect(asked).toHaveCount(0);

    // The phone's week list names the member's absence on its day.
    await page.goto(`/admin/calendar?date=${thursday}`);
    const day = page.getByRole('listitem').filter({ hasText: formatShortDateSv(thursday) });
    await expect(day).toContainText(`${name} – Sjuk 08:00–17:00`);
    // Above the bottom tab bar, for the picture.
    await day.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'smalls/week-list-absence-375');
    expect(errors).toEqual([]);
  } finally {
    // Back as the demo data has it: no exception, absence, bookings or member of this test.
    const { exceptions } = (await (await api.get('/api/admin/schedule-exceptions')).json()) as {
      exceptions: { id: string; staffId: string | null }[];
    };
    for (const e of exceptions.filter((x) => x.staffId === member))
      await api.delete(`/api/admin/schedule-exceptions/${e.id}`);
    const absenceId = ((await absence.json()) as { id: string }).id;
    await api.delete(`/api/admin/staff/${member}/absences/${absenceId}`);
    for (const id of bookingIds) await api.post(`/api/admin/calendar/bookings/${id}/cancel`, { data: {} });
    await api.delete(`/api/admin/staff/${member}`);
    await api.dispose();
  }
});

test("'Idag' and today's highlight follow the server's clock when the browser's is wrong, at 1280 and 375 px", async ({
  page,
}) => {
  const serverToday = todayInZone(new Date());
  // The browser is nine days behind: another week, another weekday.
  const browserNow = zonedWallClockToInstant(addDays(serverToday, -9), '11:00');
  await page.clock.setFixedTime(browserNow);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, '/admin/calendar');
  const highlighted = page.locator('[aria-current="date"]').filter({ visible: true });
  await expect(highlighted).toHaveText(String(Number(serverToday.slice(8))));
  // The red line is drawn only while the server's time lies inside the grid's hours (a run in the evening has none).
  const rowMinutes = (await page
    .locator('[data-row-minute]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-row-minute'))))) as number[];
  const interval = rowMinutes[1]! - rowMinutes[0]!;
  const minuteNow = minutesNowInZone(new Date());
  const inside = minuteNow >= rowMinutes[0]! && minuteNow <= rowMinutes.at(-1)! + interval;
  const nowLine = page.locator('[data-now-line]').filter({ visible: true });
  await expect(nowLine).toHaveCount(inside ? 1 : 0);
  if (inside) await expect(nowLine).toContainText(`Nu ${formatHhmm(minuteNow).slice(0, 2)}:`);
  await screenshot(page, 'smalls/today-server-1280');

  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(highlighted).toHaveCount(0);
  await page.getByRole('button', { name: 'Idag' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${serverToday}`));
  await expect(highlighted).toHaveText(String(Number(serverToday.slice(8))));

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/calendar');
  await expect(highlighted).toHaveText(formatShortDateSv(serverToday), { ignoreCase: true });
  await screenshot(page.getByRole('listitem').filter({ has: highlighted }), 'smalls/today-server-375');
});

test("a customer with e-mail chooses 'Bokningar via SMS' in Notiser, at 375 and 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, ANNA, '/profile');
  await page.getByRole('button', { name: /^Notiser/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notiser' });
  const choice = dialog.getByRole('switch', { name: 'Bokningar via SMS' });
  await expect(choice).not.toBeChecked();
  await expect(dialog).toContainText('Bekräftelse, ändrad tid och avbokning även via SMS');
  try {
    await choice.click();
    await expect(page.getByText('Notisinställningar sparade').first()).toBeVisible();
    await screenshot(page, 'smalls/notifications-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByRole('button', { name: /^Notiser/ }).click();
    await expect(choice).toBeChecked();
    await screenshot(page, 'smalls/notifications-1280');
  } finally {
    // Back as the demo data has it.
    if (await choice.isChecked()) await choice.click();
    await expect(choice).not.toBeChecked();
  }
});
