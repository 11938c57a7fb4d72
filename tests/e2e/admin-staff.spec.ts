import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, liftWithKeyboard, test, signInAsAdmin } from './fixtures';
import { screenshot } from './screenshots';

/*
 * the admin page 'Personal'. The demo admin adds a member with services, a photo and own hours, adds
 * an absence, reorders and deactivates them, on a phone (375 px) and a desktop (1280 px). Screenshots go to
 * E2E_SCREENSHOTS_DIR/admin-staff/ (tests/e2e/screenshots.ts).
 */

/** Names of the staff cards in their shown order. */
const memberNames = (page: Page) => page.getByTestId('staff-card').locator('h3').allTextContents();

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { width, height, label } of [
  { width: 375, height: 812, label: 'phone' },
  { width: 1280, height: 900, label: 'desktop' },
]) {
  test(`on a ${label} (${width} px) the admin adds a member with services and own hours, an absence, reorders and deactivates`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const name = `Tove ${label} ${Date.now() % 100000}`;
    await signInAsAdmin(page);

    // The dashboard shows the demo staff's month, the period named.
    const perPerson = page.getByTestId('staff-stats');
    await expect(perPerson.getByRole('heading', { name: 'Per person' })).toBeVisible();
    await expect(perPerson).toContainText('Sofia Lind');
    await expect(perPerson).toContainText(/Bokningar och intäkter i \p{L}+ \d{4}/u);
    await screenshot(page, `admin-staff/${label}-dashboard`, { fullPage: true });

    // Tab bar (phone) or menu (desktop) leads to 'Personal'.
    const nav = page.getByRole('navigation', { name: width < 768 ? 'Adminnavigering' : 'Adminmeny' });
    await nav.getByRole('link', { name: 'Personal' }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole('heading', { name: 'Personal', level: 1 })).toBeVisible();
    await expect
      .poll(() => memberNames(page))
      .toEqual(expect.arrayContaining(['Sofia Lind', 'Jonas Ek', 'Mira Holm']));
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-staff/${label}-list`, { fullPage: true });

    // Add: name, title, photo, two services, own hours (Monday off, Tuesday until 15:00).
    await page.getByRole('button', { name: 'Lägg till person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till person' });
    await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(dialog.getByText('Ange ett namn på högst 100 tecken')).toBeVisible();
    await dialog.getByLabel('Namn *').fill(name);
    await dialog.getByLabel('Titel').fill('Frisör');
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#e07a5f' } })
      .png()
      .toBuffer();
    await dialog
      .getByTestId('staff-photo-input')
      .setInputFiles({ name: 'tove.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByText('tove.png laddas upp när du sparar')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Herrklippning' }).check();
    await dialog.getByRole('checkbox', { name: 'Barnklippning' }).check();
    await dialog.getByRole('radio', { name: 'Egna arbetstider' }).check();
    await dialog.getByRole('checkbox', { name: 'Måndag' }).uncheck();
    await dialog.getByLabel('Tisdag, pass 1, slut').fill('15:00');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-staff/${label}-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(page.getByText('Personen har lagts till')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('staff-card').filter({ hasText: name });
    await expect(card).toContainText('Herrklippning, Barnklippning');
    await expect(card).toContainText('Egna arbetstider');
    // Stored in the database, in AVIF and WebP variants (decision 039).
    await expect(card.locator('img')).toHaveAttribute('src', /^\/images\/[0-9a-f]{64}\.webp$/);
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/images\/[0-9a-f]{64}\.avif 120w/,
    );
    expect((await memberNames(page)).at(-1)).toBe(name);

    // An absence: 'Sjuk' with a reason, today to tomorrow.
    await card.getByRole('button', { name: `Visa frånvaro och åtgärder för ${name}` }).click();
    await card.getByRole('radio', { name: 'Sjuk' }).check();
    await card.getByLabel('Anledning (valfritt)').fill('Förkyld');
    await card.getByRole('button', { name: 'Lägg till frånvaro' }).click();
    await expect(page.getByText('Frånvaron har lagts till')).toBeVisible();
    const absences = card.getByRole('list', { name: `Frånvaro för ${name}` });
    await expect(absences).toContainText('Sjuk');
    await expect(absences).toContainText('Förkyld');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-staff/${label}-absence`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await card.getByRole('button', { name: `Dölj frånvaro och åtgärder för ${name}` }).click();

    // Keyboard reorder: lift the new member, move up one, drop; the order holds after a reload.
    const before = await memberNames(page);
    const live = page.getByRole('status').filter({ hasText: name });
    await liftWithKeyboard(page, page.getByRole('button', { name: `Flytta ${name}` }));
    await expect(live).toHaveText(`${name} är över ${name}.`);
    await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText(`${name} är över ${before.at(-2)}.`);
    await page.keyboard.press('Space');
    const expected = [...before.slice(0, -2), name, before.at(-2)];
    await expect.poll(() => memberNames(page)).toEqual(expected);
    await page.reload();
    await expect.poll(() => memberNames(page)).toEqual(expected);

    // Deactivate with the switch.
    await page.getByRole('switch', { name: `${name} tar emot bokningar` }).click();
    await expect(page.getByText('Personen tar inte längre emot bokningar')).toBeVisible();
    await expect(page.getByTestId('staff-card').filter({ hasText: name }).getByText('Inaktiv')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-staff/${label}-deactivated`, { fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
}
