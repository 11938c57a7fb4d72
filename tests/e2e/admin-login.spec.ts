import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

test("the admin login offers 'Glömt lösenord?' like the customer login", async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Logga in som företag' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Glömt lösenord?' })).toBeVisible();
});
