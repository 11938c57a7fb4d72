import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { latestMail, verificationCode } from './mail';

/** A fresh, verified customer made through the real endpoints (the demo accounts stay untouched). */
async function createCustomer(request: APIRequestContext, email: string, password: string) {
  const signup = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Rut Ros', firstName: 'Rut', lastName: 'Ros' },
  });
  expect(signup.ok()).toBe(true);
  const otp = await verificationCode(request, email);
  expect((await request.post('/api/auth/email-otp/verify-email', { data: { email, otp } })).ok()).toBe(true);
}

test('a customer who forgot the password gets a mailed link, sets a new password and signs in with it', async ({
  page,
  request,
}) => {
  const email = `glomt-${Date.now()}@example.se`;
  await createCustomer(request, email, 'Gammalt123');

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Glömt lösenord?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(
    page.getByText('E-post krävs').or(page.getByText('Ange en giltig e-postadress')),
  ).toBeVisible();
  await page.getByLabel('E-post').fill('inte-en-adress');
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByText('Ange en giltig e-postadress')).toBeVisible();
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-post skickad' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vänta \d+ s/ })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  const mail = await latestMail(request, email, /Återställ ditt lösenord/);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Välj nytt lösenord' })).toBeVisible();
  await page.getByLabel('Nytt lösenord', { exact: true }).fill('NyttLosen42');
  await page.getByLabel('Bekräfta nytt lösenord').fill('NyttLosen43');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page.getByText('Lösenorden matchar inte').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Bekräfta nytt lösenord').fill('NyttLosen42');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page.getByRole('heading', { name: 'Lösenord uppdaterat' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5_000 });

  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Gammalt123');
  await page.getByRole('button', { name: 'Logga in', exact: true }).last().click();
  await expect(page.getByText('Fel e-post eller lösenord')).toBeVisible();
  await page.getByLabel('Lösenord', { exact: true }).fill('NyttLosen42');
  await page.getByRole('button', { name: 'Logga in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Rut/ })).toBeVisible();

  // The link worked once: opened again it is invalid and leads back to /forgot-password after 3 s.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Ogiltig länk' })).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6_000 });
});

test('a reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Ogiltig länk' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6_000 });
});

test('a customer whose sign-in is locked by wrong passwords gets in with a mailed sign-in link', async ({
  page,
  request,
}) => {
  const email = `last-${Date.now()}@example.se`;
  await createCustomer(request, email, 'Ratt12345');
  await page.goto('/auth');
  // Someone guesses from this browser's address until its tries are used up (account-lock.ts: 5 per 15 minutes).
  // From the page itself: the test's own request context may reach the server over the other address family
  // (127.0.0.1 or ::1), which is another client address with tries of its own.
  const guesses = await page.evaluate(async (address) => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'Fel123456' }),
      });
      statuses.push(res.status);
    }
    return statuses;
  }, email);
  expect(guesses).toEqual([401, 401, 401, 401, 401]);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Ratt12345');
  await page.getByRole('button', { name: 'Logga in', exact: true }).last().click();
  const notice = page
    .locator('form')
    .getByRole('alert')
    .filter({ hasText: 'För många felaktiga inloggningsförsök' });
  await expect(notice).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const send = notice.getByRole('button', { name: 'Skicka en inloggningslänk' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(notice.getByText('Om adressen har ett konto har vi skickat en inloggningslänk')).toBeVisible();

  const mail = await latestMail(request, email, /Din inloggningslänk/);
  const link = /https?:\/\/\S+\/auth\?\S*inloggningslank=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;
  await page.goto(path);
  await page.getByRole('button', { name: 'Logga in med länken' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Rut/ })).toBeVisible();
});
