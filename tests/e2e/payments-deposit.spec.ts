import type { Page } from '@playwright/test';
import { formatLongDateSv } from '../../src/shared/date-labels-sv';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * Paying a deposit online (issue 36, docs/decisions/047) with the dev payment provider. The demo's Salong Solros asks
 * a 300 kr deposit for 'Färgning' (1 250 kr, a från-price). Anna sees the amounts and the refund rule before she
 * confirms, pays on the dev payment page, lands on 'Betalningen är klar', finds the payment in 'Mina bokningar',
 * cancels in time and sees the deposit refunded (an outbox job). A payment that fails offers 'Försök igen', which
 * holds the same time again; 'Avbryt' on the payment page releases it. At 375 px and 1280 px, each on weeks of its
 * own so the runs never share a time.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const SLOT_NAME = /\d{2}:\d{2}, (från )?[\d\s]+kr$/;
/** `text` as a pattern whose spaces match the non-breaking space of sv-SE amounts ('300 kr'). */
const kr = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

async function shot(page: Page, name: string) {
  await screenshot(page, `payments/${name}`, { fullPage: true });
}

/** No horizontal scrolling: the page is at most as wide as the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}

/**
 * Opens Salong Solros's 'Färgning', pages `weeksAhead` weeks forward on the time step and picks its first free
 * time; returns the form step's date and start from the address.
 */
