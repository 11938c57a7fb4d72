import { zonedWallClockToInstant } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { latestMail, verificationCode } from './mail';
import { ADMIN, expect, openSignedIn, test } from './fixtures';

/*
 * a booking's whole life on data the app makes today. A new customer books, the salon is e-mailed, time
 * passes on the server's injectable clock (`POST /api/dev/clock`, test builds only), the salon can mark a no-show
 * only once the visit has started, the visit completes by itself and the customer leaves feedback on it.
 * The clock is put back at the end, so the journeys after this one run on real time again.
 */

interface MyBooking {
  id: string;
  startDate: string;
  startTime: string;
  endTime: string;
}

test('a booking made today is e-mailed to the salon, can be a no-show only once started, completes and gets feedback', async ({
  page,
  browser,
  request,
  serverClock,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-life-${Date.now()}@example.se`;
  const message = 'Kort i nacken, tack & <hälsningar>';

  // A new customer signs up and books the first free Herrklippning at Salong Solros with a message.
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Förnamn').fill('Vera');
  await page.getByLabel(/Efternamn/).fill('Lind');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(request, email));
  await expect(page.getByRole('link', { name: 'Fortsätt till din översikt' })).toBeVisible();

  await page.goto('/booking/salong-solros');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Herrklippning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  const slots = page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ });
  if ((await slots.count()) === 0) await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await slots.first().click();
  await page.getByRole('button', { name: 'Lägg till meddelande' }).click();
  await page.getByLabel('Meddelande (valfritt)').fill(message);
  await page.getByRole('button', { name: 'Bekräfta bokning' }).click();
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();

  const mine = (await (await page.request.get('/api/bookings/mine')).json()) as { upcoming: MyBooking[] };
  expect(mine.upcoming).toHaveLength(1);
  const booking = mine.upcoming[0]!;

  // The customer's confirmation carries the message; the salon's e-mail names the customer and links the booking.
  const confirmation = await latestMail(request, email, /Bokningsbekräftelse|bekräft/i);
  expect(confirmation.text).toContain(message);
  const salonMail = await latestMail(request, ADMIN.email, /Ny bokning/i);
  expect(salonMail.text).toContain('Vera Lind');
  expect(salonMail.text).toContain(email);
  expect(salonMail.text).toContain(message);
  expect(salonMail.text).toContain(booking.startTime);
  const link = /https?:\/\/\S+\/admin\/calendar\?booking=[\w-]+/.exec(salonMail.text)?.[0];
  expect(link).toContain(booking.id);

  // The salon follows the link: the booking opens, and before its start it cannot be marked as a no-show.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, ADMIN, new URL(link!).pathname + new URL(link!).search);
  const details = admin.getByRole('dialog', { name: 'Bokningsdetaljer' });
  await expect(details).toContainText('Vera Lind');
  await expect(details.getByRole('button', { name: 'Markera som utebliven' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Avboka' })).toBeVisible();

  // Five minutes after the start: the salon may mark a no-show (not cancel), and restoring it makes it booked.
  const start = zonedWallClockToInstant(booking.startDate, booking.startTime);
  await serverClock.set(new Date(start.getTime() + 5 * 60_000));
  await admin.reload();
  await expect(details).toContainText('Vera Lind');
  await expect(details.getByRole('button', { name: 'Avboka' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Markera som utebliven' }).click();
  await expect(admin.getByText('Bokning markerad som utebliven')).toBeVisible();
  await admin.goto(new URL(link!).pathname + new URL(link!).search);
  await details.getByRole('button', { name: 'Återställ till bokad' }).click();
  await expect(admin.getByText('Bokning återställd')).toBeVisible();
  await adminContext.close();

  // After its end the visit is completed: history, my bookings, and feedback on a phone.
  const end = zonedWallClockToInstant(booking.startDate, booking.endTime);
  await serverClock.set(new Date(end.getTime() + 2 * 60_000));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/my-bookings');
  await expect(page.getByText('Du har inga kommande bokningar')).toBeVisible();
  await page.goto('/profile');
  const visit = page.getByRole('listitem').filter({ hasText: 'Herrklippning' });
  await expect(visit).toContainText('Genomförd');
  await expectNoSeriousAxeViolations(page);
  await visit.getByRole('button', { name: /^Lämna omdöme/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Lämna omdöme' });
  // The star is the radio's label (the input itself is visually hidden).
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stjärnor' }) })
    .click();
  await expect(dialog.getByRole('radio', { name: '5 stjärnor' })).toBeChecked();
  await dialog.getByLabel('Kommentar (valfritt)').fill('Snabbt och bra!');
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Tack för ditt omdöme!')).toBeVisible();
  await expect(visit).toContainText('Omdöme lämnat');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/dashboard');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Herrklippning' }).getByText('Genomförd'),
  ).toBeVisible();
});
