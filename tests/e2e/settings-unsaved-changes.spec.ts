import { expect, test } from '@playwright/test';

/*
 * Issue 16 §5: the settings tab is in the address (a reload keeps it), and leaving Schema or Företag with unsaved
 * edits asks first: 'Stanna kvar' keeps the edits, 'Lämna utan att spara' goes.
 */

const ADMIN = { email: 'info@salongsolros.se', password: 'Demo1234' };

test('settings keep the tab in the address and ask before unsaved edits are lost', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-post').fill(ADMIN.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Schema' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=schedule$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Schema' })).toHaveAttribute('aria-selected', 'true');

  // An unsaved buffer: another tab asks; staying keeps the edit.
  const buffer = page.getByLabel('Buffert mellan bokningar (minuter)');
  await buffer.fill('15');
  await page.getByRole('tab', { name: 'Företag' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Osparade ändringar' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stanna kvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/tab=schedule$/);
  await expect(buffer).toHaveValue('15');

  // Another page asks too; leaving drops the edit.
  await page.getByRole('link', { name: 'Kalender' }).first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lämna utan att spara' }).click();
  await expect(page).toHaveURL(/\/admin\/calendar/);

  // Företag: an edited name asks before the Schema tab; without edits nothing asks.
  await page.goto('/admin/settings?tab=company');
  await page.getByRole('tab', { name: 'Schema' }).click();
  await expect(page).toHaveURL(/tab=schedule$/);
  await expect(dialog).toHaveCount(0);
  await page.getByRole('tab', { name: 'Företag' }).click();
  await page.getByLabel('Företagsnamn').fill('Salong Solros AB');
  await page.getByRole('tab', { name: 'Schema' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lämna utan att spara' }).click();
  await expect(page).toHaveURL(/tab=schedule$/);
  await page.getByRole('tab', { name: 'Företag' }).click();
  await expect(page.getByLabel('Företagsnamn')).toHaveValue('Salong Solros');
});
