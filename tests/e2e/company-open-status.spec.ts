import type { Locator } from '@playwright/test';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import type { OpenStatus } from '../../src/shared/schemas/company';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * 'Öppet nu · Stänger 18:00' / 'Stängt nu · Öppnar …' at the top of the company page, from the server's clock
 * (moved with `POST /api/dev/clock`), the demo hours of Salong Solros (weekdays 09:00–18:00, Saturday 10:00–15:00,
 * Sunday closed) and the public holidays, in the server-rendered HTML and in the app alike; the logos in the header
 * and on the search cards come from their variants (srcset) and load. At 375 and 1280 px.
 */

/** The page's text without tags or React's text separators, spaces joined. */
const pageText = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');

/** Whether an <img> has loaded, and the variant the browser picked. */
const loaded = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => ({ ok: el.complete && el.naturalWidth > 0, src: el.currentSrc }));

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px the company page says open or closed by the server's clock`, async ({
    page,
    request,
    serverClock,
  }) => {
    await page.setViewportSize({ width, height });
    const cases = [
      // Monday 8 December 2025, mid-morning and after closing. Past dates: a clock moved forward would let the
      // completion job complete the demo bookings later specs use.
      { at: zonedWallClockToInstant('2025-12-08', '10:00'), text: 'Öppet nu · Stänger 18:00', name: 'open' },
      {
        at: zonedWallClockToInstant('2025-12-08', '19:30'),
        text: 'Stängt nu · Öppnar i morgon 09:00',
        name: 'evening',
      },
      // Julafton (a Wednesday): closed, as are juldagen and annandag jul; the Saturday after is open.
      {
        at: zonedWallClockToInstant('2025-12-24', '10:00'),
        text: 'Stängt nu · Öppnar lör 10:00',
        name: 'julafton',
      },
    ];
    for (const { at, text, name } of cases) {
      await serverClock.set(at);
      const api = (await (await request.get('/api/companies/salong-solros')).json()) as {
        company: { openStatus: OpenStatus };
      };
      expect(api.company.openStatus.open).toBe(text.startsWith('Öppet'));
      // Rendered by the server before any script runs …
      const html = await (await request.get('/booking/salong-solros')).text();
      expect(pageText(html)).toContain(text);
      // … and the same in the app.
      await page.goto('/booking/salong-solros');
      const status = page.getByTestId('company-open-status');
      await expect(status).toHaveText(text);
      await expect(status).toBeInViewport();
      await screenshot(page, `company-open-status/${width}-${name}`);
    }
    const logo = page
      .getByRole('heading', { level: 1, name: 'Salong Solros' })
      .locator('xpath=../..')
      .locator('img');
    await expect(logo).toHaveAttribute('sizes', '56px');
    await expect(logo).toHaveAttribute('loading', 'eager');
    expect(await loaded(logo)).toEqual({
      ok: true,
      src: expect.stringMatching(/\/images\/[0-9a-f]{64}\.avif$/),
    });
    await expectNoSeriousAxeViolations(page);
  });

  test(`at ${width} px the search cards' covers and logos come in variants, load, and fit`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/search');
    const cards = page.getByTestId('company-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    // The demo companies lead with their cover photo (the first gallery photo), then the logo beside the name.
    const logoOf = (card: Locator) => card.getByTestId('company-name').locator('xpath=../..').locator('img');
    const coverOf = (card: Locator) => card.locator('img').first();
    const cover = coverOf(cards.first());
    await expect(cover).toHaveAttribute('alt', /\S/);
    await expect(cover).toHaveAttribute('srcset', /\/images\/[0-9a-f]{64}\.webp 320w, .* 1200w$/);
    await expect(cover).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => loaded(cover))
      .toEqual({
        ok: true,
        src: expect.stringMatching(/\/images\/[0-9a-f]{64}\.avif$/),
      });
    await expect(coverOf(cards.nth(3))).toHaveAttribute('loading', 'lazy');
    const first = logoOf(cards.first());
    await expect(first).toHaveAttribute('srcset', /\/images\/[0-9a-f]{64}\.webp 128w, .* 512w$/);
    await expect(first).toHaveAttribute('sizes', '(min-width: 640px) 56px, 40px');
    await expect(first).toHaveAttribute('width', '512');
    await expect(first).toHaveAttribute('loading', 'eager');
    expect(await loaded(first)).toEqual({
      ok: true,
      src: expect.stringMatching(/\/images\/[0-9a-f]{64}\.avif$/),
    });
    // Shown at 40 px (56 px from 640 px), so a small variant is enough even on a 3x screen.
    expect((await first.boundingBox())?.width).toBe(width >= 640 ? 56 : 40);
    await expect(logoOf(cards.nth(3))).toHaveAttribute('loading', 'lazy');
    // Every card keeps its rating and 'från' price where it has them (the demo companies all have prices).
    await expect(cards.first().getByTestId('price-from')).toHaveText(/^från\s\d[\d\s]*\skr$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `company-open-status/${width}-search`);
  });
}
