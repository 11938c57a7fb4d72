import type { Page } from '@playwright/test';
import { ADMIN, expect, liftWithKeyboard, openSignedIn, signInThroughApi, test } from './fixtures';

/** Names of the service cards in their shown order. */
async function serviceNames(page: Page) {
  return page.getByTestId('service-card').locator('h3').allTextContents();
}

/** Opens Salong Solros's booking page and returns the names of its bookable services. */
async function customerServiceNames(page: Page) {
  await page.goto('/booking/salong-solros');
  await expect(page.getByRole('heading', { name: 'Salong Solros' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Boka / }).first()).toBeVisible();
  return page
    .getByRole('button', { name: /^Boka / })
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
}

/** Shows next week's calendar of Herrklippning (30 min) on the customer page. */
/**
 * Next week's calendar of Barnklippning (30 min) at Salong Solros, with 'Valfri personal': Sofia Lind performs it
 * on the company's own hours, so the company's hours decide its Saturday.
 */
async function openNextWeekCalendar(page: Page) {
  await page.goto('/booking/salong-solros');
  await page.getByRole('button', { name: 'Boka Barnklippning' }).click();
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first()).toBeVisible();
}

test('the demo admin creates, edits, reorders and deactivates a service; the customer page follows', async ({
  page,
}) => {
  const name = `Lugg ${Date.now()}`;
  const renamed = `${name} deluxe`;
  await openSignedIn(page, ADMIN, '/admin/services');
  await expect(page.getByRole('heading', { name: 'Tjänster', exact: true })).toBeVisible();
  await expect(page.getByText('Hantera tjänster för Salong Solros')).toBeVisible();

  await page.getByRole('button', { name: 'Ny tjänst' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa ny tjänst' });
  await create.getByRole('button', { name: 'Skapa tjänst' }).click();
  await expect(create.getByText('Fyll i alla obligatoriska fält').first()).toBeVisible();
  await create.getByLabel('Namn').fill(name);
  await create.getByLabel('Pris (kr)').fill('199');
  await create.getByLabel('Längd (minuter)').fill('30');
  await create.getByRole('button', { name: 'Skapa tjänst' }).click();
  await expect(page.getByText('Tjänst skapad')).toBeVisible();
  await expect(create).toBeHidden();
  await expect.poll(() => serviceNames(page)).toContain(name);
  expect((await serviceNames(page)).at(-1)).toBe(name);

  await page.getByRole('button', { name: `Visa detaljer för ${name}` }).click();
  await page.getByRole('button', { name: 'Redigera' }).click();
  const edit = page.getByRole('dialog', { name: 'Redigera tjänst' });
  await edit.getByLabel('Namn').fill(renamed);
  await edit.getByLabel('Beskrivning').fill('Snabb luggklippning');
  await edit.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Tjänst uppdaterad')).toBeVisible();
  await expect.poll(() => serviceNames(page)).toContain(renamed);

  // Keyboard reorder: focus the handle, lift with Space, move up, drop with Space.
  const before = await serviceNames(page);
  const handle = page.getByRole('button', { name: `Flytta ${renamed}` });
  // Each key waits until the previous one has taken effect: the card is lifted and listens for arrows, and the
  // list announces the card the lifted one is over.
  await liftWithKeyboard(page, handle);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${renamed} är över ${before.at(-2)}.`, { exact: true })).toBeAttached();
  await page.keyboard.press('Space');
  const expected = [...before.slice(0, -2), renamed, before.at(-2)];
  await expect.poll(() => serviceNames(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => serviceNames(page)).toEqual(expected);

  expect(await customerServiceNames(page)).toContain(`Boka ${renamed}`);
  await page.goto('/admin/services');
  await page.getByRole('switch', { name: `${renamed} är bokningsbar` }).click();
  await expect(page.getByText('Tjänst inaktiverad')).toBeVisible();
  await expect(
    page.getByTestId('service-card').filter({ hasText: renamed }).getByText('Inaktiv'),
  ).toBeVisible();
  const offered = await customerServiceNames(page);
  expect(offered).not.toContain(`Boka ${renamed}`);
  expect(offered).toContain('Boka Herrklippning');
});

test('changing Saturday’s hours in Schema changes the customer calendar', async ({ page }) => {
  const late = page.getByRole('button', { name: /^lördag .* 16:30, / });
  await signInThroughApi(page, ADMIN);
  await openNextWeekCalendar(page);
  await expect(page.getByRole('button', { name: /^lördag .* 14:30, / })).toBeVisible();
  await expect(late).toHaveCount(0);

  const setSaturdayEnd = async (end: string) => {
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Schema' }).click();
    await page.getByLabel('Lördag, pass 1, slut').fill(end);
    await page.getByRole('button', { name: 'Spara schema' }).click();
    await expect(page.getByText('Schema uppdaterat')).toBeVisible();
  };

  await setSaturdayEnd('17:00');
  await openNextWeekCalendar(page);
  await expect(late).toBeVisible();

  await setSaturdayEnd('15:00');
  await openNextWeekCalendar(page);
  await expect(page.getByRole('button', { name: /^lördag .* 14:30, / })).toBeVisible();
  await expect(late).toHaveCount(0);
});
