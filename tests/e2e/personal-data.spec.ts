import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { screenshot, SCREENSHOTS_DIR } from './screenshots';
import { expectNoSeriousAxeViolations } from './axe';
import { firstFreeSlot } from './booking-api';
import { latestMail, verificationCode } from './mail';
import { expect, signInThroughApi, test } from './fixtures';

const PASSWORD = 'Radera123';
// A week of its own, so no other journey's booking takes the time.
const monday = addDays(weekStart(todayInZone(new Date())), 49);

/** A fresh, verified customer made through the real endpoints (never the demo users). */
async function createCustomer(request: APIRequestContext, email: string) {
  const signup = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Rakel Radersson', firstName: 'Rakel', lastName: 'Radersson' },
  });
  expect(signup.ok()).toBe(true);
  const otp = await verificationCode(request, email);
  expect((await request.post('/api/auth/email-otp/verify-email', { data: { email, otp } })).ok()).toBe(true);
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS_DIR) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `personal-data/${name}-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

test.use({ viewport: { width: 375, height: 800 } });

test('a customer downloads their data and deletes their account at 375 px', async ({ page, request }) => {
  const email = `radera-${Date.now()}@example.se`;
  await createCustomer(request, email);
  await signInThroughApi(page, { email: email, password: PASSWORD });
  const slot = await firstFreeSlot(page.request, 'salong-solros', 'Herrklippning', monday);
  const booked = await page.request.post('/api/bookings', { data: { ...slot, notes: 'Hemligt meddelande' } });
  expect(booked.status()).toBe(201);

  await page.goto('/profile');
  await page.getByRole('button', { name: /^Exportera mina uppgifter/ }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Exportera mina uppgifter' });
  await expect(exportDialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'export-dialog');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('link', { name: /Ladda ner \(JSON\)/ }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^tidvis-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await json.path())!, 'utf8'));
  expect(data.profile.email).toBe(email);
  expect(data.bookings).toMatchObject([
    { company: 'Salong Solros', notes: 'Hemligt meddelande', status: 'booked' },
  ]);
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('link', { name: /webbsida \(HTML\)/ }).click(),
  ]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  await page.keyboard.press('Escape');
  await expect(exportDialog).toBeHidden();

  await page.getByRole('button', { name: /^Radera mitt konto/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Radera ditt konto' });
  await expect(dialog.getByText('Kommande bokningar avbokas')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'delete-dialog');
  await dialog.getByLabel('Ditt lösenord').fill('Fel-losen-1');
  await dialog.getByRole('button', { name: 'Radera kontot' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fel lösenord.');

  // With the e-mailed code instead.
  await dialog.getByText('Kod via e-post').click();
  await dialog.getByRole('button', { name: 'Mejla mig en kod' }).click();
  await expect(dialog.getByRole('status')).toContainText(email);
  await shoot(page, 'delete-code');
  const mail = await latestMail(request, email, /radera ditt konto/i);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  await dialog.getByLabel('Kod från mejlet').fill(code);
  await dialog.getByRole('button', { name: 'Radera kontot' }).click();

  await expect(page.getByText('Ditt konto är raderat')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Logga in för att se din profil' })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user).toBeNull();
});
