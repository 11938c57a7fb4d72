import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { trackRequests } from './axe';

/*
 * What the e2e specs share: the demo accounts, signing in through the app's forms, and the server's test clock.
 * Specs import `test` and `expect` from here; `asAdmin` and `asCustomer` are the test's page already signed in,
 * `serverClock` moves the server's clock and puts it back to real time after the test.
 */

/** An account that signs in with e-mail and password. */
export interface Account {
  email: string;
  password: string;
}

/** The demo data's password (README › Demo accounts), shared by every seeded account. */
export const DEMO_PASSWORD = 'Demo1234';
/** The owner (admin) of Salong Solros in the demo data. */
export const ADMIN: Account = { email: 'info@salongsolros.se', password: DEMO_PASSWORD };
/** The demo customer with upcoming, completed and cancelled bookings. */
export const ANNA: Account = { email: 'anna.svensson@example.se', password: DEMO_PASSWORD };
/** The platform operator. */
export const OPERATOR: Account = { email: 'drift@tidvis.se', password: DEMO_PASSWORD };

/** Where a customer lands after signing in. */
export const CUSTOMER_LANDING = /\/dashboard$/;
/** Where an admin lands after signing in through the admin form. */
export const ADMIN_LANDING = /\/admin\/dashboard$/;

export interface SignInOptions {
  /** The sign-in page to open (default `/auth`, the customer's form, which every account may use). */
  path?: string;
  /** The URL to wait for after submitting; by default only that the sign-in page has been left. */
  landing?: RegExp;
}

/**
 * Signs `who` in through the form on `options.path` (an e-mail alone means the demo password) and waits for
 * `options.landing`, or until the page has left `/auth`.
 */
export async function signIn(page: Page, who: Account | string, options: SignInOptions = {}): Promise<void> {
  const account = typeof who === 'string' ? { email: who, password: DEMO_PASSWORD } : who;
  await page.goto(options.path ?? '/auth');
  await page.getByLabel('E-post').first().fill(account.email);
  await page.getByLabel('Lösenord', { exact: true }).first().fill(account.password);
  await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
  if (options.landing) await expect(page).toHaveURL(options.landing);
  else await expect(page).not.toHaveURL(/\/auth/);
}

/**
 * Signs `who` in through the auth API, on the page's own cookies (`page.request` shares its browser context's jar),
 * without opening a page: for journeys whose subject is not signing in. It skips the form's page and the dashboard the
 * form lands on (up to 1.2 s a sign-in measured alone, about 40 s over the suite: docs/performance.md); the forms are
 * walked by admin-login, sign-up-screens, staff-login, session-switch and the booking journeys. An e-mail alone means
 * the demo password.
 */
export async function signInThroughApi(page: Page, who: Account | string): Promise<void> {
  await signInRequest(page.request, who);
}

/**
 * Signs `who` in through the auth API on `request`'s own cookies: a page's `page.request` (signInThroughApi) or an
 * API context of its own, for a journey that books or sets up data as someone else beside the page. Sends the
 * app's origin, which the auth endpoint requires of a write. An e-mail alone means the demo password.
 */
export async function signInRequest(request: APIRequestContext, who: Account | string): Promise<void> {
  const account = typeof who === 'string' ? { email: who, password: DEMO_PASSWORD } : who;
  const origin = test.info().project.use.baseURL!;
  const res = await request.post('/api/auth/sign-in/email', { data: account, headers: { origin } });
  expect(res.status(), `signing ${account.email} in`).toBe(200);
}

/** signInThroughApi, then opens `path`. */
export async function openSignedIn(page: Page, who: Account | string, path: string): Promise<void> {
  await signInThroughApi(page, who);
  await page.goto(path);
}

/** Signs a customer in through `/auth` and waits for their dashboard (`/dashboard`). */
export async function signInAsCustomer(
  page: Page,
  who: Account | string = ANNA,
  path = '/auth',
): Promise<void> {
  await signIn(page, who, { path, landing: CUSTOMER_LANDING });
}

/** Signs the demo admin (or `who`) in through the admin form `/admin/login` and waits for `/admin/dashboard`. */
export async function signInAsAdmin(page: Page, who: Account = ADMIN): Promise<void> {
  await signIn(page, who, { path: '/admin/login', landing: ADMIN_LANDING });
}

/** Moves the server's test clock (`POST /api/dev/clock`, NODE_ENV=test only) to `now`. */
export async function setServerClock(request: APIRequestContext, now: Date): Promise<void> {
  const res = await request.post('/api/dev/clock', { data: { now: now.toISOString() } });
  expect(res.status()).toBe(200);
}

/** The server's test clock, as the `serverClock` fixture gives it. */
/**
 * Lifts a sortable card with the keyboard (Space on its focused handle) and returns once arrow keys move it.
 * dnd-kit's keyboard sensor starts listening for arrows in a `setTimeout` after the lift, and the lifted render
 * (aria-pressed, the announcement) can come first on a loaded machine, so an arrow pressed then was lost (CI,
 * 2026-11-25 and 2026-11-27). A timer set after the lift runs after the sensor's, so awaiting one is enough.
 */
export async function liftWithKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Drags a calendar booking card onto a free slot with the mouse and returns the 'Flytta bokningen?' dialog the drop
 * opens. A drag that a re-render swallowed (the calendar refetches when the event stream announces a change, and a
 * card replaced under the pointer ends its drag; CI, 2026-11-27) opened no dialog and moved nothing, so it is tried
 * again; each try measures the boxes afresh.
 */
export async function dragBookingTo(page: Page, card: Locator, target: Locator): Promise<Locator> {
  const confirm = page.getByRole('dialog', { name: 'Flytta bokningen?' });
  await expect(async () => {
    if (await confirm.isVisible()) return;
    const from = (await card.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 30, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 15 });
    await page.mouse.up();
    await expect(confirm).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return confirm;
}

export interface ServerClock {
  /** Moves the server's clock to `now`. */
  set(now: Date): Promise<void>;
  /** Puts the server's clock back to real time (also done after every test that used the fixture). */
  reset(): Promise<void>;
}

interface Fixtures {
  /** The test's page, signed in as the demo admin through the admin form (on `/admin/dashboard`). */
  asAdmin: Page;
  /** The test's page, signed in as the demo customer Anna (on `/dashboard`). */
  asCustomer: Page;
  serverClock: ServerClock;
}

export const test = base.extend<Fixtures>({
  // Every test page counts its requests, so axe checks wait for a quiet network, not Playwright's network idle.
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  asAdmin: async ({ page }, use) => {
    await signInAsAdmin(page);
    await use(page);
  },
  asCustomer: async ({ page }, use) => {
    await signInAsCustomer(page);
    await use(page);
  },
  serverClock: async ({ request }, use) => {
    const clock: ServerClock = {
      set: (now) => setServerClock(request, now),
      reset: () => setServerClock(request, new Date()),
    };
    await use(clock);
    // Later tests expect real time, whatever this one did with the clock.
    await clock.reset();
  },
});

export { expect };
