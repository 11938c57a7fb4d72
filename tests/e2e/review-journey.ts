import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, todayInZone, weekStart, zonedWallClockToInstant } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { firstFreeSlot } from './booking-api';
import { setServerClock } from './fixtures';
import { verificationCode } from './mail';

/*
 * Steps the review journeys share (reviews-favourites.spec.ts and review-moderation.spec.ts): a new
 * customer signs up, books Herrklippning at Salong Solros, the server's clock passes the visit so it completes, and
 * she leaves feedback in 'Mina bokningar'. Callers put the clock back (fixtures.ts setServerClock(request, new Date())).
 */

/** A booking as `POST /api/bookings` answers it (the fields the journeys read). */
export interface MyBooking {
  id: string;
  startDate: string;
  endTime: string;
  staff: { id: string; name: string } | null;
}

/** Signs up 'Vera <last>' with `email` through the form and the e-mailed code; she is signed in afterwards. */
export async function signUp(page: Page, request: APIRequestContext, email: string, last: string) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Förnamn').fill('Vera');
  await page.getByLabel(/Efternamn/).fill(last);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(request, email));
  await expect(page.getByRole('link', { name: 'Fortsätt till din översikt' })).toBeVisible();
}

/** The company's information loads when its place under the service list comes into view. */
export async function scrollToInfo(page: Page) {
  await expect(page.getByRole('heading', { name: 'Välj tjänst' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: 'Omdömen', exact: true })).toBeVisible();
}

/**
 * As the signed-in customer of `page`: books the first free Herrklippning at Salong Solros in the week three weeks
 * ahead (through the booking page's own API calls), then moves the server's clock a minute past the visit, so the
 * completion job completes it. Returns the booking.
 */
export async function bookCompletedVisit(page: Page, request: APIRequestContext): Promise<MyBooking> {
  const monday = addDays(weekStart(todayInZone(new Date())), 21);
  const slot = await firstFreeSlot(page.request, 'salong-solros', 'Herrklippning', monday);
  const made = await page.request.post('/api/bookings', { data: slot });
  expect(made.status()).toBe(201);
  const booking = ((await made.json()) as { booking: MyBooking }).booking;
  await setServerClock(
    request,
    new Date(zonedWallClockToInstant(booking.startDate, booking.endTime).getTime() + 60_000),
  );
  return booking;
}

/**
 * On /profile: 'Lämna omdöme' on the completed Herrklippning, `stars` (1–5, chosen with the keyboard), the
 * comment, 'Visa mitt omdöme på företagets sida' ticked, axe on the dialog, then 'Skicka'.
 */
export async function leavePublicFeedback(page: Page, stars: number, comment: string) {
  await page.goto('/profile');
  const visit = page
    .getByRole('listitem')
    .filter({ hasText: 'Herrklippning' })
    .filter({ hasText: 'Genomförd' });
  await visit.getByRole('button', { name: /^Lämna omdöme/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Lämna omdöme' });
  await dialog.getByRole('radio', { name: '1 stjärna' }).focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < stars; i++) await page.keyboard.press('ArrowRight');
  await expect(
    dialog.getByRole('radio', { name: stars === 1 ? '1 stjärna' : `${stars} stjärnor` }),
  ).toBeChecked();
  await dialog.getByLabel('Kommentar (valfritt)').fill(comment);
  await dialog.getByLabel(/Visa mitt omdöme på företagets sida/).check();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(dialog).toBeHidden();
}
