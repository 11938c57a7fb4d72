import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { latestMail, verificationCode } from './mail';

const PASSWORD = 'Hemligt123';
const PHONE = { width: 375, height: 740 };

/** A registered company whose owner has entered the code (the owner is stored with the company). */
async function registerCompany(request: APIRequestContext, email: string, companyName: string) {
  const res = await request.post('/api/business-registrations', {
    data: {
      contactName: 'Olle Ägare',
      companyName,
      email,
      phone: '08-123 45 67',
      description: 'Klippning och färg.',
      categories: ['frisor'],
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  const otp = await verificationCode(request, email);
  expect((await request.post('/api/auth/email-otp/verify-email', { data: { email, otp } })).ok()).toBe(true);
}

/** A verified account made through the real endpoints. */
async function createUser(request: APIRequestContext, email: string) {
  const signup = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Ines Admin', firstName: 'Ines', lastName: 'Admin' },
  });
  expect(signup.ok()).toBe(true);
  const otp = await verificationCode(request, email);
  expect((await request.post('/api/auth/email-otp/verify-email', { data: { email, otp } })).ok()).toBe(true);
}

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

async function fillLogin(page: Page, email: string) {
  await page.getByLabel('E-post').first().fill(email);
  await page.getByLabel('Lösenord', { exact: true }).first().fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
}

test('on a phone, an owner invites an admin who accepts, then changes the company e-mail with the mailed code', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const ownerEmail = `agare-${stamp}@example.se`;
  const inviteeEmail = `admin-${stamp}@example.se`;
  const newEmail = `kontakt-${stamp}@example.se`;
  const companyName = `Adminsalongen ${stamp}`;
  await registerCompany(request, ownerEmail, companyName);
  await createUser(request, inviteeEmail);

  // 1. The owner invites under Settings › Administratörer.
  const owner = await phonePage(browser);
  await owner.goto('/auth');
  await fillLogin(owner, ownerEmail);
  await expect(owner).toHaveURL(/\/admin\/dashboard/);
  await owner.goto('/admin/settings');
  await owner.getByRole('tab', { name: 'Administratörer' }).click();
  const admins = owner.getByRole('list', { name: 'Administratörer' });
  await expect(admins.getByText(ownerEmail)).toBeVisible();
  await expect(admins.getByText('Ägare', { exact: true })).toBeVisible();
  await owner.getByLabel('E-postadress').fill(inviteeEmail);
  await owner.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(owner.getByRole('heading', { name: 'Väntande inbjudningar' })).toBeVisible();
  await expect(owner.getByRole('listitem').filter({ hasText: inviteeEmail })).toBeVisible();
  await expectNoSeriousAxeViolations(owner);

  // 2. The invitee opens the mailed link, signs in with the invited address and accepts.
  const mail = await latestMail(request, inviteeEmail, /Inbjudan att administrera/);
  const link = /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  const invitee = await phonePage(browser);
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(invitee.getByRole('heading', { name: 'Inbjudan till adminpanelen' })).toBeVisible();
  await expectNoSeriousAxeViolations(invitee);
  await invitee.getByRole('link', { name: 'Logga in' }).click();
  await fillLogin(invitee, inviteeEmail);
  await expect(invitee).toHaveURL(/\/admin\/invitation\?token=/);
  await invitee.getByRole('button', { name: 'Acceptera inbjudan' }).click();
  await expect(invitee.getByText(`Du är nu administratör för ${companyName}.`)).toBeVisible();
  await invitee.getByRole('link', { name: 'Till adminpanelen' }).click();
  await expect(invitee).toHaveURL(/\/admin\/dashboard/);

  await owner.reload();
  await owner.getByRole('tab', { name: 'Administratörer' }).click();
  await expect(admins.getByRole('listitem').filter({ hasText: inviteeEmail })).toContainText('Admin');
  await expect(owner.getByRole('heading', { name: 'Väntande inbjudningar' })).toHaveCount(0);

  // 3. The owner changes the contact e-mail: saved only after the code mailed to the new address.
  await owner.getByRole('tab', { name: 'Företag' }).click();
  await owner.getByLabel('E-post', { exact: true }).fill(newEmail);
  await owner.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(owner.getByRole('heading', { name: 'Bekräfta den nya e-postadressen' })).toBeVisible();
  await expectNoSeriousAxeViolations(owner);
  const codeMail = await latestMail(request, newEmail, /byta e-postadress/);
  const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '';
  await owner.getByLabel('Kod från e-postmeddelandet').fill(code);
  await expect(owner.getByText('E-postadressen har ändrats', { exact: true })).toBeVisible();
  await expect(owner.getByLabel('E-post', { exact: true })).toHaveValue(newEmail);
  await expect(owner.getByRole('heading', { name: 'Bekräfta den nya e-postadressen' })).toHaveCount(0);
  await latestMail(request, ownerEmail, /har ändrats/);
  // The owner is still the admin.
  await owner.goto('/admin/dashboard');
  await expect(owner).toHaveURL(/\/admin\/dashboard/);
});
