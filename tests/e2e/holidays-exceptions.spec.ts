import type { Page } from '@playwright/test';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { firstFreeSlot } from './booking-api';
import { latestMail } from './mail';
import { ADMIN, ANNA, expect, openSignedIn, signInRequest, test } from './fixtures';

/*
 * on 1 Dec 2026 (the server's clock moved with `POST /api/dev/clock`, the browser's with
 * Playwright's clock) Salong Solros gives julafton 10:00–13:00 and closes 9 Dec with a note in Settings › Schema;
 * a visitor's calendar then shows julafton's times only, juldagen 'Stängt' with its name, and 9 Dec 'Stängt' with
 * the note, at 1280 px and 375 px, and the admin calendar marks julafton. Anna books julafton 10:00; switching it
 * back to 'Stängt' lists her booking, and 'Avboka och meddela kunderna' cancels it and mails her. The exception is
 * removed afterwards.
 */

const NOW = zonedWallClockToInstant('2026-12-01', '09:00');
const NOTE = 'Utbildningsdag: stängt';

/** The visitor's calendar of Damklippning, `weeks` weeks after the current one. */
async function openWeek(page: Page, weeks: number) {
  await page.goto('/booking/salong-solros');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Damklippning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Nästa vecka' }).click();
}

test('the salon sets julafton and a closed day; visitors see them at 1280 px and 375 px', async ({
  page,
  browser,
  request,
  serverClock,
  playwright,
  baseURL,
}) => {
  await serverClock.set(NOW);
  await page.clock.setFixedTime(NOW);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, ADMIN, '/admin/settings?tab=schedule');

  const julafton = page
    .getByRole('list', { name: 'Helgdagar' })
    .getByRole('listitem')
    .filter({ hasText: 'Julafton' });
  await expect(page.getByLabel('Öppettider Julafton')).toHaveValue('closed');
  await page.getByLabel('Öppettider Julafton').selectOption('hours');
  await julafton.getByLabel('Öppnar').fill('10:00');
  await julafton.getByLabel('Stänger').fill('13:00');
  await julafton.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Helgdagen sparad').first()).toBeVisible();

  await page.getByLabel('Från', { exact: true }).fill('2026-12-09');
  await page.getByLabel('Till', { exact: true }).fill('2026-12-09');
  await page.getByLabel('Meddelande till kunder (valfritt)').fill(NOTE);
  await page.getByRole('button', { name: 'Lägg till undantag' }).click();
  // Demo bookings that day are listed and kept.
  const keep = page.getByRole('button', { name: 'Behåll bokningarna' });
  const added = page.getByText('Undantaget har lagts till').first();
  await expect(keep.or(added)).toBeVisible();
  if (await keep.isVisible()) await keep.click();
  await expect(added).toBeVisible();
  const exceptions = page.getByRole('list', { name: 'Undantag' });
  await expect(exceptions).toContainText('ons 9 dec');
  await expect(exceptions).toContainText(NOTE);
  await expectNoSeriousAxeViolations(page);

  try {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.clock.setFixedTime(NOW);
    await openWeek(visitor, 3);
    const jul = visitor.getByRole('listitem', { name: /24 december/ });
    await expect(jul).toContainText('Julafton');
    await expect(jul.getByRole('button', { name: /10:00/ })).toBeVisible();
    await expect(jul.getByRole('button', { name: /12:30/ })).toHaveCount(0); // 12:30 + 60 min runs past 13:00
    await expect(visitor.getByRole('listitem', { name: /25 december/ })).toContainText('StängtJuldagen');

    await openWeek(visitor, 1);
    await expect(visitor.getByRole('listitem', { name: /9 december/ })).toContainText(`Stängt${NOTE}`);

    await visitor.setViewportSize({ width: 375, height: 812 });
    await openWeek(visitor, 1);
    await visitor.getByRole('button', { name: /9 december/ }).click();
    await expect(visitor.getByRole('region', { name: /9 december/ })).toContainText(NOTE);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await visitor.close();

    // The admin calendar's week of julafton names the day in its header.
    const calendar = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      storageState: await page.context().storageState(),
    });
    await calendar.clock.setFixedTime(NOW);
    await calendar.goto('/admin/calendar?date=2026-12-24');
    await expect(calendar.getByTestId('calendar-grid')).toContainText('Julafton');
    await calendar.close();

    // Anna books julafton 10:00; closing julafton again asks about her booking, and cancelling mails her.
    const anna = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    await signInRequest(anna, ANNA);
    const { companyId, serviceId } = await firstFreeSlot(anna, 'salong-solros', 'Damklippning', '2026-12-21');
    const booked = await anna.post('/api/bookings', {
      data: { companyId, serviceId, date: '2026-12-24', startTime: '10:00' },
    });
    expect(booked.status()).toBe(201);
    const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;

    await page.getByLabel('Öppettider Julafton').selectOption('closed');
    await expect(julafton.getByRole('alert')).toContainText('tor 24 dec 10:00');
    await julafton.getByRole('button', { name: 'Avboka och meddela kunderna' }).click();
    await expect(page.getByText(/bokning(ar)? avbokades/).first()).toBeVisible();
    await expect(page.getByLabel('Öppettider Julafton')).toHaveValue('closed');
    await latestMail(
      request,
      ANNA.email,
      /^Avbokad av Salong Solros: Damklippning tor 24 dec 2026 kl\. 10:00/,
    );
    const mine = (await (await anna.get('/api/bookings/mine')).json()) as { upcoming: { id: string }[] };
    expect(mine.upcoming.map((b) => b.id)).not.toContain(bookingId);
    await anna.dispose();
  } finally {
    // Back as the demo data has it: no exception (julafton is closed again above).
    await page.getByRole('button', { name: /Ta bort undantaget/ }).click();
    await expect(page.getByText('Undantaget har tagits bort').first()).toBeVisible();
  }
});
