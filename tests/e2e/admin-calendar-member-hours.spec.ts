import type { Locator, Page } from '@playwright/test';
import { addDays, todayInZone, weekStart, zonedWallClockToInstant } from '../../src/shared/dates';
import { ADMIN, expect, openSignedIn, signInRequest, test } from './fixtures';
import { screenshot } from './screenshots';

/**
 * The day view draws each member's own hours: Lisa works Mon/Wed/Thu 12–20 (within the salon's 09–18), so her
 * column is shaded and offers no 'Ledig tid' outside them, is 'Ledig' all Tuesday, and greys her sick hour; today
 * (the server's clock) shows a 'now' line and opens scrolled to it; the staff header stays in view while the grid
 * scrolls; at 375 px nothing sticks out (the toolbar's Filter button stays inside its card).
 */
const NAME = `Lisa Timme ${Date.now().toString().slice(-5)}`;

const off = { enabled: false, intervals: [] };
const shift = { enabled: true, intervals: [{ start: '12:00', end: '20:00' }] };
const LISA_WEEK = {
  monday: shift,
  tuesday: off,
  wednesday: shift,
  thursday: shift,
  friday: off,
  saturday: off,
  sunday: off,
};

/** The visible grid's column header of a member. */
const header = (page: Page, name: string) =>
  page.locator('[data-column-header]').filter({ visible: true, hasText: name });
const freeCell = (page: Page, time: string) =>
  page.getByRole('button', { name: new RegExp(`^Ny bokning .* ${time} ${NAME}$`) });
const scroller = (page: Page) => page.getByTestId('calendar-scroller').filter({ visible: true });

/** Whether `inner` lies inside `outer` horizontally (to the pixel). */
async function expectWithin(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

test("the day view draws a member's own hours, absences and a 'now' line, on 1280 and 375 px", async ({
  page,
  playwright,
  baseURL,
  serverClock,
}) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(api, ADMIN);
  const { services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
    services: { id: string }[];
  };
  const created = await api.post('/api/admin/staff', {
    data: { name: NAME, title: 'Frisör', serviceIds: services.map((s) => s.id), weeklySchedule: LISA_WEEK },
  });
  expect(created.status()).toBe(201);
  const lisa = ((await created.json()) as { id: string }).id;
  // Thursday last week (the salon is open 09–18) and the Tuesday after it; the server's clock is that Thursday
  // 14:10. Back in time, not forward: a clock moved ahead completes every booking it passes (the completion job),
  // which later journeys expect to find booked.
  const thursday = addDays(weekStart(todayInZone(new Date())), -4);
  const tuesday = addDays(thursday, 5);
  await serverClock.set(zonedWallClockToInstant(thursday, '14:10'));
  const sick = await api.post(`/api/admin/staff/${lisa}/absences`, {
    data: {
      kind: 'sick',
      start: zonedWallClockToInstant(thursday, '16:00').toISOString(),
      end: zonedWallClockToInstant(thursday, '17:00').toISOString(),
    },
  });
  expect(sick.status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, ADMIN, `/admin/calendar?view=day&date=${thursday}`);
  const lisaHeader = header(page, NAME);
  await expect(lisaHeader).toContainText('Arbetar 12:00–18:00');
  // Her free times are only within her hours; the morning is shaded and labelled, her sick hour greyed.
  await expect(freeCell(page, '15:00')).toHaveCount(1);
  for (const time of ['09:00', '10:00', '11:30', '16:00', '16:30'])
    await expect(freeCell(page, time)).toHaveCount(0);
  await expect(page.getByText(new RegExp(`^${NAME} är inte i tjänst \\d\\d:\\d\\d–12:00$`))).toHaveCount(1);
  await expect(
    page.locator('[data-testid="calendar-grid"]').getByText('Sjuk', { exact: true }),
  ).toBeVisible();

  // Today: a 'now' line, and the grid opened scrolled to it rather than at 08:00.
  const nowLine = page.locator('[data-now-line]').filter({ visible: true }).first();
  await expect(nowLine).toContainText('Nu 14:10');
  await expect(nowLine).toBeInViewport();
  expect(await scroller(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await screenshot(page, `admin-calendar-member-hours/day-1280`);

  // Scrolled to the bottom, the staff header stays at the top of the grid.
  await scroller(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(lisaHeader).toBeInViewport();
  const top = (await scroller(page).boundingBox())!.y;
  expect(Math.abs((await lisaHeader.boundingBox())!.y - top)).toBeLessThanOrEqual(2);

  // Tuesday: Lisa does not work; her column offers nothing, the others still do; no 'now' line.
  await page.goto(`/admin/calendar?view=day&date=${tuesday}`);
  await expect(header(page, NAME)).toContainText('Ledig');
  await expect(page.getByRole('button', { name: new RegExp(`^Ny bokning .* ${NAME}$`) })).toHaveCount(0);
  // Any member's free time (the demo's bookings fill 10:00 when this Tuesday is tomorrow, as on a Monday).
  await expect(page.getByRole('button', { name: /^Ny bokning tis .* \d\d:\d\d .+$/ }).first()).toBeVisible();
  await expect(page.locator('[data-now-line]')).toHaveCount(0);

  // The week of Lisa alone: free times only Mon/Wed/Thu from 12:00.
  await page.goto(`/admin/calendar?view=week&date=${thursday}`);
  await page.getByLabel('Personal').selectOption(lisa);
  await expect(page).toHaveURL(new RegExp(`staff=${lisa}`));
  await expect(page.getByRole('button', { name: /^Ny bokning .* 09:00$/ })).toHaveCount(0);
  const labels = await page
    .getByTestId('calendar-grid')
    .locator('button[aria-label^="Ny bokning"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label).toMatch(/^Ny bokning (mån|ons|tor) .* (1[2-7]):\d\d$/);
  }
  await screenshot(page, `admin-calendar-member-hours/week-1280`);

  // A phone: Lisa's column alone, the same hours; the header sticks, nothing sticks out.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/calendar?view=day&date=${thursday}&staff=${lisa}`);
  await expect(header(page, NAME)).toBeVisible();
  await expect(freeCell(page, '15:00')).toBeVisible();
  await expect(freeCell(page, '10:00')).toHaveCount(0);
  await expect(page.locator('[data-now-line]').filter({ visible: true })).toBeInViewport();
  const filter = page.getByRole('button', { name: 'Filter' });
  await expectWithin(filter, page.locator('#calendar-filters').locator('..'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `admin-calendar-member-hours/day-375`);
  await scroller(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(header(page, NAME)).toBeInViewport();
  const phoneTop = (await scroller(page).boundingBox())!.y;
  expect(Math.abs((await header(page, NAME).boundingBox())!.y - phoneTop)).toBeLessThanOrEqual(2);
  await screenshot(page, `admin-calendar-member-hours/day-375-scrolled`);

  // The phone's week of Lisa alone lists her hours per day: 'Ledig' on Tuesday.
  await page.goto(`/admin/calendar?view=week&date=${thursday}&staff=${lisa}`);
  const day = (weekday: RegExp) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: weekday }) });
  await expect(day(/^tis /)).toContainText('Ledig');
  await expect(day(/^tor /)).toContainText('12:00–18:00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await api.dispose();
});
