import type { Browser } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { latestMail, verificationCode } from './mail';
import { expect, openSignedIn, test } from './fixtures';

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a company registers, waits for approval, is approved by the operator, found in search and booked', async ({
  page,
  browser,
  request,
}) => {
  // Three people in four pages, and the admin's banner waits for the server's approval event: 38 s on a quiet
  // machine, past the 60 s default on a busy one.
  test.slow();
  const stamp = Date.now().toString(36);
  const companyName = `Frisyrateljén Ek ${stamp}`;
  const slug = `frisyrateljen-ek-${stamp}`;
  const email = `Agare-${stamp}@Example.se`;

  // 1. Registration: marketing, three steps, the form (submit disabled until every rule holds).
  await page.goto('/business-registration');
  await expect(page.getByRole('heading', { name: 'Ta emot bokningar dygnet runt med Tidvis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Varför Tidvis?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Så kommer du igång' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const submit = page.getByRole('button', { name: 'Registrera företag' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Kontaktperson').fill('Eva Ek');
  await page.getByLabel('Företagsnamn').fill(companyName);
  await page.getByLabel('E-post').fill('inte-en-adress');
  await page.getByLabel('Telefon').click();
  await expect(page.getByText('Ogiltig e-postadress', { exact: true })).toBeVisible();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Telefon').fill('08-765 43 21');
  await page.getByLabel('Kort beskrivning').fill('Klippning och färg i lugn miljö.');
  await page.getByRole('checkbox', { name: 'Frisör' }).check();
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt12');
  await page.getByLabel(/Jag godkänner/).check();
  await expect(page.getByText('Lösenorden matchar inte')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await expect(submit).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
  await submit.click();

  // 2. The 6-digit code from the dev outbox, then success.
  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(request, email.toLowerCase()));
  await expect(page.getByRole('heading', { name: 'Registreringen är mottagen!' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 3. Pending in the admin panel; a service can be set up already; customers cannot book yet.
  await page.getByRole('link', { name: 'Till adminpanelen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Ditt företag väntar på godkännande.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Ny tjänst' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa ny tjänst' });
  await create.getByLabel('Namn').fill('Damklippning');
  await create.getByLabel('Pris (kr)').fill('550');
  await create.getByLabel('Längd (minuter)').fill('45');
  await create.getByRole('button', { name: 'Skapa tjänst' }).click();
  await expect(page.getByText('Tjänst skapad')).toBeVisible();

  // A pending company's page does not exist for the public: 404 with the not-found page.
  const pendingPage = await page.goto(`/booking/${slug}`);
  expect(pendingPage?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
  await page.goto('/admin/dashboard');
  const pendingBanner = page.getByText('Ditt företag väntar på godkännande.');
  await expect(pendingBanner).toBeVisible();

  // 4. The platform operator approves it.
  const operator = await newPage(browser);
  await openSignedIn(operator, 'drift@tidvis.se', '/platform/companies');
  await expect(operator.getByRole('heading', { name: 'Företag på Tidvis' })).toBeVisible();
  const row = operator.getByRole('tabpanel').getByRole('listitem').filter({ hasText: companyName });
  await expect(row).toContainText(email.toLowerCase());
  await expect(row).toContainText('Klippning och färg i lugn miljö.'); // what the operator decides on
  await expectNoSeriousAxeViolations(operator);
  await row.getByRole('button', { name: `Godkänn ${companyName}` }).click();
  await expect(operator.getByText('Företag godkänt')).toBeVisible();
  await operator.getByRole('tab', { name: /Aktiva/ }).click();
  await expect(
    operator.getByRole('tabpanel').getByRole('listitem').filter({ hasText: companyName }),
  ).toContainText('Aktivt');
  await expectNoSeriousAxeViolations(operator);
  const approval = await latestMail(request, email.toLowerCase(), /godkänt på Tidvis/);
  expect(approval.text).toContain('/admin/login');
  // The admin's open panel drops the pending banner by itself, without a reload.
  await page.bringToFront();
  await expect(pendingBanner).toBeHidden({ timeout: 25_000 });
  await expect(page.getByRole('heading', { name: 'Översikt', level: 1 })).toBeVisible();

  // 5. A customer finds it in search and books it.
  const customer = await newPage(browser);
  await openSignedIn(customer, 'anna.svensson@example.se', '/search');
  await customer.getByLabel('Sök på namn, ort eller tjänst').fill(companyName);
  await expect(customer.getByRole('link', { name: /^Boka tid hos/ })).toHaveCount(1);
  await customer.getByRole('link', { name: `Boka tid hos ${companyName}` }).click();
  await expect(customer).toHaveURL(new RegExp(`/booking/${slug}$`));
  await customer
    .getByRole('listitem')
    .filter({ hasText: 'Damklippning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await expect(customer.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  await customer.getByRole('button', { name: 'Nästa vecka' }).click();
  await customer
    .getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ })
    .first()
    .click();
  await customer.getByRole('button', { name: 'Bekräfta bokning' }).click();
  await expect(customer.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();
});

test('only platform operators reach /platform/companies', async ({ page }) => {
  await page.goto('/platform/companies');
  await expect(page).toHaveURL(/\/auth\?message=login_required/);
  await openSignedIn(page, 'anna.svensson@example.se', '/platform/companies');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
});
