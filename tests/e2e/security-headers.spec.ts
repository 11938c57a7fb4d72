import type { Page } from '@playwright/test';
import { ADMIN, ANNA, expect, openSignedIn, signIn, test } from './fixtures';

/*
 * In the browser: the Content Security Policy blocks nothing the app itself loads (no violation in
 * the console on any page, for a guest, a customer and an admin), signing out lands on the start page, and a page
 * that cannot load shows the Swedish error page instead of React Router's developer screen.
 */

const CUSTOMER = ANNA;

/**
 * Every Content Security Policy violation of the page: console messages and page errors that report one, and
 * every `securitypolicyviolation` event of its documents. The events catch what logs nothing, such
 * as zod's caught `new Function` probe, which a strict CSP still reports. Each goes into `violations` as it
 * happens (copying a list made empty at the start would miss them all). Call before the first navigation.
 */
async function collectCspViolations(page: Page, violations: string[]): Promise<void> {
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text()))
      violations.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (/Content Security Policy/i.test(err.message)) violations.push(`${page.url()}: ${err.message}`);
  });
  await page.exposeFunction('__tidvisCspViolation', (text: string) =>
    violations.push(`${page.url()}: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __tidvisCspViolation: (text: string) => void })
        .__tidvisCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

test('no page breaks the Content Security Policy, for a guest, a customer and an admin', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const guestPaths = [
    '/',
    '/search',
    '/booking/salong-solros',
    '/faq',
    '/terms',
    '/gdpr',
    '/contact',
    '/business-registration',
    '/auth',
    '/auth?tab=signup',
    '/forgot-password',
    '/admin/login',
    '/dev/mail',
    '/finns-inte',
  ];
  const violations: string[] = [];

  const guest = await (await browser.newContext()).newPage();
  await collectCspViolations(guest, violations);
  await visitAll(guest, guestPaths);
  // The booking flow's calendar step, the heaviest customer page.
  await guest.goto('/booking/salong-solros');
  await guest
    .getByRole('listitem')
    .filter({ hasText: 'Herrklippning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await expect(guest.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  // And its form, where zod validates (zod's JIT probe was a violation on every form page).
  await guest.getByRole('button', { name: 'Nästa vecka' }).click();
  await guest
    .getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ })
    .first()
    .click();
  await expect(guest.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
  await guest.waitForLoadState('networkidle');

  const customer = await (await browser.newContext()).newPage();
  await collectCspViolations(customer, violations);
  await signIn(customer, CUSTOMER);
  await visitAll(customer, ['/dashboard', '/my-bookings', '/profile']);

  const admin = await (await browser.newContext()).newPage();
  await collectCspViolations(admin, violations);
  await signIn(admin, ADMIN);
  await visitAll(admin, [
    '/admin/dashboard',
    '/admin/calendar',
    '/admin/customers',
    '/admin/services',
    '/admin/staff',
    '/admin/reviews',
    '/admin/settings',
    '/admin/settings?tab=schedule',
  ]);

  expect(violations).toEqual([]);
});

test('signing out from a signed-in page lands on the start page', async ({ page }) => {
  await openSignedIn(page, CUSTOMER, '/profile');
  await expect(page.getByRole('heading', { name: 'Personliga uppgifter' })).toBeVisible();
  await page.getByRole('button', { name: 'Logga ut' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveURL(/message=/);
});

test('a page whose code cannot be loaded shows the Swedish error page after one reload', async ({ page }) => {
  let blocked = 0;
  await page.route(/\/assets\/faq-page-[^/]+\.js$/, (route) => {
    blocked += 1;
    return route.abort();
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Något gick fel' })).toBeVisible();
  // Tried once, reloaded once by itself, then the page stays. Each load asks for the chunk twice: the server-rendered
  // head's modulepreload link, then the router's import().
  expect(loads).toBe(2);
  expect(blocked).toBe(4);
  await expect(page.getByRole('button', { name: 'Ladda om' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
});
