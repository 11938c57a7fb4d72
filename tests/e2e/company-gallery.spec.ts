import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations } from './axe';
import { ADMIN, expect, liftWithKeyboard, signInThroughApi, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * The salon's gallery (decision 040): Salong Solros has the demo's three photos (the room its cover). The demo admin
 * uploads two more in Inställningar → Bilder with alt texts, corrects one, makes the second the cover and moves it
 * above the first with the keyboard; the company page shows the cover at the top (the LCP picture: eager,
 * fetchpriority high, width and height) and the others in the sideways row, and the lightbox moves with the arrow
 * keys (wrapping) and closes with Escape. At 375 and 1280 px. The two photos are deleted at the end (one through the
 * confirm dialog) and the demo's room is the cover again, so the demo salon is left as it was. Screenshots go to
 * E2E_SCREENSHOTS_DIR/company-gallery/.
 */

/** A 1600×1000 picture of a salon room drawn from SVG, as a PNG; `hue` makes each one its own image. */
function salonPicture(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="hsl(${hue}, 40%, 85%)"/>
    <rect y="700" width="1600" height="300" fill="hsl(${hue}, 25%, 55%)"/>
    <rect x="180" y="160" width="380" height="480" rx="30" fill="#fff" opacity="0.8"/>
    <rect x="1040" y="160" width="380" height="480" rx="30" fill="#fff" opacity="0.8"/>
    <circle cx="800" cy="560" r="140" fill="hsl(${hue + 180}, 45%, 45%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface AdminPhoto {
  id: string;
  alt: string;
}

/**
 * Deletes the admin's gallery photos whose alt text contains `tag` (what this test made, if it stopped early) and
 * makes the demo's first photo the cover again.
 */
async function restoreGallery(page: Page, tag: string) {
  const res = await page.request.get('/api/admin/photos');
  if (!res.ok()) return;
  const { photos } = (await res.json()) as { photos: AdminPhoto[] };
  const headers = { origin: new URL(page.url()).origin };
  for (const photo of photos.filter((p) => p.alt.includes(tag))) {
    await page.request.delete(`/api/admin/photos/${photo.id}`, { headers });
  }
  const demoCover = photos.find((p) => !p.alt.includes(tag));
  if (demoCover) await page.request.put(`/api/admin/photos/${demoCover.id}/cover`, { headers });
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
  test(`at ${label} px photos uploaded in Bilder show on the company page, cover first, in a keyboard lightbox`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    const tag = `${label}-${Date.now() % 100000}`;
    const room = `Salongen med två stolar vid fönstret ${tag}`;
    const work = `Nyklippt kort frisyr ${tag}`;
    await signInThroughApi(page, ADMIN);
    try {
      await page.goto('/admin/settings?tab=photos');
      await expect(page.getByRole('tab', { name: 'Bilder' })).toHaveAttribute('aria-selected', 'true');
      const form = page.getByRole('form', { name: 'Ladda upp bild' });
      const items = page.getByTestId('photo-item');

      // Without an alt text the upload is refused in Swedish, in the form.
      await form.getByLabel('Bild', { exact: true }).setInputFiles({
        name: 'rum.png',
        mimeType: 'image/png',
        buffer: await salonPicture(30),
      });
      await expect(form.getByText('rum.png')).toBeVisible();
      await form.getByRole('button', { name: 'Ladda upp bild' }).click();
      await expect(form.getByRole('alert')).toHaveText('Beskriv bilden');
      await form.getByLabel('Beskriv bilden').fill('Salongen');
      await form.getByRole('button', { name: 'Ladda upp bild' }).click();
      await expect(page.getByText('Bilden är uppladdad')).toBeVisible();
      // after the demo's three
      await expect(items).toHaveCount(4);

      await form.getByLabel('Bild', { exact: true }).setInputFiles({
        name: 'frisyr.png',
        mimeType: 'image/png',
        buffer: await salonPicture(200),
      });
      await form.getByLabel('Beskriv bilden').fill(work);
      await form.getByRole('button', { name: 'Ladda upp bild' }).click();
      await expect(items).toHaveCount(5);
      await expect(items.nth(4).locator('img')).toHaveAttribute('src', /^\/images\/[0-9a-f]{64}\.webp$/);

      // A better alt text for the first upload.
      const first = items.nth(3);
      await first.getByLabel('Beskriv bilden').fill(room);
      await first.getByRole('button', { name: 'Spara beskrivning' }).click();
      await expect(page.getByText('Beskrivningen är sparad')).toBeVisible();
      await expect(items.nth(3).getByLabel('Beskriv bilden')).toHaveValue(room);

      // The second upload becomes the cover: the only one marked 'Omslagsbild'.
      await expect(items.nth(0).getByText('Omslagsbild', { exact: true })).toBeVisible();
      await items.nth(4).getByRole('button', { name: 'Gör till omslagsbild' }).click();
      await expect(page.getByText('Omslagsbilden är vald')).toBeVisible();
      await expect(items.nth(4).getByText('Omslagsbild', { exact: true })).toBeVisible();
      await expect(page.getByText('Omslagsbild', { exact: true })).toHaveCount(1);
      await expect(items.nth(0).getByRole('button', { name: 'Gör till omslagsbild' })).toBeVisible();

      // Keyboard reorder: lift the second, move it up, drop.
      const handle = page.getByRole('button', { name: `Flytta bilden ${work}` });
      await liftWithKeyboard(page, handle);
      await page.keyboard.press('ArrowUp');
      await expect(
        page.getByText(`Bild 5: ${work} är över Bild 4: ${room}.`, { exact: true }),
      ).toBeAttached();
      await page.keyboard.press('Space');
      await expect(page.getByText('Ordningen är sparad')).toBeVisible();
      await page.reload();
      await expect(items.nth(3).getByLabel('Beskriv bilden')).toHaveValue(work);
      await expect(items.nth(4).getByLabel('Beskriv bilden')).toHaveValue(room);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `company-gallery/${label}-bilder`, { fullPage: true });
      await expectNoSeriousAxeViolations(page);

      // The company page: the cover across the top, loaded first; the others in the row, the demo's first.
      await page.goto('/booking/salong-solros');
      const gallery = page.getByTestId('company-gallery');
      const cover = gallery.getByRole('button', { name: `Visa bilden större: ${work}` }).locator('img');
      await expect(cover).toHaveAttribute('alt', work);
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      await expect(cover).toHaveAttribute('loading', 'eager');
      await expect(cover).toHaveAttribute('width', '1280');
      await expect(cover).toHaveAttribute('height', '800');
      const row = gallery.getByRole('listitem').locator('img');
      await expect(row).toHaveCount(4);
      await expect(row.first()).toHaveAttribute('alt', /^Salongens ljusa rum/);
      await expect(row.last()).toHaveAttribute('alt', room);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `company-gallery/${label}-company-page`);

      // A shared link shows the cover: the server-rendered head names its 1200×630 JPEG, which is served.
      const head = await (await page.request.get('/booking/salong-solros')).text();
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1] ?? '';
      expect(ogImage).toMatch(/\/images\/[0-9a-f]{64}\.jpg$/);
      expect(head).toContain('<meta property="og:image:width" content="1200" />');
      const shared = await page.request.get(new URL(ogImage).pathname);
      expect(shared.headers()['content-type']).toBe('image/jpeg');

      // The search card leads with the cover, inside the card at this width.
      await page.goto('/search?q=Salong%20Solros');
      const card = page.getByTestId('company-card').filter({ hasText: 'Salong Solros' });
      await expect(card.getByRole('img', { name: work })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, `company-gallery/${label}-search-card`);
      await page.goto('/booking/salong-solros');

      // The lightbox: arrows move (wrapping), Escape closes.
      await gallery.getByRole('button', { name: `Visa bilden större: ${work}` }).click();
      const lightbox = page.getByRole('dialog', { name: 'Bild 1 av 5' });
      await expect(lightbox.locator('figcaption')).toHaveText(work);
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('dialog', { name: 'Bild 5 av 5' }).locator('figcaption')).toHaveText(room);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: 'Bild 1 av 5' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: 'Bild 2 av 5' }).locator('figcaption')).toHaveText(
        /^Salongens ljusa rum/,
      );
      await page.getByRole('button', { name: 'Föregående bild' }).click();
      await expect(page.getByRole('dialog', { name: 'Bild 1 av 5' })).toBeVisible();
      await screenshot(page, `company-gallery/${label}-lightbox`);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Delete one through the confirm dialog; the other goes in `finally`.
      await page.goto('/admin/settings?tab=photos');
      await items.nth(4).getByRole('button', { name: 'Ta bort' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Ta bort' }).click();
      await expect(page.getByText('Bilden är borttagen')).toBeVisible();
      await expect(items).toHaveCount(4);
    } finally {
      await restoreGallery(page, tag);
    }
    await page.goto('/booking/salong-solros');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByAltText(tag, { exact: false })).toHaveCount(0);
    await expect(page.getByTestId('company-gallery').locator('img').first()).toHaveAttribute(
      'alt',
      /^Salongens ljusa rum/,
    );
  });
}
