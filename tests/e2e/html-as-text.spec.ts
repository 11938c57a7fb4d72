import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { firstFreeSlot } from './booking-api';
import { latestMail, verificationCode } from './mail';
import { ADMIN, expect, signInThroughApi, test } from './fixtures';

/*
 * HTML typed into names and notes is shown as text everywhere it appears (the company's calendar,
 * customer list, the customer's own pages, e-mails), and never runs.
 */

const NAME = '<img src=x onerror="window.__xss=1">';
const NOTES = '<script>window.__xss=2</script><b>fet</b>';

test('a customer named with HTML, with HTML in the notes, is shown as text to the company and in e-mails', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `html-${Date.now()}@example.se`;
  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const signup = await customer.post('/api/auth/sign-up/email', {
    data: { email, password: 'Hemligt123', name: `${NAME} Ek`, firstName: NAME, lastName: 'Ek' },
  });
  expect(signup.status()).toBe(200);
  const verified = await customer.post('/api/auth/email-otp/verify-email', {
    data: { email, otp: await verificationCode(customer, email) },
  });
  expect(verified.status()).toBe(200);

  const nextMonday = addDays(weekStart(todayInZone(new Date())), 7);
  const slot = await firstFreeSlot(customer, 'salong-solros', 'Herrklippning', nextMonday);
  const booked = await customer.post('/api/bookings', { data: { ...slot, notes: NOTES } });
  expect(booked.status()).toBe(201);

  const mail = await latestMail(customer, email, /^Bokningsbekräftelse/);
  const html = (
    (await (await customer.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as { html: string }[]
  )[0]!.html;
  expect(mail.text).toContain(NAME);
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&#60;img src=x');
  await customer.dispose();

  await signInThroughApi(page, ADMIN);

  await page.goto(`/admin/calendar?date=${slot.date}`);
  const card = page.getByRole('button', { name: new RegExp(`${slot.startTime}.*img src=x`) }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(NAME.slice(0, 12));
  await card.click();
  const details = page.getByRole('dialog', { name: 'Bokningsdetaljer' });
  await expect(details).toContainText(NOTES);
  await expect(details.locator('b')).toHaveCount(0);

  await page.goto('/admin/customers');
  await page.getByLabel(/Sök/).fill('img src');
  await expect(page.getByText(`${NAME} Ek`).first()).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
