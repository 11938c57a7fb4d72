import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

test('the confirmation dialog traps focus, closes on Escape without acting, and acts on its red button', async ({
  asAdmin: page,
}) => {
  const name = `Provklipp ${Date.now()}`;

  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Ny tjänst' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa ny tjänst' });
  await create.getByLabel('Namn').fill(name);
  await create.getByLabel('Pris (kr)').fill('99');
  await create.getByLabel('Längd (minuter)').fill('15');
  await create.getByRole('button', { name: 'Skapa tjänst' }).click();
  await expect(create).toBeHidden();

  const card = page.getByTestId('service-card').filter({ hasText: name });
  await card.getByRole('button', { name: `Visa detaljer för ${name}` }).click();
  const trigger = card.getByRole('button', { name: 'Radera', exact: true });
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: 'Radera tjänst' });
  await expect(dialog).toContainText(`Är du säker på att du vill radera "${name}"?`);
  // radix puts focus on the harmless choice first, and Tab stays inside the dialog.
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Radera' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(card).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Radera' }).click();
  await expect(page.getByText('Tjänst raderad')).toBeVisible();
  await expect(card).toHaveCount(0);
});
