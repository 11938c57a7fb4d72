import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { latestMail, verificationCode } from './mail';
import { expect, test, signInAsCustomer, ANNA } from './fixtures';

const CUSTOMER = ANNA.email;

/** The e-mails to `to` in the dev outbox whose subject matches. */
async function mailsTo(request: APIRequestContext, to: string, subject: RegExp) {
  const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { subject: string }[]).filter((m) => subject.test(m.subject));
}

/** Fills the /auth sign-up form. */
async function fillSignup(page: Page, email: string) {
  await page.getByLabel('Förnamn').fill('Ella');
  await page.getByLabel('Efternamn').fill('Ek');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Telefon').fill('070-765 43 21');
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
}

test('signing up: Tillbaka keeps the form, a second sign-up mails a fresh code, and the new user is welcomed, not welcomed back', async ({
  page,
  request,
}) => {
  const email = `ella-${Date.now()}@example.se`;
  await page.goto('/auth?tab=signup');
  await fillSignup(page, email);
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  await expect(page.getByText('Har adressen redan ett konto?')).toBeVisible();
  const firstCode = await verificationCode(request, email);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Tillbaka' }).click();
  await expect(page.getByRole('tab', { name: 'Skapa konto', selected: true })).toBeVisible();
  await expect(page.getByLabel('Förnamn')).toHaveValue('Ella');
  await expect(page.getByLabel('Efternamn')).toHaveValue('Ek');
  await expect(page.getByLabel('E-post')).toHaveValue(email);
  await expect(page.getByLabel('Telefon')).toHaveValue('070-765 43 21');
  await expect(page.getByLabel('Lösenord', { exact: true })).toHaveValue('Hemligt123');
  await expect(page.getByLabel('Bekräfta lösenord')).toHaveValue('Hemligt123');

  // The same address again (the account is not confirmed yet): a new code is mailed.
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(request, email, /verifieringskod/i)).length).toBe(2);
  const code = await verificationCode(request, email);
  expect(code).not.toBe(firstCode);
  await page.getByLabel('Verifieringskod').fill(code);
  await expect(page.getByRole('heading', { name: 'Välkommen, Ella!' })).toBeVisible();
  // The confirmation replaces the sign-up's toast instead of stacking under it.
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: 'E-post verifierad' })).toHaveCount(1);
  await expect(toasts.filter({ hasText: 'E-post verifierad' })).not.toContainText('Kolla din e-post');
  await expect(toasts.filter({ hasText: 'Nästan klart – bekräfta din e-post' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Fortsätt till din översikt' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Välkommen till Tidvis, Ella!' })).toBeVisible();
  await expect(page.getByText('Välkommen tillbaka')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('signing up with the address of a confirmed account shows the same code screen and mails its owner', async ({
  page,
  request,
}) => {
  const before = (await mailsTo(request, CUSTOMER, /Försök att skapa ett konto/)).length;
  await page.goto('/auth?tab=signup');
  await fillSignup(page, CUSTOMER);
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  await expect(page.getByText('Har adressen redan ett konto?')).toBeVisible();
  const mail = await latestMail(request, CUSTOMER, /Försök att skapa ett konto med din e-postadress/);
  expect(mail.text).toMatch(/Logga in: https?:\/\/\S+\/auth\?tab=login/);
  expect(mail.text).toMatch(/Återställ lösenordet: https?:\/\/\S+\/forgot-password/);
  expect(await mailsTo(request, CUSTOMER, /Försök att skapa ett konto/)).toHaveLength(before + 1);
  expect(await mailsTo(request, CUSTOMER, /verifieringskod/i)).toHaveLength(0);

  // Another attempt within 10 minutes: the same screen again, and no second mail.
  await page.getByRole('button', { name: 'Tillbaka' }).click();
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  await expect(page.getByText('Nästan klart – bekräfta din e-post').last()).toBeVisible();
  expect(await mailsTo(request, CUSTOMER, /Försök att skapa ett konto/)).toHaveLength(before + 1);
});

test('a returning customer is welcomed back, and the landing page offers them their bookings instead of sign-up', async ({
  page,
  browser,
}) => {
  await signInAsCustomer(page, CUSTOMER);
  await expect(page.getByRole('heading', { name: 'Välkommen tillbaka, Anna!' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Mina bokningar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sök företag' })).toBeVisible();
  await expect(page.getByText('Inloggad som Anna.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skapa konto' })).toHaveCount(0);
  await expect(page.getByText('Har du redan ett konto?')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Till din översikt' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Mina bokningar' }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: 'Skapa konto' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Logga in' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Mina bokningar' })).toHaveCount(0);
  await guest.close();
});

test('forgot password: the wait survives a reload, and the server mails once a minute per address', async ({
  page,
  browser,
  request,
}) => {
  const email = `vantar-${Date.now()}@example.se`;
  const signup = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'Gammalt123', name: 'Rut Ros', firstName: 'Rut', lastName: 'Ros' },
  });
  expect(signup.ok()).toBe(true);
  const otp = await verificationCode(request, email);
  expect((await request.post('/api/auth/email-otp/verify-email', { data: { email, otp } })).ok()).toBe(true);

  await page.goto('/forgot-password');
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-post skickad' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vänta \d+ s/ })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Glömt lösenord?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vänta \d+ s/ })).toBeDisabled();

  // Another tab (no stored wait) asks for the same address: the server refuses and says how long to wait.
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto('/forgot-password');
  await tab.getByLabel('E-post').fill(email);
  await tab.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(tab.getByText('För många försök')).toBeVisible();
  await expect(tab.getByText(/^Vänta \d+ s och försök igen\.$/)).toBeVisible();
  await expect(tab.getByRole('button', { name: /^Vänta \d+ s/ })).toBeDisabled();
  await expect(tab.getByRole('status').filter({ hasText: 'E-post skickad' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(tab);
  await other.close();

  // One link went out, for the first request only.
  expect(await mailsTo(request, email, /Återställ ditt lösenord/)).toHaveLength(1);
});

test('the booking error page explains known codes in Swedish and never shows the raw code', async ({
  page,
}) => {
  const cases: [string, string, string][] = [
    ['token_used', 'Länken har redan använts', 'Bekräftelselänken har redan använts en gång.'],
    ['token_expired', 'Länken har gått ut', 'Bekräftelselänken gäller inte längre.'],
    [
      'slot_no_longer_available',
      'Tiden är inte längre tillgänglig',
      'Bokningen är avbokad, så tiden är inte längre reserverad.',
    ],
    ['not_found', 'Bokning misslyckades', 'Länken är ogiltig. Den kan vara ofullständig eller felkopierad.'],
    ['Missing verification token', 'Bokning misslyckades', 'Länken saknar sin bekräftelsekod.'],
    [
      'weird_internal_code',
      'Bokning misslyckades',
      'Ett oväntat fel inträffade. Försök igen, eller kontakta företaget om felet kvarstår.',
    ],
  ];
  for (const [message, title, reason] of cases) {
    await page.goto(`/booking-error?message=${encodeURIComponent(message)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(`Orsak: ${reason}`)).toBeVisible();
    await expect(page.getByText('Felkod')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(message);
  }
  await expectNoSeriousAxeViolations(page);
});