async function pickColouring(page: Page, weeksAhead: number, name: string) {
  await page.goto('/booking/salong-solros');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Färgning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  await expect(page.getByTestId('payment-note')).toHaveText(kr('Handpenning 300 kr'));
  const shownWeek = () => new URL(page.url()).searchParams.get('vecka');
  for (let i = 0; i < weeksAhead; i++) {
    const before = shownWeek();
    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    await expect.poll(shownWeek).not.toBe(before);
  }
  const slots = page.getByRole('button', { name: SLOT_NAME });
  await expect(slots.first()).toBeVisible();
  await shot(page, `${name}-1-time-step`);
  await slots.first().click();
  await expect(page.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
  const url = new URL(page.url());
  return { date: url.searchParams.get('datum') ?? '', time: url.searchParams.get('tid') ?? '' };
}

for (const [size, viewport, weeks] of [
  // Weeks the demo customer's other journeys leave alone: they book next week's first times, and 5 a day is the
  // limit.
  ['375', PHONE, 3],
  ['1280', DESKTOP, 4],
] as const) {
  test(`at ${size} px a customer pays a deposit, sees it in Mina bokningar and gets it back by cancelling in time`, async ({
    asCustomer: page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { date, time } = await pickColouring(page, weeks, `${size}-paid`);
    // How 'Mina bokningar' writes the day ('måndag 7 december'): the runs book different days at the same time.
    const day = formatLongDateSv(date);

    // Before confirming: what is paid now, what on site, and what a cancel gives back.
    const terms = page.getByTestId('payment-terms');
    await expect(terms).toContainText(kr('Att betala nu: 300 kr (handpenning)'));
    await expect(terms).toContainText(kr('Betalas på plats: från 950 kr'));
    await expect(terms).toContainText('får du tillbaka handpenningen');
    await expect(page.getByText('Betalning sker på plats')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `${size}-paid-2-form`);
    await page.getByRole('button', { name: 'Gå till betalning' }).click();

    // The dev payment page: a test checkout of 300 kr.
    await expect(page).toHaveURL(/\/dev\/payment\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Testbetalning — inga pengar dras' })).toBeVisible();
    await expect(page.getByText('Salong Solros')).toBeVisible();
    await expect(page.getByTestId('hold-time-left')).toHaveText(/^Tiden hålls i 1[45]:\d{2}$/);
    await expect(page.getByRole('radio', { name: 'Kort' })).toBeChecked();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `${size}-paid-3-dev-checkout`);
    await page.getByRole('button', { name: kr('Betala 300 kr') }).click();

    // Back on Tidvis: paid, with the booking.
    await expect(page).toHaveURL(/\/payment\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Betalningen är klar' })).toBeVisible({ timeout: 15_000 });
    const details = page.getByTestId('payment-booking');
    await expect(details).toContainText('Färgning');
    await expect(details).toContainText(time);
    await expect(details).toContainText(kr('Handpenning betald300 kr (kort)'));
    await expect(details).toContainText(kr('Att betala på platsfrån 950 kr'));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `${size}-paid-4-return`);

    // 'Mina bokningar' shows the payment, and the cancel dialog says what comes back.
    await page.getByRole('link', { name: 'Till Mina bokningar' }).click();
    await expect(page.getByRole('heading', { name: 'Mina bokningar', level: 1 })).toBeVisible();
    const upcoming = page.getByRole('listitem').filter({ hasText: kr('Handpenning 300 kr betald (kort)') });
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming).toContainText(day);
    await expect(upcoming).toContainText(time);
    await expectNoSidewaysScroll(page);
    await shot(page, `${size}-paid-5-my-bookings`);
    await upcoming.getByRole('button', { name: /^Avboka Färgning/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Avboka bokningen?' });
    await expect(dialog).toContainText(kr('Du får tillbaka 300 kr.'));
    await shot(page, `${size}-paid-6-cancel-dialog`);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/cancel') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Avboka' }).click();
    const res = await answer;
    expect(res.status(), await res.text()).toBe(200);
    await expect(page.getByText('Bokningen har avbokats')).toBeVisible();

    // The refund is an outbox job: on its way, then done.
    const cancelled = page
      .getByRole('listitem')
      .filter({ hasText: 'Färgning' })
      .filter({ hasText: day })
      .filter({ hasText: time });
    await expect(cancelled).toContainText(/Återbetalning på väg: 300\skr|Återbetald 300\skr/);
    await expect(async () => {
      await page.reload();
      await expect(cancelled).toContainText(kr('Återbetald 300 kr'), { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expectNoSidewaysScroll(page);
    await shot(page, `${size}-paid-7-refunded`);
  });

  test(`at ${size} px a failed payment offers 'Försök igen', and 'Avbryt' releases the time`, async ({
    asCustomer: page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { time } = await pickColouring(page, weeks + 2, `${size}-failed`);
    await page.getByRole('button', { name: 'Gå till betalning' }).click();
    await expect(page).toHaveURL(/\/dev\/payment\/[^/?]+$/);
    const firstPayment = page.url();
    await page.getByRole('button', { name: 'Låt betalningen misslyckas' }).click();

    await expect(page.getByRole('heading', { name: 'Betalningen misslyckades' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('payment-booking')).toContainText(time);
    await expect(page.getByRole('link', { name: 'Välj en annan tid' })).toHaveAttribute(
      'href',
      /^\/booking\/salong-solros\?tjanst=[^&]+&vecka=\d{4}-\d{2}-\d{2}$/,
    );
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `${size}-failed-2-failed`);

    // 'Försök igen' holds the same time again and opens a new payment.
    await page.getByRole('button', { name: 'Försök igen' }).click();
    await expect(page).toHaveURL(/\/dev\/payment\/[^/?]+$/);
    expect(page.url()).not.toBe(firstPayment);
    await expect(page.getByRole('button', { name: kr('Betala 300 kr') })).toBeVisible();

    // 'Avbryt' comes back with `avbruten=1`: the page releases the time and says so.
    await page.getByRole('link', { name: 'Avbryt' }).click();
    await expect(page).toHaveURL(/\/payment\/[^/?]+\?avbruten=1$/);
    await expect(page.getByRole('heading', { name: 'Betalningen avbröts' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `${size}-failed-3-aborted`);
    const bookingId = /\/payment\/([^/?]+)/.exec(page.url())?.[1] ?? '';
    const res = await page.request.get(`/api/bookings/${bookingId}`);
    expect(((await res.json()) as { booking: { status: string } }).booking.status).toBe('cancelled');
  });
}
