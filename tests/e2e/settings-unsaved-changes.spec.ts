import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { expect, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * the settings tab is in the address (a reload keeps it), and leaving Schema or Företag with unsaved
 * edits asks first: 'Stanna kvar' keeps the edits, 'Lämna utan att spara' goes. 'Veckoschema – Kundvy'
 * shows blocked time as such. At 375 px.
 */

test.use({ viewport: { width: 375, height: 812 } });

test('settings keep the tab in the address and ask before unsaved edits are lost', async ({
  asAdmin: page,
}) => {
  // A block on next week's Tuesday 14:00–15:00: Salong Solros is open then, and the demo data keeps 13:30–15:30
  // free on every day (its bookings, placed relative to today, are at 10:00, 11:30 and 16:00; 16:00 met one when
  // today is a Friday).
  const tuesday = addDays(weekStart(todayInZone(new Date())), 8);
  const created = await page.request.post('/api/admin/calendar/blocks', {
    data: { date: tuesday, startTime: '14:00', endTime: '15:00', reason: 'Utbildning' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const blockId = ((await created.json()) as { block: { id: string } }).block.id;

  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Schema' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=schedule$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Schema' })).toHaveAttribute('aria-selected', 'true');

  // The customer-view grid: next week shows the block as 'Blockerad tid' (two half hours), not as free time.
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  // (Other journeys may block other times of the shared demo salon; only this block's cells are asserted.)
  for (const time of ['14:00', '14:30']) {
    await expect(page.locator(`td[data-date="${tuesday}"][data-time="${time}"]`)).toHaveAttribute(
      'data-state',
      'blocked',
    );
  }
  await screenshot(page, 'settings/schema-375', { fullPage: true });
  expect((await page.request.delete(`/api/admin/calendar/blocks/${blockId}`)).status()).toBe(204);

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

  // The browser's back button asks too (the settings page without a tab is the entry before); staying keeps the
  // address and the edit.
  await page.goBack();
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
