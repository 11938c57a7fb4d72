import type { Page } from '@playwright/test';
import { openDatabase } from '../../src/server/db/client';
import { createCompany, createService, createVerifiedUser, makeStaff, TEST_PASSWORD } from '../factories';
import {
  createServerPgliteDatabase,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from '../support/server-process';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * A visit of several services: on the time step the customer adds 'Färgning' to 'Damklippning' with 'Lägg till
 * tjänst', sees the visit's services, time (the buffer between them included) and summed price, is offered only
 * the member who performs both, books one start, and finds the visit as ONE booking listing both services on the
 * confirmation and in 'Mina bokningar'. The salon lives in this spec's own database.
 */

const port = Number(process.env.E2E_PORT ?? 3300);
const SLOT_NAME = /\d{2}:\d{2}, [\d\s]+kr$/;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

let db: ServerDatabase;
let server: ServerProcess;
const customers: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  db = createServerPgliteDatabase();
  const handle = await openDatabase({ dataDir: db.dataDir });
  try {
    await handle.migrate();
    const d = handle.db;
    // Open every day 09–17 (factory default), so the spec does not depend on the weekday it runs on.
    const salon = await createCompany(d, { name: 'Salong Duo', slug: 'salong-duo' });
    // 60 min + its 15 min buffer + 75 min: the visit takes 2 h 30 min and costs 1 650 kr.
    const cut = await createService(d, salon.id, {
      name: 'Damklippning',
      price: 650,
      durationMinutes: 60,
      bufferMinutes: 15,
    });
    const colour = await createService(d, salon.id, {
      name: 'Färgning',
      price: 1000,
      durationMinutes: 75,
      displayOrder: 1,
    });
    // Only Anna performs both; Bo cuts only.
    await makeStaff(d, salon.id, { name: 'Anna Berg', displayOrder: 0, serviceIds: [cut.id, colour.id] });
    await makeStaff(d, salon.id, { name: 'Bo Ek', displayOrder: 1, serviceIds: [cut.id] });
    for (const email of ['visit1', 'visit2'].map((n) => `${n}@example.se`)) {
      customers.push((await createVerifiedUser(d, email)).email);
    }
  } finally {
    await handle.close();
  }
  server = await startServer(db, port + 4, `dist/e2e-${port}`);
});

test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

async function shot(page: Page, name: string) {
  await screenshot(page, `visit-several-services/${name}`, { fullPage: true });
}

/** No horizontal scrolling: the page is at most as wide as the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}

/** `HH:MM` plus `minutes`. */
function plus(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

for (const [size, viewport, index] of [
  ['375', PHONE, 0],
  ['1280', DESKTOP, 1],
] as const) {
  test(`at ${size} px a customer adds a second service and books the visit as one booking`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(url('/booking/salong-duo'));
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Damklippning' })
      .getByRole('button', { name: 'Boka' })
      .click();
    await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
    const choice = page.getByTestId('booking-choice');
    await expect(choice).toContainText('Damklippning · 60 min · 650');

    // 'Lägg till tjänst': the visit runs Damklippning, then Färgning; the address carries both, in order.
    const asked = page.waitForResponse(
      (res) => res.url().includes('/availability?') && decodeURIComponent(res.url()).includes(','),
    );
    const add = page.getByRole('combobox', { name: 'Lägg till tjänst' });
    await add.selectOption(
      (await add.locator('option', { hasText: 'Färgning' }).getAttribute('value')) ?? '',
    );
    expect((await asked).status()).toBe(200);
    await expect(page).toHaveURL(/tjanst=[^&]+,[^&]+/);
    await expect(choice).toHaveText(/^Damklippning \+ Färgning · 2 h 30 min · 1\s650\skr · Valfri personal$/);
    const visitList = page.getByRole('list', { name: 'Tjänster i besöket' });
    await expect(visitList.getByRole('listitem')).toHaveText([/1\. Damklippning/, /2\. Färgning/]);
    // Only the member who performs both is offered (and 'Valfri personal').
    const chooser = page.getByRole('group', { name: 'Välj personal' });
    await expect(chooser.getByRole('radio')).toHaveCount(2);
    await expect(chooser.getByText('Bo Ek')).toHaveCount(0);

    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    const slots = page.getByRole('button', { name: SLOT_NAME });
    await expect(slots.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `${size}-1-time-step`);
    const label = (await slots.first().getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/1\s650\s?kr$/);
    const time = /(\d{2}:\d{2}),/.exec(label)?.[1] ?? '';
    await slots.first().click();

    // The form step lists the visit's services; signing in there books it.
    await expect(page.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Damklippning + Färgning' })).toBeVisible();
    await expect(page.getByTestId('visit-services')).toContainText('2. Färgning');
    await expect(
      page.getByRole('definition').filter({ hasText: `${time}–${plus(time, 150)}` }),
    ).toBeVisible();
    await shot(page, `${size}-2-form`);
    const posted = page.waitForRequest(
      (req) => req.url().endsWith('/api/bookings') && req.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Skapa konto / Logga in' }).click();
    await page.getByLabel('E-post').fill(customers[index]!);
    await page.getByLabel('Lösenord', { exact: true }).fill(TEST_PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
    const body = (await posted).postDataJSON() as { serviceIds?: string[] };
    expect(body.serviceIds).toHaveLength(2);

    await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText(/Din tid för Damklippning \+ Färgning hos Salong Duo är bokad/),
    ).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: `${time}–${plus(time, 150)}` }),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Anna Berg' })).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: 'Damklippning (60 min), Färgning (75 min)' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `${size}-3-confirmation`);

    // 'Mina bokningar': one booking, listing both services.
    await page.goto(url('/my-bookings'));
    const items = page.getByRole('listitem').filter({ hasText: 'Damklippning' });
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Damklippning + Färgning');
    await expect(items).toContainText(time);
    await expectNoSidewaysScroll(page);
    await shot(page, `${size}-4-my-bookings`);
  });
}
