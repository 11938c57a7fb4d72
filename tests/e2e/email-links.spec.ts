import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { latestMail } from './mail';
import { ANNA, expect, openSignedIn, test } from './fixtures';

const CUSTOMER = ANNA.email;

/** Whether Salong Solros offers `startTime` on `date` for Herrklippning (public availability API). */
async function slotOffered(request: APIRequestContext, date: string, startTime: string) {
  const { services } = (await (await request.get('/api/companies/salong-solros')).json()) as {
    services: { id: string; name: string }[];
  };
  const serviceId = services.find((s) => s.name === 'Herrklippning')!.id;
  const res = await request.get(
    `/api/companies/salong-solros/availability?serviceId=${serviceId}&week=${date}`,
  );
  const week = (await res.json()) as { days: { date: string; slots: { startTime: string }[] }[] };
  return week.days.find((d) => d.date === date)!.slots.some((s) => s.startTime === startTime);
}

test('the confirmation e-mail links work signed out: verify once, then cancel, and the slot is free again', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, CUSTOMER, '/booking/salong-solros');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Herrklippning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  // The week after next: other journeys of the demo customer fill next week's Monday towards the limit of 5 a day.
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  const slot = page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first();
  await expect(slot).toBeVisible();
  await slot.click();
  await page.getByRole('button', { name: 'Bekräfta bokning' }).click();
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();

  const mail = await latestMail(page.request, CUSTOMER, /Bokningsbekräftelse/);
  const cancelUrl = /https?:\/\/\S+\/cancel-booking\?token=[\w-]+/.exec(mail.text)?.[0];
  const verifyUrl = /https?:\/\/\S+\/verify-booking\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(cancelUrl).toBeTruthy();
  expect(verifyUrl).toBeTruthy();
  expect(mail.text).toContain('Bekräfta att du kommer');

  // A fresh context: no session cookie, like opening the mail on another device.
  const guest = await browser.newContext();
  const link = await guest.newPage();
  const { booking } = (await (
    await guest.request.get(
      `/api/booking-links/cancel?token=${new URL(cancelUrl!).searchParams.get('token')}`,
    )
  ).json()) as {
    booking: { id: string; startDate: string; startTime: string };
  };
  expect(await slotOffered(guest.request, booking.startDate, booking.startTime)).toBe(false);

  await link.goto(verifyUrl!);
  await expect(link).toHaveURL(new RegExp(`/booking-confirmed\\?id=${booking.id}$`));
  await expect(link.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();
  await expect(link.getByText(`#${booking.id.slice(-8)}`)).toBeVisible();
  // what was confirmed — the service and the company, not only a number.
  await expect(link.getByText('Herrklippning')).toBeVisible();
  await expect(link.getByText('Salong Solros')).toBeVisible();
  await expectNoSeriousAxeViolations(link);

  await link.goto(verifyUrl!);
  await expect(link).toHaveURL(/\/booking-error\?message=token_used$/);
  await expect(link.getByRole('heading', { name: 'Länken har redan använts' })).toBeVisible();
  await expect(link.getByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', '/companies');
  await expectNoSeriousAxeViolations(link);

  await link.goto(cancelUrl!);
  await expect(link.getByRole('heading', { name: 'Avboka bokning' })).toBeVisible();
  await expect(link.getByText('Herrklippning')).toBeVisible();
  await expect(link.getByText('Salong Solros')).toBeVisible();
  // Moving is offered before cancelling.
  await expect(link.getByRole('link', { name: 'Ändra tid i stället' })).toHaveAttribute(
    'href',
    `/edit-booking/${booking.id}`,
  );
  await expectNoSeriousAxeViolations(link);
  await link.getByRole('button', { name: 'Avboka bokningen' }).click();
  const dialog = link.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(link);
  await dialog.getByRole('button', { name: 'Ja, avboka' }).click();
  await expect(link.getByRole('heading', { name: 'Bokningen har avbokats' })).toBeVisible();
  await expectNoSeriousAxeViolations(link);
  expect(await slotOffered(guest.request, booking.startDate, booking.startTime)).toBe(true);
  const cancelMail = await latestMail(page.request, CUSTOMER, /^Avbokad/);
  expect(cancelMail.text).toContain('avbokad');

  // The used cancel link and a wrong one explain themselves.
  await link.goto(cancelUrl!);
  await expect(link.getByRole('heading', { name: 'Bokningen är redan avbokad' })).toBeVisible();
  await link.goto('/cancel-booking?token=00000000-0000-4000-8000-000000000000');
  await expect(link.getByRole('heading', { name: 'Länken är ogiltig' })).toBeVisible();
  await expectNoSeriousAxeViolations(link);

  await link.goto('/verify-booking');
  await expect(link).toHaveURL(/\/booking-error\?message=Missing%20verification%20token$/);
  await expect(link.getByRole('heading', { name: 'Bokning misslyckades' })).toBeVisible();
  await guest.close();
});

test('the contact form sends a message that reaches support', async ({ page, request }) => {
  const subject = `Fråga ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Kontakta oss', level: 1 })).toBeVisible();
  await expect(page.getByText('09:00–17:00')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByText('Ange ditt namn')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Namn').fill('Karin Berg');
  await page.getByLabel('E-post').fill('karin.berg@example.se');
  await page.getByLabel('Ämne').fill(subject);
  await page.getByLabel('Meddelande').fill('Hej! Kan jag ändra min tid samma dag?');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByText('Meddelandet är skickat')).toBeVisible();
  await expect(page.getByLabel('Ämne')).toHaveValue('');
  await expect(page.getByLabel('Meddelande')).toHaveValue('');

  const mail = await latestMail(request, 'support@tidvis.se', new RegExp(subject));
  expect(mail.text).toContain('karin.berg@example.se');
  expect(mail.text).toContain('Kan jag ändra min tid samma dag?');
});

test('FAQ, terms and GDPR pages read well; the FAQ accordion opens', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Vanliga frågor', level: 1 })).toBeVisible();
  const question = page.getByRole('button', { name: 'Hur betalar jag?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Oftast betalar du på plats')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hur|^Vad/ })).toHaveCount(5);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Användarvillkor', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/gdpr');
  await expect(page.getByRole('heading', { name: 'Personuppgifter och GDPR', level: 1 })).toBeVisible();
  for (const right of ['Information', 'Rättelse', 'Radering', 'Dataportabilitet']) {
    await expect(page.getByText(new RegExp(`^${right} –`))).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
});

test('phone menu: guest login and signup buttons, Escape and its close button give focus back to the menu button, a followed link closes it; Ctrl+B toggles the desktop sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/faq');
  const menuButton = page.getByRole('button', { name: 'Öppna meny' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Tidvis')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Logga in' })).toHaveAttribute(
    'href',
    '/auth?tab=login&redirect=%2Ffaq',
  );
  await expect(menu.getByRole('link', { name: 'Skapa konto' })).toHaveAttribute(
    'href',
    '/auth?tab=signup&redirect=%2Ffaq',
  );
  await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Opened from the keyboard and closed with its own button, the menu also hands focus back.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Stäng meny' })).toBeFocused();
  await menu.getByRole('button', { name: 'Stäng meny' }).click();
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A followed link closes the menu.
  await menuButton.click();
  await menu.getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Snabbnavigering' }).getByRole('link')).toHaveCount(3);

  await page.setViewportSize({ width: 1280, height: 800 });
  const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toBeHidden();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toBeVisible();
});
