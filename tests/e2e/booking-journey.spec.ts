import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { verificationCode } from './mail';

/** Picks the first free time of the next week (this week may already be past or full). */
async function pickFirstSlotNextWeek(page: Page) {
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  const slot = page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first();
  await expect(slot).toBeVisible();
  const label = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  return label;
}

test('a visitor finds Salong Solros, books, signs up with the e-mailed code, then sees and cancels the booking', async ({
  page,
  request,
}) => {
  const email = `e2e-${Date.now()}@example.se`;

  await page.goto('/');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Sök företag' }).click();
  await expect(page.getByRole('heading', { name: 'Sök företag' })).toBeVisible();
  await page.getByLabel('Sök på namn, ort eller tjänst').fill('solros');
  await expect(page.getByRole('link', { name: /^Boka tid hos/ })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Boka tid hos Salong Solros' }).click();

  await expect(page).toHaveURL(/\/booking\/salong-solros$/);
  await expect(page.getByRole('heading', { name: 'Salong Solros' })).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Herrklippning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  const slotLabel = await pickFirstSlotNextWeek(page);
  const time = /(\d{2}:\d{2}),/.exec(slotLabel)?.[1];
  expect(time).toBeTruthy();

  await expect(page.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
  await expect(page.getByText('Skapa konto eller logga in för att slutföra')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Skapa konto / Logga in' }).click();
  await page.getByRole('button', { name: 'Skapa konto', exact: true }).first().click();

  await page.getByLabel('Förnamn').fill('Elin');
  await page.getByLabel(/Efternamn/).fill('Ek');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();

  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  const code = await verificationCode(request, email);
  await page.getByLabel('Verifieringskod').fill(code);

  // After verification the booking submits itself (customer-side §4).
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(email).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/my-bookings');
  const upcoming = page.getByRole('listitem').filter({ hasText: 'Herrklippning' });
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(time!);
  await expect(upcoming).toContainText('Salong Solros');
  await expectNoSeriousAxeViolations(page);

  await upcoming.getByRole('button', { name: 'Avboka' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Avboka' }).click();
  await expect(page.getByText('Bokningen har avbokats')).toBeVisible();
  await expect(page.getByText('Du har inga kommande bokningar')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Herrklippning' })).toContainText('Avbokad');

  const mails = (await (await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    text: string;
  }[];
  expect(mails.some((m) => /cancel-booking\?token=/.test(m.text))).toBe(true);
});

test('the demo customer signs in on /auth and a booked slot disappears from the calendar', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel('E-post').fill('anna.svensson@example.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Demo1234');
  await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Senaste aktivitet')).toBeVisible();

  await page.goto('/booking/barberaren-pa-soder');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Skäggtrim' })
    .getByRole('button', { name: 'Boka' })
    .click();
  const slotLabel = await pickFirstSlotNextWeek(page);
  await page.getByRole('button', { name: 'Bekräfta bokning' }).click();
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();

  await page.getByRole('button', { name: 'Gör en ny bokning' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Skäggtrim' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: slotLabel, exact: true })).toHaveCount(0);
});

test('a confirmed booking cannot be confirmed again from the flow: its change button opens /edit-booking/:id', async ({
  page,
  request,
}) => {
  // A new customer, so their bookings are exactly the ones made here.
  const email = `e2e-once-${Date.now()}@example.se`;
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Förnamn').fill('Olle');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(request, email));
  await expect(page.getByRole('link', { name: 'Fortsätt till din översikt' })).toBeVisible();
  const myBookingIds = async () => {
    const mine = (await (await page.request.get('/api/bookings/mine')).json()) as {
      upcoming: { id: string }[];
    };
    return mine.upcoming.map((b) => b.id);
  };

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/booking/orebro-fotvard');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Fotmassage' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await pickFirstSlotNextWeek(page);
  await page.getByRole('button', { name: 'Bekräfta bokning' }).click();
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();
  const ids = await myBookingIds();
  expect(ids).toHaveLength(1);

  // Nothing on the confirmation step leads back to 'Bekräfta bokning'; changing means moving this booking.
  await expect(page.getByRole('button', { name: 'Bekräfta bokning' })).toHaveCount(0);
  const change = page.getByRole('link', { name: 'Tillbaka för att ändra' });
  await expect(change).toHaveAttribute('href', `/edit-booking/${ids[0]}`);
  await expectNoSeriousAxeViolations(page);
  await change.click();
  await expect(page).toHaveURL(new RegExp(`/edit-booking/${ids[0]}$`));
  await expect(page.getByRole('heading', { name: 'Ändra bokning' })).toBeVisible();
  await expect(page.getByText('Nuvarande bokning')).toBeVisible();

  // Back in the browser, the confirmation's own address shows it again: the confirmed booking is not
  // offered for confirming again. One step further back is the time step, not the form.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/booking/orebro-fotvard\\?bokning=${ids[0]}$`));
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bekräfta bokning' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bekräfta bokning' })).toHaveCount(0);
  expect(await myBookingIds()).toEqual(ids);
});

test('unknown pages and companies say so', async ({ page }) => {
  await page.goto('/finns-inte');
  await expect(page.getByText('Sidan finns inte')).toBeVisible();
  // An unknown company is a 404 with the not-found page, rendered by the server.
  const unknownCompany = await page.goto('/booking/finns-inte');
  expect(unknownCompany?.status()).toBe(404);
  await expect(page.getByText('Sidan finns inte')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Till startsidan' })).toBeVisible();
});
