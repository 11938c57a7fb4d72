import { expectNoSeriousAxeViolations } from './axe';
import { expect, signInAsAdmin, test } from './fixtures';

test('a guest opening an admin page is sent to /auth with the login_required banner', async ({ page }) => {
  await page.goto('/admin/calendar');
  await expect(page).toHaveURL(/\/auth\?message=login_required$/);
  await expect(page.getByText('Du måste logga in för att komma åt denna sida.')).toBeVisible();
});

test('the demo admin signs in, sees the dashboard, then finds, flags and annotates Anna Svensson', async ({
  page,
}) => {
  const note = `Föredrar morgontider ${Date.now()}`;

  await page.goto('/admin/login');
  await page.getByLabel('E-post').fill('info@salongsolros.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Logga in' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Inloggning lyckades')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Salong Solros')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Administration', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Översikt', level: 1 })).toBeVisible();
  for (const label of [
    'Bokningar denna månad',
    'Intjänat denna månad',
    'Inbokat denna månad',
    'Aktiva kunder (90 dagar)',
    'Uteblivna denna månad',
  ]) {
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Senaste bokningarna' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('navigation', { name: 'Adminmeny' }).getByRole('link', { name: 'Kunder' }).click();
  await expect(page.getByRole('heading', { name: 'Kunder', level: 1 })).toBeVisible();
  await page.getByLabel('Sök kund').fill('anna');
  const card = page.getByRole('listitem').filter({ hasText: 'Anna Svensson' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /Anna Svensson/ }).click();
  await expect(card.getByText('Telefon')).toBeVisible();

  await card.getByRole('button', { name: 'Flagga kund' }).click();
  await expect(page.getByText('Kund flaggad')).toBeVisible();
  await expect(card.getByText('Flaggad', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Redigera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera kund' });
  await dialog.getByLabel(/Anteckningar/).fill(note);
  await dialog.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Kund uppdaterad')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(note)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  const reloaded = page.getByRole('listitem').filter({ hasText: 'Anna Svensson' });
  await reloaded.getByRole('button', { name: /Anna Svensson/ }).click();
  await expect(reloaded.getByText(note)).toBeVisible();
  await expect(reloaded.getByText('Flaggad', { exact: true })).toBeVisible();
  await expect(reloaded.getByRole('button', { name: 'Ta bort flagga' })).toBeVisible();
});

test('on a phone the admin menu gives focus back to its menu button when closed with Escape or its close button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);

  const menuButton = page.getByRole('button', { name: 'Öppna meny' });
  const menu = page.getByRole('dialog', { name: 'Adminmeny' });
  await menuButton.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Stäng meny' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Stäng meny' }).click();
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('a customer who signs in at /admin/login is told that admin is required, also when opening an admin page', async ({
  page,
}) => {
  const adminRequired =
    'Du måste vara admin för att komma åt denna sida. Be företagets ägare om en inbjudan.';
  await page.goto('/admin/login');
  await page.getByLabel('E-post').fill('anna.svensson@example.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?message=admin_required$/);
  await expect(page.getByText(adminRequired)).toBeVisible();

  await page.goto('/admin/customers');
  await expect(page).toHaveURL(/\/auth\?message=admin_required$/);
  await expect(page.getByText(adminRequired)).toBeVisible();
});
