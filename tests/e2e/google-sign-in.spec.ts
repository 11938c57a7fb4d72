import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

// The mock provider (tests/support/mock-oidc.ts, started by playwright.config.ts) signs in this person.
const GOOGLE_EMAIL = 'gunnar.google@example.se';

/** Picks the first free time of the next week (this week may already be past or full). */
async function pickFirstSlotNextWeek(page: Page) {
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  const slot = page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first();
  await expect(slot).toBeVisible();
  await slot.click();
}

test('a guest picks a slot, signs in with Google from the inline panel, returns to the booking and it is confirmed', async ({
  page,
}) => {
  await page.goto('/booking/salong-solros');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Herrklippning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await pickFirstSlotNextWeek(page);
  await expect(page.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
  await page.getByRole('button', { name: 'Skapa konto / Logga in' }).click();
  const google = page.getByRole('button', { name: 'Logga in med Google' });
  await expect(google).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
  await google.click();

  // Google (the mock) answers at once and sends the browser back to this booking page, signed in.
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible({ timeout: 20_000 });
  // The confirmation has its own address.
  await expect(page).toHaveURL(/\/booking\/salong-solros\?bokning=[0-9a-f-]+$/);
  await expect(page.getByText(GOOGLE_EMAIL).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tidvis:google-sign-in'))).toBeNull();
});

test('from the auth page a Google sign-in lands on the dashboard', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('button', { name: 'Skapa konto med Google' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Logga in' }).click();
  await page.getByRole('button', { name: 'Logga in med Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // Gunnar's account was made by a Google sign-in in this run: a new account is welcomed, not welcomed back.
  await expect(page.getByRole('heading', { name: 'Välkommen till Tidvis, Gunnar!' })).toBeVisible();
});

test('a failed Google sign-in comes back to the auth page with an explanation', async ({ page }) => {
  await page.goto('/auth');
  // Set the marker only once this page has settled, so that it is the next page load that reads it.
  await expect(page.getByRole('button', { name: 'Logga in med Google' })).toBeEnabled();
  await page.evaluate(() =>
    localStorage.setItem('tidvis:google-sign-in', JSON.stringify({ url: '/auth', timestamp: Date.now() })),
  );
  await page.goto('/auth?error=access_denied');
  await expect(page.getByText('Fel vid Google-inloggning')).toBeVisible();
  await expect(page.getByText('Inloggningen hos Google avbröts.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
