import { screenshot } from './screenshots';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import {
  ADMIN_ROUTES,
  ANNA,
  CUSTOMER_ROUTES,
  DESKTOP,
  OPERATOR,
  OPERATOR_ROUTES,
  PHONE,
  PUBLIC_ROUTES,
  shotPath,
  signIn,
  signInAdmin,
  visit,
} from './every-route';

/*
 * axe finds nothing serious or critical on any route, signed out, as customer Anna, as the Salong Solros
 * admin (every admin route and settings tab, at 375 px and at 1280 px where the sidebar shows, and with the 'Ny
 * bokning' dialog open) and as the platform operator. One sign-in per role; the page is reused. Each failure names
 * its route and width. Full-page screenshots at 1280 px go to E2E_SCREENSHOTS_DIR/every-route when set (the overflow spec takes the 375 px
 * ones).
 */

/** axe's serious/critical findings on each of `paths` at the page's width, as `"<path> @<w>: <rule>: <targets>"`. */
async function findings(page: Page, role: string, paths: string[], shoot: boolean): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    try {
      await expectNoSeriousAxeViolations(page, { settled: true });
    } catch (error) {
      found.push(
        `${path} @${width}: ${(error as Error).message
          .split('\n')
          .filter((l) => l.includes(':'))
          .slice(0, 6)
          .join(' | ')}`,
      );
    }
    if (shoot) await screenshot(page, shotPath(role, width, path), { fullPage: true });
  }
  return found;
}

test('axe: every public route, signed out, at 375 px and 1280 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const found = await findings(page, 'public', PUBLIC_ROUTES, false);
  await page.setViewportSize(DESKTOP);
  found.push(...(await findings(page, 'public', PUBLIC_ROUTES, true)));
  expect(found).toEqual([]);
});

test('axe: every customer route as Anna at 375 px and 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signIn(page, ANNA, /\/dashboard$/);
  const found = await findings(page, 'customer', CUSTOMER_ROUTES, false);
  await page.setViewportSize(DESKTOP);
  found.push(...(await findings(page, 'customer', CUSTOMER_ROUTES, true)));
  expect(found).toEqual([]);
});

test('axe: every admin route and settings tab at 375 px and 1280 px, and the Ny bokning dialog', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signInAdmin(page);
  const found = await findings(page, 'admin', ADMIN_ROUTES, false);
  await page.setViewportSize(DESKTOP);
  found.push(...(await findings(page, 'admin', ADMIN_ROUTES, true)));

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await visit(page, '/admin/calendar');
    await page.getByRole('button', { name: 'Ny bokning' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    try {
      await expectNoSeriousAxeViolations(page);
    } catch (error) {
      found.push(`Ny bokning dialog @${size.width}: ${(error as Error).message.slice(0, 400)}`);
    }
    await screenshot(page, shotPath('admin', size.width, 'calendar-new-booking'), { fullPage: true });
  }
  expect(found).toEqual([]);
});

test('axe: the platform operator routes at 375 px and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, OPERATOR, /\/(dashboard|platform\/companies)$/);
  const found = await findings(page, 'operator', OPERATOR_ROUTES, false);
  await page.setViewportSize(DESKTOP);
  found.push(...(await findings(page, 'operator', OPERATOR_ROUTES, true)));
  expect(found).toEqual([]);
});
