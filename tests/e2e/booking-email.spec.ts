import { expectNoSeriousAxeViolations } from './axe';
import { expect, test, ANNA } from './fixtures';

const CUSTOMER = ANNA.email;

interface DevMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

test('the booking confirmation carries a .ics and calendar links, and the dev outbox shows the attachment', async ({
  page,
  request,
}) => {
  await page.goto('/auth');
  await page.getByLabel('E-post').fill(CUSTOMER);
  await page.getByLabel('Lösenord', { exact: true }).fill('Demo1234');
  await page.locator('form').getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/booking/nagelstudion-goteborg');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Manikyr' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  // Two weeks ahead: a day other journeys of the demo customer do not book on.
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  const slot = page.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first();
  await expect(slot).toBeVisible();
  const time = /(\d{2}:\d{2}),/.exec((await slot.getAttribute('aria-label')) ?? '')?.[1];
  await slot.click();
  await page.getByRole('button', { name: 'Bekräfta bokning' }).click();
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();

  let mail: DevMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/api/dev/mail?to=${encodeURIComponent(CUSTOMER)}`)
      ).json()) as DevMail[];
      mail = mails.find(
        (m) => m.subject.startsWith('Bokningsbekräftelse: Manikyr') && m.subject.endsWith(time!),
      );
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail!.attachments.map((a) => a.filename)).toEqual(['bokning.ics']);
  expect(mail!.attachments[0]!.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(mail!.text).toContain('https://calendar.google.com/calendar/render?');
  expect(mail!.text).toContain(
    'Frågor om bokningen? Kontakta Nagelstudion Göteborg: hej@nagelstudion.se, 031-22 33 44.',
  );

  await page.goto('/dev/mail');
  await page.getByLabel('Filtrera på mottagare').fill(CUSTOMER);
  const card = page.getByRole('listitem').filter({ hasText: mail!.subject }).first();
  await expect(card.getByRole('link', { name: 'bokning.ics' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await card.getByRole('button', { name: 'Visa HTML' }).click();
  const frame = page.frameLocator(`iframe[title="${mail!.subject}"]`);
  await expect(frame.getByRole('heading', { name: 'Din bokning är bekräftad' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Google Kalender' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Avboka din tid' })).toBeVisible();
});
