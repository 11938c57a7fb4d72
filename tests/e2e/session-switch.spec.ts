import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { verificationCode } from './mail';

declare global {
  interface Window {
    seenNames?: string[];
  }
}

/** Records, from now on in this page, every one of `names` that ever appears in the page's text. */
async function watchForNames(page: Page, names: string[]) {
  await page.evaluate((watched) => {
    window.seenNames = [];
    const check = () => {
      const text = document.body.innerText;
      for (const name of watched)
        if (text.includes(name) && !window.seenNames!.includes(name)) window.seenNames!.push(name);
    };
    check();
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, names);
}

/** Signs Anna in, opens 'Mina bokningar' and returns the service names of her bookings listed there. */
async function annasBookedServices(page: Page): Promise<string[]> {
  await page.goto('/auth');
  await page.getByLabel('E-post').fill('anna.svensson@example.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Demo1234');
  await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Client-side navigation throughout: a reload would empty the cache and hide the problem.
  await page.getByRole('link', { name: 'Mina bokningar' }).first().click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  const items = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(items.first()).toBeVisible();
  const services = [...new Set(await items.allInnerTexts())];
  expect(services.length).toBeGreaterThan(0);
  return services;
}

/** On the auth page: creates a new account with the e-mailed code (the 'Fortsätt till din översikt' link is next). */
async function signUpNewUser(page: Page, request: APIRequestContext, label: string) {
  const email = `e2e-${label}-${Date.now()}@example.se`;
  await page.getByRole('tab', { name: 'Skapa konto' }).click();
  await page.getByLabel('Förnamn').fill('Nils');
  await page.getByLabel(/Efternamn/).fill('Nyström');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(request, email));
}

/** The new user's dashboard and 'Mina bokningar', both empty, reached by client-side links. */
async function expectEmptyBookings(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Inga bokningar att visa ännu')).toBeVisible();
  await page.getByRole('link', { name: 'Mina bokningar' }).first().click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByText('Du har inga kommande bokningar')).toBeVisible();
  await expect(page.getByText('Inga tidigare bokningar')).toBeVisible();
}

test('after Anna signs out, the next user on the same page never sees her bookings', async ({
  page,
  request,
}) => {
  const annasServices = await annasBookedServices(page);

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Logga in' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await signUpNewUser(page, request, 'switch');

  const toDashboard = page.getByRole('link', { name: 'Fortsätt till din översikt' });
  await expect(toDashboard).toBeVisible();
  await watchForNames(page, annasServices);
  await toDashboard.click();
  await expectEmptyBookings(page);

  expect(await page.evaluate(() => window.seenNames)).toEqual([]);
});

test("when Anna's session ends without a sign-out, the page asks to sign in and the next user never sees her bookings", async ({
  page,
  request,
}) => {
  const annasServices = await annasBookedServices(page);

  // The session cookie is gone (expired, or revoked on another device); the page still shows Anna as signed in.
  await page.context().clearCookies();
  await page.getByRole('link', { name: 'Hem', exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth\?message=login_required$/);
  await watchForNames(page, annasServices);

  await signUpNewUser(page, request, 'expired');
  await page.getByRole('link', { name: 'Fortsätt till din översikt' }).click();
  await expectEmptyBookings(page);

  expect(await page.evaluate(() => window.seenNames)).toEqual([]);
});
