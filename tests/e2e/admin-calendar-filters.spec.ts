import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { firstFreeSlot } from './booking-api';
import { verificationCode } from './mail';
import { ADMIN, ANNA, expect, openSignedIn, signInRequest, test } from './fixtures';

/*
 * Admin-side §2: the calendar's customer filter (all, new, returning) and service filter work. Filip is a new
 * customer with one booking; Anna (demo data) has booked Salong Solros many times.
 */

// Three weeks ahead: a week no other journey books in.
const monday = addDays(weekStart(todayInZone(new Date())), 21);

/** Books `serviceName` at Salong Solros at the first free time of that week, as the signed-in `customer`. */
async function bookFirstFree(customer: APIRequestContext, serviceName: string) {
  const slot = await firstFreeSlot(customer, 'salong-solros', serviceName, monday);
  expect((await customer.post('/api/bookings', { data: slot })).status()).toBe(201);
}

test('the admin filters the calendar by new or returning customers and by service', async ({
  page,
  playwright,
  baseURL,
}) => {
  const options = { baseURL, extraHTTPHeaders: { origin: baseURL! } };
  const filip = await playwright.request.newContext(options);
  const email = `filip-${Date.now()}@example.se`;
  const signup = await filip.post('/api/auth/sign-up/email', {
    data: { email, password: 'Hemligt123', name: 'Filip Först', firstName: 'Filip', lastName: 'Först' },
  });
  expect(signup.status()).toBe(200);
  const verified = await filip.post('/api/auth/email-otp/verify-email', {
    data: { email, otp: await verificationCode(filip, email) },
  });
  expect(verified.status()).toBe(200);
  await bookFirstFree(filip, 'Herrklippning');
  await filip.dispose();

  const anna = await playwright.request.newContext(options);
  await signInRequest(anna, ANNA);
  await bookFirstFree(anna, 'Damklippning');
  await anna.dispose();

  await openSignedIn(page, ADMIN, `/admin/calendar?date=${monday}`);
  const filipCard = page.getByRole('button', { name: /Filip Först, Herrklippning/ });
  const annaCard = page.getByRole('button', { name: /Anna Svensson, Damklippning/ });
  await expect(filipCard).toBeVisible();
  await expect(annaCard).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const customers = page.getByRole('group', { name: 'Kunder' });
  await customers.getByRole('button', { name: 'Återkommande' }).click();
  await expect(page).toHaveURL(/customers=returning/);
  await expect(annaCard).toBeVisible();
  await expect(filipCard).toBeHidden();

  // Both are new: Filip signed up now, Anna's record came with today's demo data.
  await customers.getByRole('button', { name: 'Nya' }).click();
  await expect(filipCard).toBeVisible();
  await expect(annaCard).toBeVisible();

  const service = page.getByLabel('Tjänst');
  await service.selectOption({ label: 'Herrklippning' });
  await expect(filipCard).toBeVisible();
  await expect(annaCard).toBeHidden();

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(service).toHaveValue(/.+/);
  await expect(customers.getByRole('button', { name: 'Nya' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filipCard).toBeVisible();
  await expect(annaCard).toBeHidden();

  await service.selectOption({ label: 'Alla tjänster' });
  await customers.getByRole('button', { name: 'Alla kunder' }).click();
  await expect(page).not.toHaveURL(/service=/);
  await expect(filipCard).toBeVisible();
  await expect(annaCard).toBeVisible();

  // A link naming a service the company does not have filters nothing.
  await page.goto(`/admin/calendar?date=${monday}&service=00000000-0000-4000-8000-000000000000`);
  await expect(filipCard).toBeVisible();
  await expect(annaCard).toBeVisible();
  await expect(service).toHaveValue('');
});

test("the salon's e-mail about a new booking links to it: after signing in the calendar shows its week and opens it", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Five weeks ahead: a week no other journey books in.
  const week = addDays(weekStart(todayInZone(new Date())), 35);
  const anna = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(anna, ANNA);
  const slot = await firstFreeSlot(anna, 'salong-solros', 'Damklippning', week);
  const notes = 'Vill gärna ha lugg <kort>';
  const res = await anna.post('/api/bookings', { data: { ...slot, notes } });
  expect(res.status()).toBe(201);
  const { booking } = (await res.json()) as { booking: { id: string; startDate: string } };

  // The company's address (e-mail notification on in the demo data) gets 'Ny bokning' with the calendar link.
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (
        await anna.get(`/api/dev/mail?to=${encodeURIComponent(ADMIN.email)}`)
      ).json()) as {
        subject: string;
        text: string;
      }[];
      const mail = mails.find((m) => m.subject.startsWith('Ny bokning') && m.text.includes(booking.id));
      link = /https?:\/\/\S+\/admin\/calendar\?booking=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .toContain(`/admin/calendar?booking=${booking.id}`);
  await anna.dispose();

  // Signed out, the link goes through sign-in and keeps the booking in the address.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/auth\?message=login_required/);
  await page.getByLabel('E-post').fill(ADMIN.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(ADMIN.password);
  await page.locator('form').getByRole('button', { name: 'Logga in' }).click();

  const details = page.getByRole('dialog', { name: 'Bokningsdetaljer' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('Anna Svensson');
  await expect(details).toContainText('Damklippning');
  await expect(details).toContainText(notes);
  await expect(page).toHaveURL(new RegExp(`booking=${booking.id}`));
  await expect(page).toHaveURL(new RegExp(`date=${booking.startDate}`));
  await expectNoSeriousAxeViolations(page);

  // Closing the popover takes the booking out of the address; a link to an unknown booking says so.
  await details.getByRole('button', { name: 'Stäng' }).first().click();
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/booking=/);
  await expect(page.getByRole('button', { name: /Anna Svensson, Damklippning/ }).first()).toBeVisible();
  await page.goto('/admin/calendar?booking=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Bokningen kunde inte öppnas')).toBeVisible();
  await expect(page).not.toHaveURL(/booking=/);
  await expect(details).toBeHidden();
});
