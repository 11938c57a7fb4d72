import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInZone } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { ADMIN, expect, openSignedIn, signInRequest, signInThroughApi, test } from './fixtures';
import { screenshot } from './screenshots';

/** A fresh Swedish mobile number per test: national '073-123 45 67' and its digits. */
function freshPhone() {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const digits = `073${rest}`;
  return {
    digits,
    national: `073-${rest.slice(0, 3)} ${rest.slice(3, 5)} ${rest.slice(5)}`,
    e164: `+4673${rest}`,
  };
}

/**
 * Books a new customer of Salong Solros through 'Ny bokning' on a free time some weeks ahead (the first time of the
 * day that is free), so the customer exists with a booking.
 */
async function bookNewCustomer(api: APIRequestContext, customer: { name: string; phone?: string }) {
  const { services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
    services: { id: string }[];
  };
  for (let day = 0; day < 20; day++) {
    const date = addDays(todayInZone(new Date()), 30 + (((Date.now() / 1000 + day * 3) % 40) | 0));
    for (const startTime of ['09:00', '11:00', '13:00', '15:00']) {
      const res = await api.post('/api/admin/calendar/bookings', {
        data: { customer, serviceId: services[0]!.id, date, startTime },
      });
      if (res.status() === 201)
        return ((await res.json()) as { booking: { id: string; customerId: string } }).booking;
      expect([409, 404, 400]).toContain(res.status());
    }
  }
  throw new Error('no free time found');
}

async function searchCustomers(page: Page, q: string) {
  await page.getByLabel('Sök kund').fill(q);
}

for (const width of [1280, 375]) {
  test(`the front desk finds a caller by phone and is offered the existing customer at ${width} px`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 1000 });
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    await signInRequest(api, ADMIN);
    const phone = freshPhone();
    const name = `Per Olsson ${phone.digits.slice(-4)}`;
    await bookNewCustomer(api, { name, phone: phone.national });
    await signInThroughApi(page, ADMIN);

    // Kunder: the number as the app shows it, as digits, its start, and with the country code.
    await page.goto('/admin/customers');
    for (const q of [
      phone.national,
      phone.digits,
      phone.national.slice(0, 7),
      phone.e164,
      `46 ${phone.digits.slice(1)}`,
    ]) {
      await searchCustomers(page, q);
      const card = page.getByRole('listitem').filter({ hasText: name });
      await expect(card, q).toBeVisible();
      // No e-mail: the card shows the phone instead of 'Ingen e-post'.
      await expect(card.getByText(phone.national)).toBeVisible();
    }
    await screenshot(page, `front-desk-customers/search-${width}`, { fullPage: true });

    // Ny bokning › Befintlig kund finds the same customer by the national number.
    await page.goto('/admin/calendar');
    await page.getByRole('button', { name: 'Ny bokning', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny bokning' });
    await dialog.getByLabel('Sök kund (namn, e-post eller telefon)').fill(phone.national.slice(0, 7));
    await expect(dialog.getByRole('button', { name: new RegExp(name) })).toBeVisible();

    // Ny kund with the same number: 'Finns redan' and 'Använd befintlig kund' instead of a second record.
    await dialog.getByRole('radio', { name: 'Ny kund' }).click();
    await dialog.getByLabel('Namn').fill('Per O');
    await dialog.getByLabel('Telefon (valfritt)').fill(phone.digits);
    const offer = dialog.getByRole('status').filter({ hasText: 'Finns redan' });
    await expect(offer).toContainText(`Finns redan: ${name}, ${phone.national}`);
    await screenshot(page, `front-desk-customers/offer-${width}`);
    await expectNoSeriousAxeViolations(page);
    await offer.getByRole('button', { name: 'Använd befintlig kund' }).click();
    await expect(dialog.getByRole('radio', { name: 'Befintlig kund' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(dialog.getByText(`Vald kund: ${name}, ${phone.national}`)).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the card shows the visits and no-shows, and merges a duplicate after asking', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(api, ADMIN);
  const phone = freshPhone();
  const tag = phone.digits.slice(-5);
  const kept = `Karin Lund ${tag}`;
  const duplicate = `K. Lund ${tag}`;
  await bookNewCustomer(api, { name: kept, phone: phone.national });
  await bookNewCustomer(api, { name: duplicate });
  await signInThroughApi(page, ADMIN);

  await page.goto('/admin/customers');
  await searchCustomers(page, tag);
  const card = page.getByRole('listitem').filter({ hasText: kept });
  await card.getByRole('button', { name: new RegExp(kept) }).click();
  await expect(card.getByRole('heading', { name: 'Kommande besök' })).toBeVisible();
  await expect(card.getByText('Bokad', { exact: true })).toHaveCount(1);
  await expect(card.getByText('Uteblivna besök')).toBeVisible();

  await card.getByRole('button', { name: 'Slå ihop med…' }).click();
  const picker = page.getByRole('dialog', { name: 'Slå ihop med en annan kund' });
  await picker.getByLabel('Sök kund (namn, e-post eller telefon)').fill(duplicate);
  await picker.getByRole('button', { name: new RegExp(duplicate.replace('.', '\\.')) }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Slå ihop kunderna?' });
  await expect(confirm).toContainText(`${duplicate} slås ihop med ${kept}`);
  await screenshot(page, `front-desk-customers/merge-confirm-375`);
  await confirm.getByRole('button', { name: 'Slå ihop' }).click();
  await expect(page.getByText(`Kunderna är sammanslagna till ${kept}`)).toBeVisible();

  // One record left, with both bookings.
  await expect(page.getByRole('listitem').filter({ hasText: duplicate })).toHaveCount(0);
  await expect(card.getByText('Bokad', { exact: true })).toHaveCount(2);
  await screenshot(page, `front-desk-customers/merged-375`, { fullPage: true });
});

test("the calendar's booking details show the customer's flag and note", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(api, ADMIN);
  const phone = freshPhone();
  const booking = await bookNewCustomer(api, {
    name: `Stina Berg ${phone.digits.slice(-4)}`,
    phone: phone.national,
  });
  const patch = await api.patch(`/api/admin/customers/${booking.customerId}`, {
    data: { adminNotes: 'Känslig hårbotten', isFlagged: true },
  });
  expect(patch.status()).toBe(200);
  await openSignedIn(page, ADMIN, `/admin/calendar?booking=${booking.id}`);
  const details = page.getByRole('dialog', { name: 'Bokningsdetaljer' });
  await expect(details.getByText('Flaggad kund')).toBeVisible();
  await expect(details.getByText('Känslig hårbotten')).toBeVisible();
  await screenshot(page, `front-desk-customers/booking-details-375`);
});
