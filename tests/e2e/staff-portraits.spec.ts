import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './axe';
import { ADMIN, expect, openSignedIn, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * Staff portraits and presentations (decision 039): the demo admin adds a member with a portrait from a phone
 * camera (a JPEG with GPS in its EXIF) and a presentation; customers see the portrait, served from the database in
 * AVIF, in 'Välj personal' with the presentation of the chosen member, and in the company page's 'Personal'.
 * At 375 and 1280 px; the member is deactivated at the end so the demo salon's times stay as other specs expect.
 * Screenshots go to E2E_SCREENSHOTS_DIR/staff-portraits/.
 */

/** A 900×1200 portrait drawn from SVG, as a camera JPEG with the place it was taken in its EXIF. */
async function cameraPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#f2e3d5"/>
    <circle cx="450" cy="470" r="220" fill="#d9a27a"/>
    <rect x="200" y="760" width="500" height="440" rx="200" fill="#3d5a80"/>
    <path d="M240 420 Q450 120 660 420 Q600 260 450 250 Q300 260 240 420Z" fill="#5b3a29"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Telefonkamera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 18/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 7/1',
      },
    })
    .toBuffer();
}

/** Waits until `img` has loaded and returns the variant the browser chose. */
async function loadedSource(img: Locator): Promise<string> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => el.currentSrc);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { width, height, label } of [
  { width: 375, height: 812, label: '375' },
  { width: 1280, height: 900, label: '1280' },
]) {
  test(`at ${label} px a portrait and presentation uploaded in Personal show in Välj personal and on the company page`, async ({
    page,
  }) => {
    // Two pages, an upload and four axe runs: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    const name = `Porträtt ${label} ${Date.now() % 100000}`;
    const presentation = 'Jag har klippt hår i tolv år och älskar korta, enkla frisyrer. Välkommen!';
    await openSignedIn(page, ADMIN, '/admin/staff');
    await expect(page.getByRole('heading', { name: 'Personal', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Lägg till person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till person' });
    await dialog.getByLabel('Namn *').fill(name);
    await dialog.getByLabel('Titel').fill('Stylist');
    await dialog.getByLabel('Presentation').fill('x'.repeat(301));
    await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(dialog.getByText('Presentationen får vara högst 300 tecken')).toBeVisible();
    await dialog.getByLabel('Presentation').fill(presentation);
    await expect(dialog.getByText(`${presentation.length} av 300 tecken`)).toBeVisible();
    await dialog
      .getByTestId('staff-photo-input')
      .setInputFiles({ name: 'portratt.jpg', mimeType: 'image/jpeg', buffer: await cameraPortrait() });
    await dialog.getByRole('checkbox', { name: 'Herrklippning' }).check();
    await screenshot(page, `staff-portraits/${label}-dialog`);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(page.getByText('Personen har lagts till')).toBeVisible();
    const card = page.getByTestId('staff-card').filter({ hasText: name });
    await expect(card.locator('img')).toHaveAttribute('src', /^\/images\/[0-9a-f]{64}\.webp$/);

    // The booking flow's 'Välj personal': the portrait (AVIF, from the database) and the presentation once chosen.
    await page.goto('/booking/salong-solros');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Herrklippning' })
      .getByRole('button', { name: 'Boka' })
      .click();
    const chooser = page.getByRole('group', { name: 'Välj personal' });
    const choice = chooser.locator('label').filter({ hasText: name });
    const portrait = choice.locator('img');
    await expect(portrait).toHaveAttribute('width', '512');
    await expect(portrait).toHaveAttribute('height', '512');
    expect(await loadedSource(portrait)).toMatch(/\/images\/[0-9a-f]{64}\.avif$/);
    await choice.click();
    await expect(chooser.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
    await expect(chooser.getByText(presentation)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `staff-portraits/${label}-valj-personal`);
    await expectNoSeriousAxeViolations(page);

    // The company page's 'Personal', below the services: its part of the page loads once scrolled near.
    await page.goto('/booking/salong-solros');
    await page.locator('#om-foretaget').scrollIntoViewIfNeeded();
    const profiles = page.locator('section[aria-labelledby="staff-profiles-title"]');
    await expect(profiles.getByRole('heading', { name: 'Personal', exact: true })).toBeVisible();
    const profile = profiles.getByRole('listitem').filter({ hasText: name });
    await expect(profile).toContainText('Stylist');
    await expect(profile).toContainText(presentation);
    const profileImg = profile.locator('img');
    await expect(profileImg).toHaveAttribute('loading', 'lazy');
    expect(await loadedSource(profileImg)).toMatch(/\/images\/[0-9a-f]{64}\.avif$/);
    await expectNoSidewaysScroll(page);
    await screenshot(profiles, `staff-portraits/${label}-personal`);
    await expectNoSeriousAxeViolations(page);

    // Deactivated again: Salong Solros keeps the times other specs expect.
    await page.goto('/admin/staff');
    await page.getByRole('switch', { name: `${name} tar emot bokningar` }).click();
    await expect(page.getByText('Personen tar inte längre emot bokningar')).toBeVisible();
  });
}
