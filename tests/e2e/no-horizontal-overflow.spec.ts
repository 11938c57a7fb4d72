import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 16 §4: no page of the app is wider than a 375 px phone. Every route is visited at 375 px signed out, as a
 * customer, as a company admin (every settings tab) and as the platform operator; a page fails when the document
 * scrolls sideways (scrollWidth > clientWidth). Offenders are listed together with their widths.
 */

const PHONE = { width: 375, height: 812 };
const ANNA = { email: 'anna.svensson@example.se', password: 'Demo1234' };
const ADMIN = { email: 'info@salongsolros.se', password: 'Demo1234' };
const OPERATOR = { email: 'drift@tidvis.se', password: 'Demo1234' };

const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/auth?tab=signup',
  '/forgot-password',
  '/reset-password?token=x',
  '/dev/mail',
  '/verify-booking?token=x',
  '/booking-confirmed',
  '/booking-error',
  '/cancel-booking?token=00000000-0000-4000-8000-000000000000',
  '/search',
  '/search?q=salong',
  '/companies',
  '/booking/salong-solros',
  '/my-bookings',
  '/faq',
  '/terms',
  '/gdpr',
  '/contact',
  '/profile',
  '/business-registration',
  '/dashboard',
  '/admin/login',
  '/admin/invitation?token=x',
  '/no-such-page',
];

const CUSTOMER_ROUTES = [
  '/',
  '/search',
  '/booking/salong-solros',
  '/my-bookings',
  '/profile',
  '/dashboard',
  '/faq',
  '/contact',
  '/business-registration',
];

const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/calendar',
  '/admin/customers',
  '/admin/services',
  '/admin/settings?tab=company',
  '/admin/settings?tab=schedule',
  '/admin/settings?tab=notifications',
  '/admin/settings?tab=admins',
];

async function signIn(page: Page, who: { email: string; password: string }, landing: RegExp) {
  await page.goto('/auth?tab=login');
  await page.getByLabel('E-post').first().fill(who.email);
  await page.getByLabel('Lösenord', { exact: true }).first().fill(who.password);
  await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(landing);
}

/** The routes among `paths` whose document is wider than the viewport once loaded, with their widths. */
async function overflowing(page: Page, paths: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await page.waitForTimeout(700); // data, lazy chunks and fonts settle
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} px > ${clientWidth} px`);
  }
  return wide;
}

test.use({ viewport: PHONE });

test('no page is wider than 375 px signed out', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await overflowing(page, PUBLIC_ROUTES)).toEqual([]);
});

test('no page is wider than 375 px for a customer', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA, /\/dashboard$/);
  const mine = (await (await page.request.get('/api/bookings/mine')).json()) as {
    upcoming: { id: string }[];
  };
  const edit = mine.upcoming[0] ? [`/edit-booking/${mine.upcoming[0].id}`] : [];
  expect(await overflowing(page, [...CUSTOMER_ROUTES, ...edit])).toEqual([]);
});

test('no page is wider than 375 px for a company admin and the platform operator', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  await page.getByLabel('E-post').fill(ADMIN.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await overflowing(page, ADMIN_ROUTES)).toEqual([]);

  const operatorContext = await browser.newContext({ viewport: PHONE });
  const operator = await operatorContext.newPage();
  await signIn(operator, OPERATOR, /\/(dashboard|platform\/companies)$/);
  expect(await overflowing(operator, ['/platform/companies'])).toEqual([]);
  await operatorContext.close();
});
