import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { formatPrice } from '../../src/shared/money';
import type { AdminReport } from '../../src/shared/schemas/admin-reports';
import { expectNoSeriousAxeViolations } from './axe';
import { firstFreeSlot } from './booking-api';
import { ANNA, expect, signInRequest, test } from './fixtures';
import { verificationCode } from './mail';
import { screenshot } from './screenshots';

/*
 * Paying online, the company's side (issue 36, docs/decisions/047), on a phone and at a desk: a newly registered
 * salon (not connected) sets 'Handpenning' on a service and is told to connect payments first, connects them under
 * Inställningar › Betalningar (the dev provider connects at once and comes back with 'Betalningar är anslutna'),
 * and then sees its status; the demo salon, connected already, shows its organisation number and status, and a
 * deposit Anna paid in its calendar, customer card and report, and its refund once the salon cancels.
 */

// Eight weeks ahead: a week no other journey books 'Färgning' in.
const PAID_WEEK = addDays(weekStart(todayInZone(new Date())), 56);

/** Registers a new salon through /business-registration (code from the dev outbox) and opens its admin panel. */
async function registerSalon(page: Page, request: APIRequestContext, stamp: string) {
  const email = `betalning-${stamp}@example.se`;
  await page.goto('/business-registration');
  // A click before the server-rendered form has hydrated can be lost: tick the first box until it stays ticked.
  await expect(async () => {
    await page.getByRole('checkbox', { name: 'Frisör' }).check({ timeout: 2_000 });
  }).toPass();
  await page.getByLabel('Kontaktperson').fill('Bea Betal');
  await page.getByLabel('Företagsnamn').fill(`Salong Betal ${stamp}`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Telefon').fill('08-765 43 21');
  await page.getByLabel('Kort beskrivning').fill('Klippning och färg.');
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.getByLabel(/Jag godkänner/).check();
  await page.getByRole('button', { name: 'Registrera företag' }).click();
  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(request, email));
  await expect(page.getByRole('heading', { name: 'Registreringen är mottagen!' })).toBeVisible();
  await page.getByRole('link', { name: 'Till adminpanelen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

for (const [label, width, height] of [
  ['phone', 375, 812],
  ['desk', 1280, 900],
] as const) {
  test(`on a ${label} (${width} px) a new salon sets a deposit, connects payments and sees them connected`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const stamp = `${label}-${Date.now().toString(36)}`;
    await registerSalon(page, request, stamp);

    // 'Handpenning' on a new service: the form says payments are not connected yet.
    await page.goto('/admin/services');
    await page.getByRole('button', { name: 'Ny tjänst' }).click();
    const create = page.getByRole('dialog', { name: 'Skapa ny tjänst' });
    await create.getByLabel('Namn').fill('Färgning');
    await create.getByLabel('Pris (kr)').fill('1200');
    await create.getByLabel('Längd (minuter)').fill('90');
    const payment = create.getByRole('group', { name: 'Betalning' });
    await expect(payment.getByRole('radio', { name: 'På plats' })).toBeChecked();
    await expect(payment.getByTestId('payments-not-connected')).toHaveText(
      'Anslut betalningar under Inställningar › Betalningar för att ta betalt online.',
    );
    // Keyboard: the modes are one radio group.
    await payment.getByRole('radio', { name: 'På plats' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(payment.getByRole('radio', { name: 'Handpenning' })).toBeChecked();
    await payment.getByRole('radio', { name: 'Procent av priset' }).check();
    await payment.getByLabel('Handpenning (%)').fill('101');
    await create.getByRole('button', { name: 'Skapa tjänst' }).click();
    await expect(
      payment.getByText('Ange handpenningen i hela kronor (minst 1 kr) eller procent (1–100)'),
    ).toBeVisible();
    await payment.getByLabel('Handpenning (%)').fill('25');
    await expect(payment.getByText(/^Av 1\s200\skr blir det 300\skr\.$/)).toBeVisible();
    await payment.getByRole('radio', { name: 'Belopp i kr' }).check();
    await payment.getByLabel('Handpenning (kr)').fill('300');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `admin-payments/${label}-service-deposit`, { fullPage: true });
    await create.getByRole('button', { name: 'Skapa tjänst' }).click();
    await expect(page.getByText('Tjänst skapad')).toBeVisible();
    const card = page.getByTestId('service-card').filter({ hasText: 'Färgning' });
    await expect(card.getByTestId('service-payment')).toHaveText(/^Handpenning 300\skr$/);
    await screenshot(page, `admin-payments/${label}-services`, { fullPage: true });

    // Inställningar › Betalningar: not connected, test mode; 'Anslut Stripe' connects at once with the dev provider.
    await page.goto('/admin/settings?tab=payments');
    const status = page.getByTestId('payment-status');
    await expect(status).toHaveText('Inte ansluten');
    await expect(
      page.getByText('Testläge: betalningar görs på en testsida, inga pengar dras.'),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `admin-payments/${label}-settings-not-connected`, { fullPage: true });
    await page.getByRole('button', { name: 'Anslut Stripe' }).click();
    await expect(page.getByText('Betalningar är anslutna')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/settings\?tab=payments$/);
    await expect(page.getByRole('tab', { name: 'Betalningar' })).toHaveAttribute('aria-selected', 'true');
    await expect(status).toHaveText('Ansluten – kan ta betalt');
    await expect(page.getByRole('button', { name: 'Anslut Stripe' })).toBeHidden();
    await screenshot(page, `admin-payments/${label}-settings-connected`, { fullPage: true });

    // The service form no longer asks to connect; the deposit is as saved.
    await page.goto('/admin/services');
    await card.getByRole('button', { name: 'Visa detaljer för Färgning' }).click();
    await card.getByRole('button', { name: 'Redigera' }).click();
    const edit = page.getByRole('dialog', { name: 'Redigera tjänst' });
    await expect(edit.getByRole('radio', { name: 'Handpenning' })).toBeChecked();
    await expect(edit.getByLabel('Handpenning (kr)')).toHaveValue('300');
    await expect(edit.getByTestId('payments-not-connected')).toBeHidden();
  });
}

test("the demo salon's organisation number (checked on the page) and its payment status", async ({
  asAdmin: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Organisationsnummer')).toHaveValue('556677-8899');
  await page.getByLabel('Organisationsnummer').fill('55667788');
  await page.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Ange organisationsnumret som NNNNNN-NNNN')).toBeVisible();
  await page.getByLabel('Organisationsnummer').fill('556677-8899');
  await page.getByRole('tab', { name: 'Betalningar' }).click();
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page.getByTestId('payment-status')).toHaveText('Ansluten – kan ta betalt');
  await expect(page.getByText(/^Välj under Tjänster/)).toBeVisible();
});

test("a paid deposit in the demo salon's calendar, customer card and report; the salon's cancel refunds it", async ({
  asAdmin: page,
  playwright,
  baseURL,
}) => {
  // Anna books 'Färgning' (a 300 kr deposit in the demo data) and pays on the dev payment page's API.
  const anna = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(anna, ANNA);
  const slot = await firstFreeSlot(anna, 'salong-solros', 'Färgning', PAID_WEEK);
  const created = await anna.post('/api/bookings', { data: slot });
  expect(created.status()).toBe(201);
  const { booking, payment } = (await created.json()) as {
    booking: { id: string; startDate: string; customerId?: string };
    payment: { url: string };
  };
  const paymentId = new URL(payment.url).pathname.split('/').at(-1)!;
  expect((await anna.post(`/api/dev/payments/${paymentId}/pay`, { data: { method: 'card' } })).status()).toBe(
    200,
  );
  // A second time, not paid yet: held for 15 minutes.
  const heldSlot = await firstFreeSlot(anna, 'salong-solros', 'Färgning', PAID_WEEK);
  const heldRes = await anna.post('/api/bookings', { data: heldSlot });
  expect(heldRes.status()).toBe(201);
  const held = (await heldRes.json()) as { booking: { id: string }; payment: { url: string } };

  const details = page.getByRole('dialog', { name: 'Bokningsdetaljer' });
  // The held time: a muted, striped card saying it waits for the payment, and its details.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?date=${heldSlot.date}&view=day`);
  const heldCard = page.getByRole('button', { name: /Färgning, Väntar på betalning/ });
  await expect(heldCard).toBeVisible();
  await screenshot(page, 'admin-payments/desk-calendar-held');
  await heldCard.click();
  await expect(details.getByTestId('booking-payment')).toHaveText(
    /^Handpenning 300\skr, väntar på betalning$/,
  );
  await expect(details.getByRole('button', { name: 'Avboka' })).toBeHidden();
  await screenshot(page, 'admin-payments/desk-calendar-held-details');
  await page.keyboard.press('Escape');
  // The payment fails: the time is free again.
  const heldPaymentId = new URL(held.payment.url).pathname.split('/').at(-1)!;
  expect((await anna.post(`/api/dev/payments/${heldPaymentId}/fail`)).status()).toBe(200);
  await anna.dispose();

  for (const [label, width, height] of [
    ['phone', 375, 812],
    ['desk', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/admin/calendar?booking=${booking.id}`);
    await expect(details).toBeVisible();
    await expect(details.getByText('Bokad', { exact: true })).toBeVisible();
    await expect(details.getByTestId('booking-payment')).toHaveText(
      /^Handpenning 300\skr betald \(kort\) \d{1,2} [a-zä]{3} \d{2}:\d{2}$/,
    );
    // Färgning's 1 250 kr is a 'från' price, so what is left in the salon is one too.
    await expect(details.getByText(/^På plats: från 950\skr$/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `admin-payments/${label}-calendar-paid`);
  }

  // The customer card: the visit's payment and what Anna has paid online.
  await page.setViewportSize({ width: 375, height: 812 });
  const customerLink = details.getByRole('link', { name: /Anna Svensson/ });
  const customerUrl = await customerLink.getAttribute('href');
  await page.goto(customerUrl!);
  // Other journeys may have paid (and been refunded) for Anna too: this visit's line is among them.
  await expect(
    page
      .getByTestId('visit-payment')
      .filter({ hasText: /^Handpenning 300\skr betald \(kort\)$/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('paid-online')).toHaveText(/^Betalt online: [\d\s]+kr$/);
  await screenshot(page, 'admin-payments/phone-customer-card', { fullPage: true });

  // The report of its date: paid online (this deposit at least), refunded, and what is left to pay on site, as
  // the API counts them.
  const period = `from=${booking.startDate}&to=${booking.startDate}`;
  const report = (await (await page.request.get(`/api/admin/reports?${period}`)).json()) as AdminReport;
  expect(report.paidOnline).toBeGreaterThanOrEqual(300);
  await page.goto(`/admin/reports?fran=${booking.startDate}&till=${booking.startDate}`);
  const figures = page.getByTestId('report-payments');
  await expect(figures).toContainText(`Betalt online${formatPrice(report.paidOnline)}`);
  await expect(figures).toContainText(`Återbetalt${formatPrice(report.refunded)}`);
  await expect(figures).toContainText(formatPrice(report.dueOnSite));
  await screenshot(page, 'admin-payments/phone-report', { fullPage: true });

  // The salon cancels: the deposit goes back.
  await page.goto(`/admin/calendar?booking=${booking.id}`);
  await details.getByRole('button', { name: 'Avboka' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Avboka' }).click();
  await expect(page.getByText('Bokning avbokad')).toBeVisible();
  await page.goto(`/admin/calendar?booking=${booking.id}`);
  await expect(details.getByTestId('booking-payment')).toHaveText(
    /^(Återbetalning på väg: 300\skr|Återbetald 300\skr)$/,
  );
  await screenshot(page, 'admin-payments/phone-calendar-refunded');
});
