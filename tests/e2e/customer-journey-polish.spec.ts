import type { Locator, Page } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { firstFreeSlot } from './booking-api';
import { scrollToInfo, signUp } from './review-journey';
import { ANNA, expect, openSignedIn, signInAsCustomer, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * The customer's path in Chromium at 375 px and 1280 px: 'Hem' for a visitor, sign-in that returns to the page
 * (and saves the heart tapped before it), the widget's blocked pop-up, the Swedish 404, the pages' own titles, the
 * Google button only when Google is offered, /booking-confirmed without a booking, and moving a booking on a phone.
 */

const SLOT_NAME = /\d{2}:\d{2}, \d+\s?kr$/;

/** Fills the sign-in form on /auth with Anna's details and submits it. */
async function fillAnnasSignIn(page: Page) {
  await page.getByLabel('E-post').fill(ANNA.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(ANNA.password);
  await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
}

/** Waits until React has hydrated a server-rendered page: the layout then knows the width (no CSS-hidden sidebar). */
async function waitForHydration(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root aside.hidden')).toHaveCount(0);
}

/** Whether `locator` lies wholly inside the viewport and is the element hit at its centre (nothing covers it). */
async function inViewAndUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
      return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

for (const width of [375, 1280]) {
  const phone = width === 375;

  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: phone ? 740 : 900 });
    });

    test("'Hem' takes a visitor to the start page, not to a sign-in wall", async ({ page }) => {
      await page.goto('/faq');
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: phone ? 'Snabbnavigering' : 'Huvudmeny' });
      const home = nav.getByRole('link', { name: 'Hem', exact: true });
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page).not.toHaveURL(/\/auth/);

      // Signed in, 'Hem' is the customer's overview.
      await openSignedIn(page, ANNA, '/faq');
      await expect(
        page
          .getByRole('navigation', { name: phone ? 'Snabbnavigering' : 'Huvudmeny' })
          .getByRole('link', { name: 'Hem', exact: true }),
      ).toHaveAttribute('href', '/dashboard');
    });

    test("the header's 'Logga in' on a company page comes back to that page", async ({ page }) => {
      await page.goto('/booking/uppsala-hudklinik');
      await expect(page.getByRole('heading', { name: 'Välj tjänst' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Logga in' }).click();
      await expect(page).toHaveURL(/\/auth\?tab=login&redirect=%2Fbooking%2Fuppsala-hudklinik$/);
      await expect(page).toHaveTitle('Logga in – Tidvis');
      await fillAnnasSignIn(page);
      await expect(page).toHaveURL(/\/booking\/uppsala-hudklinik$/);
      await expect(page.getByRole('banner')).toContainText('Hej Anna');
    });

    test('a foreign address in ?redirect= is not followed after sign-in', async ({ page }) => {
      await page.goto('/auth?tab=login&redirect=https%3A%2F%2Fevil.example%2F');
      await fillAnnasSignIn(page);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
    });

    test('a heart tapped while signed out is saved once signed in, back on the page', async ({ page }) => {
      await page.goto('/booking/uppsala-hudklinik');
      await scrollToInfo(page);
      await page.getByRole('button', { name: 'Spara som favorit' }).click();
      await expect(page).toHaveURL(/\/auth\?tab=login&redirect=%2Fbooking%2Fuppsala-hudklinik$/);
      await fillAnnasSignIn(page);
      await expect(page).toHaveURL(/\/booking\/uppsala-hudklinik$/);
      await scrollToInfo(page);
      const saved = page.getByRole('button', { name: 'Ta bort från favoriter' });
      await expect(saved).toHaveAttribute('aria-pressed', 'true');
      // Saved for real: the profile lists it.
      await page.goto('/profile');
      await expect(page).toHaveTitle('Min profil – Tidvis');
      await expect(page.getByRole('link', { name: 'Uppsala Hudklinik', exact: true }).last()).toHaveAttribute(
        'href',
        '/booking/uppsala-hudklinik',
      );
      // Put back as it was, for the other width.
      await page.goto('/booking/uppsala-hudklinik');
      await scrollToInfo(page);
      await page.getByRole('button', { name: 'Ta bort från favoriter' }).click();
      await expect(page.getByRole('button', { name: 'Spara som favorit' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    test('the widget says next to its button when the pop-up is blocked, with a link to go on at Tidvis', async ({
      page,
      context,
    }) => {
      // An in-app browser or a pop-up blocker: window.open gives nothing.
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto('/embed/salong-solros');
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Herrklippning' })
        .getByRole('button', { name: 'Boka' })
        .click();
      await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
      await page.getByRole('button', { name: 'Nästa vecka' }).click();
      await page.getByRole('button', { name: SLOT_NAME }).first().click();
      const button = page.getByRole('button', { name: 'Logga in och boka' });
      await button.click();

      const notice = page.getByRole('alert').filter({ hasText: 'Inloggningsfönstret kunde inte öppnas' });
      await expect(notice).toBeVisible();
      await expect.poll(() => inViewAndUncovered(notice)).toBe(true);
      // Next to the button: right under it, not somewhere else on the page.
      const b = (await button.boundingBox())!;
      const n = (await notice.boundingBox())!;
      expect(n.y).toBeGreaterThanOrEqual(b.y + b.height);
      expect(n.y - (b.y + b.height)).toBeLessThan(40);
      const link = notice.getByRole('link', { name: 'Öppna bokningen hos Tidvis i en ny flik' });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute(
        'href',
        /\/embed\/salong-solros\/complete\?service=[0-9a-f-]{36}&date=/,
      );
      await expectNoSeriousAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `journey-polish/widget-blocked-${width}`);

      // The link opens the same booking step at Tidvis, where signing in is asked for at once.
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect(tab.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Skapa konto / Logga in' })).toHaveCount(0);
      await expect(tab.getByLabel('E-post')).toBeVisible();
    });

    test('an unknown page and a removed company say so in Swedish, with a way on', async ({ page }) => {
      const res = await page.goto('/finns-inte-alls');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
      await expect(page).toHaveTitle('Sidan finns inte – Tidvis');
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await screenshot(page, `journey-polish/not-found-${width}`);
      await expect(page.getByRole('main').getByRole('link', { name: 'Sök företag' })).toHaveAttribute(
        'href',
        '/search',
      );
      await expectNoSeriousAxeViolations(page);

      const company = await page.goto('/booking/borttaget-foretag');
      expect(company?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
      await expect(page.getByText(/Företaget har tagits bort/)).toBeVisible();
      await waitForHydration(page);
      await page.getByRole('main').getByRole('link', { name: 'Sök företag' }).click();
      await expect(page).toHaveURL(/\/search$/);
    });

    test('/auth, /profile and /my-bookings have their own titles', async ({ page }) => {
      await page.goto('/auth');
      await expect(page).toHaveTitle('Logga in – Tidvis');
      await page.goto('/profile');
      await expect(page).toHaveTitle('Min profil – Tidvis');
      await page.goto('/my-bookings');
      await expect(page).toHaveTitle('Mina bokningar – Tidvis');
      await signInAsCustomer(page, ANNA, '/auth?tab=login');
      // Moving between pages in the app changes the title too.
      await page.getByRole('link', { name: 'Mina bokningar' }).first().click();
      await expect(page).toHaveURL(/\/my-bookings$/);
      await expect(page).toHaveTitle('Mina bokningar – Tidvis');
    });

    test('/booking-confirmed opened without a booking claims nothing', async ({ page }) => {
      await page.goto('/booking-confirmed?id=00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: 'Ingen bokning att visa' })).toBeVisible();
      await expect(page.getByText('Bokning bekräftad!')).toHaveCount(0);
      await expect(page.getByText(/påminnelse/)).toHaveCount(0);
      await screenshot(page, `journey-polish/no-booking-${width}`);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('the Google button is left out when the server offers no Google sign-in, and shown when it does', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Logga in med Google' })).toBeVisible();

  await page.route('**/api/auth-config', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ google: false }) }),
  );
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  await expect(page.getByText(/inte tillgänglig/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Skapa konto' }).click();
  await expect(page.locator('form').getByRole('button', { name: 'Skapa konto' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
});

test("'Skapa konto' is not greyed out without a reason: submitting says what is missing", async ({
  page,
}) => {
  await page.goto('/auth?tab=signup');
  const submit = page.locator('form').getByRole('button', { name: 'Skapa konto' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByLabel('Förnamn')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true');
});

for (const width of [375, 1280]) {
  test(`moving a booking at ${width} px: closed days are greyed out and 'Bekräfta ändring' is in view`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    // A customer of their own, so the demo customer's bookings stay as other journeys expect them.
    await signUp(page, request, `e2e-move-${width}-${Date.now()}@example.se`, 'Flytt');
    // A booking at the clinic (open Monday–Friday) in the week after next, made through the API.
    const monday = addDays(weekStart(todayInZone(new Date())), width === 375 ? 14 : 21);
    const slot = await firstFreeSlot(page.request, 'uppsala-hudklinik', 'Hudkonsultation', monday);
    const res = await page.request.post('/api/bookings', { data: slot });
    expect(res.status()).toBe(201);
    const { booking } = (await res.json()) as { booking: { id: string } };

    // the new customer who has booked is not told to book a first time; 'Medlem sedan' reads the
    // same on the dashboard and the profile ('november 2026').
    await page.goto('/dashboard');
    await expect(
      page.getByText('Ditt konto är klart och din bokning är gjord.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('boka din första tid')).toHaveCount(0);
    await expect(page.getByText('Dina senast gjorda bokningar, den senaste först.')).toBeVisible();
    const since = (
      await page.getByText('Medlem sedan').locator('xpath=..').locator('dd').textContent()
    )?.trim();
    expect(since).toMatch(/^[a-zåäö]+ \d{4}$/);
    await page.goto('/profile');
    await expect(page.getByText(since!, { exact: true })).toBeVisible();

    await page.goto(`/edit-booking/${booking.id}`);
    await expect(page.getByRole('heading', { name: 'Ändra bokning' })).toBeVisible();
    const days = page.getByRole('group', { name: 'Välj nytt datum' }).getByRole('button');
    // Saturday and Sunday: closed, as the booking calendar shows them.
    const sunday = days.nth(6);
    await expect(sunday).toBeDisabled();
    await expect(sunday).toHaveAttribute('aria-label', /Stängt/);
    await expect(days.nth(5)).toBeDisabled();

    // Another open weekday and its first free time.
    const index = await days.evaluateAll((buttons) =>
      buttons.findIndex((b) => b.getAttribute('aria-pressed') === 'true'),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const other = days.nth(index === 0 ? 1 : 0);
    await expect(other).toBeEnabled();
    await other.click();
    const time = page.getByRole('button', { name: /^\S.* \d{2}:\d{2}$/ }).first();
    await expect(time).toBeVisible();
    await time.click();

    const confirm = page.getByRole('button', { name: 'Bekräfta ändring' });
    await expect(confirm).toBeVisible();
    await expect.poll(() => inViewAndUncovered(confirm)).toBe(true);
    if (width === 375) {
      // Above the bottom tabs and their raised 'Boka' button (28 px over the bar).
      const tabs = (await page.getByRole('navigation', { name: 'Snabbnavigering' }).boundingBox())!;
      await expect
        .poll(async () => {
          const box = (await confirm.boundingBox())!;
          return box.y + box.height;
        })
        .toBeLessThanOrEqual(tabs.y - 28);
    }
    await screenshot(page, `journey-polish/move-${width}`);
    await confirm.click();
    await expect(page.getByText('Bokningen uppdaterad!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-bookings$/);
  });
}
