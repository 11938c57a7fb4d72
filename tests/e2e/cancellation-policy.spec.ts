import type { APIRequestContext, Page } from '@playwright/test';
import { zonedWallClockToInstant } from '../../src/shared/dates';
import { latestMail, verificationCode } from './mail';
import { ADMIN, expect, signInThroughApi, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * the salon asks for 24 hours' notice; a new customer sees the rule on the service step, the deadline
 * on the confirmation step, in the e-mail and in 'Mina bokningar'; past the deadline (the server's clock moved
 * with `POST /api/dev/clock`) cancelling is refused with the deadline and the salon's contact, in my bookings and
 * through the e-mailed link. At 375 px and 1280 px. The policy and the clock are put back afterwards.
 */

interface MyBooking {
  id: string;
  startDate: string;
  startTime: string;
  cancellationDeadline: string | null;
}

/** Sets the salon's notice in Settings › Schema (saved on change). */
async function setNotice(page: Page, label: string) {
  await page.goto('/admin/settings?tab=schedule');
  await page.getByRole('tab', { name: 'Schema' }).click();
  const notice = page.getByLabel('Kunder får avboka eller ändra online');
  await notice.selectOption({ label });
  await expect(page.getByText('Reglerna för avbokning och bokning har sparats.')).toBeVisible();
}

async function signUp(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Förnamn').fill('Ida');
  await page.getByLabel(/Efternamn/).fill('Berg');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(request, email));
  await expect(page.getByRole('link', { name: 'Fortsätt till din översikt' })).toBeVisible();
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`a 24-hour cancellation rule is shown and enforced at ${viewport.width} px`, async ({
    browser,
    request,
    serverClock,
  }) => {
    test.setTimeout(150_000);
    const adminContext = await browser.newContext({ viewport });
    const admin = await adminContext.newPage();
    await signInThroughApi(admin, ADMIN);
    await setNotice(admin, 'Senast 24 timmar före');
    await screenshot(admin, `cancellation-policy/settings-policy-${viewport.width}`, { fullPage: true });

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const email = `e2e-policy-${viewport.width}-${Date.now()}@example.se`;
    try {
      await signUp(page, request, email);

      // Service step: the rule in words.
      await page.goto('/booking/salong-solros');
      await expect(page.getByTestId('cancellation-policy')).toHaveText(
        'Du kan avboka eller ändra din tid online senast 24 timmar före start.',
      );
      await screenshot(page, `cancellation-policy/service-step-${viewport.width}`, { fullPage: true });

      // Book the first free Herrklippning of the week after next (at least 8 days ahead, so its 24-hour deadline
      // is still ahead on any day and hour the suite runs; next week's Monday is under 24 hours away on a Sunday
      // afternoon); the confirmation names the deadline.
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Herrklippning' })
        .getByRole('button', { name: 'Boka' })
        .click();
      await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
      const weekLabel = page.getByText(/^v\. \d+$/);
      for (let week = 0; week < 2; week++) {
        const shown = await weekLabel.textContent();
        await page.getByRole('button', { name: 'Nästa vecka' }).click();
        await expect(weekLabel).not.toHaveText(shown!);
      }
      await page
        .getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Bekräfta bokning' }).click();
      await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();
      const line = page.getByTestId('cancellation-deadline');
      await expect(line).toHaveText(/^Avbokning senast \S+ \d{1,2} \S+ \d{2}:\d{2}$/);
      const deadlineText = (await line.textContent())!;
      await screenshot(page, `cancellation-policy/confirmation-${viewport.width}`, { fullPage: true });

      const mine = (await (await page.request.get('/api/bookings/mine')).json()) as { upcoming: MyBooking[] };
      const booking = mine.upcoming[0]!;
      const deadline = new Date(booking.cancellationDeadline!);
      expect(deadline.getTime()).toBe(
        zonedWallClockToInstant(booking.startDate, booking.startTime).getTime() - 24 * 3_600_000,
      );
      const mail = await latestMail(request, email, /Bokningsbekräftelse/);
      expect(mail.text).toContain(`${deadlineText}.`);
      const cancelPath = /\/cancel-booking\?token=[\w-]+/.exec(mail.text)![0];

      // My bookings before the deadline: the line, and the buttons.
      await page.goto('/my-bookings');
      const item = page.getByRole('listitem').filter({ hasText: 'Herrklippning' });
      await expect(item.getByTestId('cancellation-deadline')).toHaveText(deadlineText);
      await expect(item.getByRole('button', { name: /^Avboka/ })).toBeVisible();

      // The deadline passes on the server while the page is open: cancelling says why, and nothing changes.
      await serverClock.set(new Date(deadline.getTime() + 5 * 60_000));
      await item.getByRole('button', { name: /^Avboka/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Avboka' }).click();
      const refusal = page.getByText(
        /^Sista tid att avboka eller ändra online var .+ Kontakta Salong Solros på/,
      );
      await expect(refusal).toBeVisible();
      await screenshot(page, `cancellation-policy/my-bookings-refused-${viewport.width}`, { fullPage: true });

      // Opened again after the deadline (the browser's clock too): the reason instead of the buttons.
      await page.clock.setSystemTime(new Date(deadline.getTime() + 5 * 60_000));
      await page.goto('/my-bookings');
      await expect(item.getByRole('note')).toContainText('Sista tid att avboka eller ändra online var');
      await expect(item.getByRole('button', { name: /^Avboka/ })).toHaveCount(0);
      await expect(item.getByRole('link', { name: /^Ändra/ })).toHaveCount(0);
      await screenshot(page, `cancellation-policy/my-bookings-past-${viewport.width}`, { fullPage: true });

      // The e-mailed link says the same, without a cancel button.
      await page.goto(cancelPath);
      await expect(page.getByTestId('policy-message')).toContainText(
        /^Sista tid att avboka eller ändra online var .+\. Kontakta Salong Solros på /,
      );
      await expect(page.getByRole('button', { name: 'Avboka' })).toHaveCount(0);
      await screenshot(page, `cancellation-policy/cancel-link-past-${viewport.width}`, { fullPage: true });
      const still = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as {
        status?: string;
        booking?: { status: string };
      };
      expect(still.booking?.status ?? still.status).toBe('booked');
    } finally {
      await serverClock.reset();
      await setNotice(admin, 'Fram till att tiden börjar');
      await context.close();
      await adminContext.close();
    }
  });
}
