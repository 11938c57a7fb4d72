import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, waitUntilSettled } from './axe';
import { OPERATOR } from './every-route';
import { expect, signInRequest, test } from './fixtures';
import { verificationCode } from './mail';
import { screenshot } from './screenshots';

const VIEWPORTS = [
  ['1280', { width: 1280, height: 900 }],
  ['375', { width: 375, height: 812 }],
] as const;

const POSTCODE_MESSAGE = 'Ange postnumret med fem siffror, t.ex. 118 46';

/** Fails when the page scrolls sideways at its width. */
async function noWiderThan(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [size, viewport] of VIEWPORTS) {
  test(`at ${size} px a salon registers with street, postcode and city, edits them and is found under Frisör + Stockholm`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const stamp = `${size}${Date.now().toString(36)}`;
    const companyName = `Salong Karin ${stamp}`;
    const email = `karin-${stamp}@example.se`;

    // 1. Registration with the three address fields; a bad postcode is refused in Swedish.
    await page.goto('/business-registration');
    // The category boxes arrive with their own request; a box ticked before the form has settled can be unticked.
    await waitUntilSettled(page);
    const submit = page.getByRole('button', { name: 'Registrera företag' });
    await page.getByLabel('Kontaktperson').fill('Karin Lund');
    await page.getByLabel('Företagsnamn').fill(companyName);
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Telefon').fill('08-555 123 45');
    await page.getByLabel('Kort beskrivning').fill('Klippning och färg på Söder.');
    await page.getByRole('checkbox', { name: 'Frisör' }).check();
    await page.getByLabel('Gatuadress').fill('Götgatan 10');
    await page.getByLabel('Postnummer').fill('1184');
    await page.getByLabel('Ort', { exact: true }).fill('Stockholm');
    await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
    await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
    await page.getByLabel(/Jag godkänner/).check();
    await expect(page.getByText(POSTCODE_MESSAGE)).toBeVisible();
    await expect(page.getByLabel('Postnummer')).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Postnummer').fill('118 46');
    await expect(page.getByText(POSTCODE_MESSAGE)).toBeHidden();
    await expect(submit).toBeEnabled();
    await noWiderThan(page, viewport.width);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page.locator('form').filter({ has: submit }), `address/registration-${size}`);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
    await page.getByLabel('Verifieringskod').fill(await verificationCode(page.request, email));
    await expect(page.getByRole('heading', { name: 'Registreringen är mottagen!' })).toBeVisible();

    // 2. The operator approves it (through the API, as the registration spec does in the UI).
    const operator = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    await signInRequest(operator, OPERATOR);
    const listed = (await (await operator.get('/api/platform/companies')).json()) as {
      companies: { id: string; name: string }[];
    };
    const company = listed.companies.find((c) => c.name === companyName)!;
    expect((await operator.post(`/api/platform/companies/${company.id}/approve`)).status()).toBe(200);
    await operator.dispose();

    // 3. Settings › Företag shows the parts (postcode 'NNN NN'), refuses a bad postcode and saves the new street.
    await page.goto('/admin/settings?tab=company');
    const street = page.getByLabel('Gatuadress');
    await expect(street).toHaveValue('Götgatan 10');
    await expect(page.getByLabel('Postnummer')).toHaveValue('118 46');
    await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Stockholm');
    await street.fill('Götgatan 12');
    await page.getByLabel('Postnummer').fill('11 84');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByText(POSTCODE_MESSAGE)).toBeVisible();
    await page.getByLabel('Postnummer').fill('11846');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByText('Inställningarna har uppdaterats')).toBeVisible();
    await expect(page.getByLabel('Postnummer')).toHaveValue('118 46');
    await noWiderThan(page, viewport.width);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page.locator('form').filter({ has: street }), `address/settings-${size}`);

    // 4. A visitor finds the salon under Frisör + Stockholm; the city chip is the city alone.
    const visitor = await (await page.context().browser()!.newContext({ viewport })).newPage();
    await visitor.goto('/search');
    await visitor
      .getByRole('group', { name: 'Kategori och tid' })
      .getByRole('button', { name: 'Frisör' })
      .click();
    const cities = visitor.getByRole('group', { name: 'Ort' });
    await cities.getByRole('button', { name: /^Stockholm/ }).click();
    await expect(visitor).toHaveURL(/\/search\?kategori=frisor&stad=stockholm$/);
    await expect(cities.getByRole('button', { name: /\d{3} ?\d{2}/ })).toHaveCount(0);
    const card = visitor.getByTestId('company-card').filter({ hasText: companyName });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('company-location')).toHaveText('Götgatan 12, 118 46 Stockholm');
    await noWiderThan(visitor, viewport.width);
    await screenshot(visitor, `address/search-${size}`, { fullPage: true });

    // 5. The company page shows the address the Swedish way.
    await card.getByRole('link', { name: `Boka tid hos ${companyName}` }).click();
    await expect(visitor.getByText('Götgatan 12, 118 46 Stockholm').first()).toBeVisible();
    await noWiderThan(visitor, viewport.width);
    await visitor.context().close();
  });
}
