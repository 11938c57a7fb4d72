import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

test('on a phone the customer menu shows the navigation, follows a link and closes, and gives focus back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Sök företag' })).toBeVisible();

  const menuButton = page.getByRole('button', { name: 'Öppna meny' });
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await menuButton.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Stäng meny' })).toBeFocused();
  await expect(menu.getByText('Tidvis')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menu).toBeHidden();
});
