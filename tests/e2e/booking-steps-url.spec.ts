import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { openDatabase } from '../../src/server/db/client';
import { createCompany, createService, makeStaff } from '../factories';
import {
  createServerPgliteDatabase,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from '../support/server-process';
import { verificationCode } from './mail';
import { screenshot } from './screenshots';

/*
 * the booking flow's steps live in the address. Back, forward and reload on every
 * step keep the service, staff member and time; a shared link opens its step in a fresh browser; the time step says
 * what is booked; a booking draft in session storage causes no hydration error and no longer takes the page over; a
 * new customer signs up in the booking with a phone number and keeps the message written before. The salon is set
 * up in this spec's own database, so nothing depends on the demo data.
 */

const port = Number(process.env.E2E_PORT ?? 3300);
const SLOT_NAME = /\d{2}:\d{2}, \d+\s?kr$/;
const SIZES = [
  ['375', { width: 375, height: 812 }],
  ['1280', { width: 1280, height: 900 }],
] as const;
const SLUG = 'salong-adress';
const ADDRESS = 'Götgatan 12, 118 46 Stockholm';

let db: ServerDatabase;
let server: ServerProcess;
let api: APIRequestContext;
let companyId = '';
let cutId = '';
let boId = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  db = createServerPgliteDatabase();
  const handle = await openDatabase({ dataDir: db.dataDir });
  try {
    await handle.migrate();
    const d = handle.db;
    const salon = await createCompany(d, {
      name: 'Salong Adress',
      slug: SLUG,
      street: 'Götgatan 12',
      postcode: '11846',
      city: 'Stockholm',
    });
    companyId = salon.id;
    cutId = (await createService(d, salon.id, { name: 'Herrklippning', price: 450, durationMinutes: 45 })).id;
    await createService(d, salon.id, { name: 'Färgning', price: 900, displayOrder: 1 });
    await makeStaff(d, salon.id, { name: 'Anna Berg', displayOrder: 0, serviceIds: [cutId] });
    boId = (await makeStaff(d, salon.id, { name: 'Bo Ek', displayOrder: 1, serviceIds: [cutId] })).id;
  } finally {
    await handle.close();
  }
  server = await startServer(db, port + 3, `dist/e2e-${port}`);
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await db?.drop();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** Collects React's hydration errors (#418 and friends) and uncaught errors of `page`. */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /#41[89]|#42[35]|hydrat|did not match/i.test(msg.text()))
      errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}

const shot = (page: Page, name: string) => screenshot(page, `booking-url/${name}`, { fullPage: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const startOf = (label: string | null) => /(\d{2}:\d{2}),/.exec(label ?? '')?.[1] ?? '';

/** The first free Herrklippning time of next week with Bo Ek, as the calendar offers it (`YYYY-MM-DD`, `HH:MM`). */
async function freeTimeWithBo(): Promise<{ date: string; time: string }> {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  const week = d.toISOString().slice(0, 10);
  const res = await api.get(
    `/api/companies/${SLUG}/availability?serviceId=${cutId}&week=${week}&staffId=${boId}`,
  );
  const body = (await res.json()) as { days: { date: string; slots: { startTime: string }[] }[] };
  const day = body.days.find((x) => x.slots.length > 0);
  if (!day) throw new Error('no free time next week');
  return { date: day.date, time: day.slots[0]!.startTime };
}

for (const [size, viewport] of SIZES) {
  test(`at ${size} px back, forward and reload keep the service, staff and time on every step`, async ({
    page,
  }) => {
    const errors = watchHydration(page);
    await page.setViewportSize(viewport);
    // Arriving from another page, so 'back' from the service step has somewhere to go that is not the flow.
    await page.goto(url('/faq'));
    await page.goto(url(`/booking/${SLUG}`));
    await expect(heading(page, 'Välj tjänst')).toBeVisible();

    await page
      .getByRole('listitem')
      .filter({ hasText: 'Herrklippning' })
      .getByRole('button', { name: 'Boka' })
      .click();
    await expect(heading(page, 'Välj tid för din bokning')).toBeVisible();
    await expect(heading(page, 'Välj tid för din bokning')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?tjanst=${cutId}$`));
    // The time step says what is booked.
    const choice = page.getByTestId('booking-choice');
    await expect(choice).toHaveText('Herrklippning · 45 min · 450 kr · Valfri personal');

    await page.getByRole('group', { name: 'Välj personal' }).getByText('Bo Ek').click();
    await expect(choice).toHaveText('Herrklippning · 45 min · 450 kr · Bo Ek');
    await expect(page).toHaveURL(new RegExp(`personal=${boId}`));
    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    await expect(page).toHaveURL(/vecka=\d{4}-\d{2}-\d{2}/);
    const weekUrl = page.url();
    const slot = page.getByRole('button', { name: SLOT_NAME }).first();
    await expect(slot).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `${size}-1-time-step`);
    const slotLabel = (await slot.getAttribute('aria-label')) ?? '';
    const time = startOf(slotLabel);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    await slot.click();

    // The form step: its own address, with the price and the company's address in the summary.
    await expect(heading(page, 'Slutför din bokning')).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`tjanst=${cutId}&personal=${boId}&datum=\\d{4}-\\d{2}-\\d{2}&tid=`),
    );
    const formUrl = page.url();
    const summary = page.getByRole('definition');
    const expectFormStep = async () => {
      await expect(heading(page, 'Slutför din bokning')).toBeVisible();
      await expect(summary.filter({ hasText: time })).toBeVisible();
      await expect(summary.filter({ hasText: 'Bo Ek' })).toBeVisible();
      await expect(summary.filter({ hasText: '450 kr' })).toBeVisible();
      await expect(summary.filter({ hasText: ADDRESS })).toBeVisible();
    };
    await expectFormStep();
    await expectNoSidewaysScroll(page);
    await shot(page, `${size}-2-form-step`);

    await page.reload();
    await expectFormStep();
    expect(page.url()).toBe(formUrl);

    // Back: the time step, with Bo and the week shown before.
    await page.goBack();
    await expect(heading(page, 'Välj tid för din bokning')).toBeVisible();
    expect(page.url()).toBe(weekUrl);
    await expect(choice).toHaveText('Herrklippning · 45 min · 450 kr · Bo Ek');
    await expect(page.getByRole('radio', { name: /Bo Ek/ })).toBeChecked();
    await page.reload();
    await expect(choice).toHaveText('Herrklippning · 45 min · 450 kr · Bo Ek');
    await expect(page.getByRole('button', { name: slotLabel, exact: true })).toBeVisible();

    // Back again: the service step of this company, not the page before it.
    await page.goBack();
    await expect(heading(page, 'Välj tjänst')).toBeVisible();
    await expect(page).toHaveURL(url(`/booking/${SLUG}`));
    await page.reload();
    await expect(heading(page, 'Välj tjänst')).toBeVisible();

    // Forward walks the same steps again.
    await page.goForward();
    await expect(choice).toHaveText('Herrklippning · 45 min · 450 kr · Bo Ek');
    await page.goForward();
    await expectFormStep();

    // The step's own back button goes to the time step of that week.
    await page.getByRole('button', { name: 'Tillbaka till kalender' }).click();
    await expect(heading(page, 'Välj tid för din bokning')).toBeFocused();
    await expect(page.getByRole('radio', { name: /Bo Ek/ })).toBeChecked();
    await page.getByRole('button', { name: 'Ändra tjänst' }).click();
    await expect(heading(page, 'Välj tjänst')).toBeVisible();
    await expect(page).toHaveURL(url(`/booking/${SLUG}`));
    expect(errors).toEqual([]);
  });

  test(`at ${size} px a shared link to the form step opens it in a fresh browser, and old and broken links degrade`, async ({
    browser,
  }) => {
    const { date, time } = await freeTimeWithBo();
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchHydration(page);
    await page.goto(url(`/booking/${SLUG}?tjanst=${cutId}&personal=${boId}&datum=${date}&tid=${time}`));
    await expect(heading(page, 'Slutför din bokning')).toBeVisible();
    const summary = page.getByRole('definition');
    await expect(summary.filter({ hasText: time })).toBeVisible();
    await expect(summary.filter({ hasText: 'Bo Ek' })).toBeVisible();
    await expect(summary.filter({ hasText: '45 min' })).toBeVisible();

    // The old 'Boka igen' link opens the time step with that member.
    await page.goto(url(`/booking/${SLUG}?service=${cutId}&staff=${boId}`));
    await expect(page.getByTestId('booking-choice')).toHaveText('Herrklippning · 45 min · 450 kr · Bo Ek');
    // An unknown member is 'Valfri', a malformed time the time step, an unknown service the service step.
    await page.goto(url(`/booking/${SLUG}?tjanst=${cutId}&personal=nobody&datum=${date}&tid=25:99`));
    await expect(page.getByTestId('booking-choice')).toHaveText(
      'Herrklippning · 45 min · 450 kr · Valfri personal',
    );
    await page.goto(url(`/booking/${SLUG}?tjanst=00000000-0000-4000-8000-000000000000`));
    await expect(heading(page, 'Välj tjänst')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'erbjuds inte längre' })).toBeVisible();
    // Someone else's (or an unknown) confirmation address shows the service step.
    await page.goto(url(`/booking/${SLUG}?bokning=00000000-0000-4000-8000-000000000000`));
    await expect(heading(page, 'Välj tjänst')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`at ${size} px a draft in session storage causes no hydration error and only prefills its own time`, async ({
    page,
  }) => {
    const errors = watchHydration(page);
    await page.setViewportSize(viewport);
    const { date, time } = await freeTimeWithBo();
    await page.goto(url('/faq'));
    await page.evaluate(
      ({ companyId, cutId, boId, date, time }) => {
        const draft = {
          companyId,
          serviceId: cutId,
          serviceName: 'Herrklippning',
          servicePrice: 450,
          serviceDuration: 45,
          serviceDescription: null,
          date,
          startTime: time,
          endTime: time,
          staffId: boId,
          timeSlotId: `${date}T${time}`,
          datetime: new Date(Date.now() + 7 * 864e5).toISOString(),
          customerName: '',
          customerEmail: '',
          customerPhone: '',
          notes: 'Kort i nacken, tack',
          createdAt: Date.now(),
        };
        sessionStorage.setItem(`tidvis:booking-draft:${companyId}`, JSON.stringify(draft));
      },
      { companyId, cutId, boId, date, time },
    );
    // Coming back later: the service step, not the old form.
    await page.goto(url(`/booking/${SLUG}`));
    await expect(heading(page, 'Välj tjänst')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Herrklippning' })).toBeVisible();
    // Hydrated: the page answers a click.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Herrklippning' })
      .getByRole('button', { name: 'Boka' })
      .click();
    await expect(heading(page, 'Välj tid för din bokning')).toBeVisible();
    // The draft's own time gets its message back; another time does not.
    await page.goto(url(`/booking/${SLUG}?tjanst=${cutId}&personal=${boId}&datum=${date}&tid=${time}`));
    await expect(heading(page, 'Slutför din bokning')).toBeVisible();
    await expect(page.getByLabel('Meddelande (valfritt)')).toHaveValue('Kort i nacken, tack');
    const other = time === '16:00' ? '09:00' : '16:00';
    await page.goto(url(`/booking/${SLUG}?tjanst=${cutId}&personal=${boId}&datum=${date}&tid=${other}`));
    await expect(heading(page, 'Slutför din bokning')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lägg till meddelande' })).toBeVisible();
    await expect(page.getByLabel('Meddelande (valfritt)')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`at ${size} px a new customer signs up in the booking with a phone number and keeps the message`, async ({
    page,
    browser,
  }) => {
    const errors = watchHydration(page);
    await page.setViewportSize(viewport);
    const email = `telefon-${size}-${Date.now()}@example.se`;
    const { date, time } = await freeTimeWithBo();
    await page.goto(url(`/booking/${SLUG}?tjanst=${cutId}&personal=${boId}`));
    await expect(heading(page, 'Välj tid för din bokning')).toBeVisible();
    await page.goto(url(`/booking/${SLUG}?tjanst=${cutId}&personal=${boId}&datum=${date}&tid=${time}`));
    await expect(heading(page, 'Slutför din bokning')).toBeVisible();

    // New customers see the message field too.
    await page.getByRole('button', { name: 'Lägg till meddelande' }).click();
    await page.getByLabel('Meddelande (valfritt)').fill('Jag kommer med barnvagn');
    await page.getByRole('button', { name: 'Skapa konto / Logga in' }).click();
    await page.getByRole('button', { name: 'Skapa konto', exact: true }).first().click();
    await page.getByLabel('Förnamn').fill('Maja');
    await page.getByLabel('E-post').fill(email);
    const phone = page.getByLabel('Mobilnummer (valfritt, för SMS-påminnelse)');
    await phone.fill('12ab');
    await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
    await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
    await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByText('Ange ett giltigt telefonnummer')).toBeVisible();
    await phone.fill('070-123 45 67');
    await expectNoSidewaysScroll(page);
    await shot(page, `${size}-3-sign-up-with-phone`);
    await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();

    await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
    await page.getByLabel('Verifieringskod').fill(await verificationCode(api, email));

    await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible({ timeout: 20_000 });
    const details = page.getByRole('definition');
    await expect(details.filter({ hasText: 'Jag kommer med barnvagn' })).toBeVisible();
    await expect(details.filter({ hasText: '070-123 45 67' })).toBeVisible();
    await expect(page).toHaveURL(/\?bokning=[0-9a-f-]+$/);
    const confirmationUrl = page.url();
    await expectNoSidewaysScroll(page);
    await shot(page, `${size}-4-confirmation`);

    // The phone is on the account (the export reads the same field).
    const me = (await (await page.request.get(url('/api/me'))).json()) as { user: { phone: string | null } };
    expect(me.user.phone).toBe('+46701234567');

    // Reload keeps the confirmation for its owner; back goes to the time step, not to a second booking form.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();
    await expect(details.filter({ hasText: 'Jag kommer med barnvagn' })).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Välj tid för din bokning')).toBeVisible();

    // Someone else opening the address sees the service step.
    const stranger = await browser.newContext({ viewport });
    const other = await stranger.newPage();
    await other.goto(confirmationUrl);
    await expect(heading(other, 'Välj tjänst')).toBeVisible();
    await stranger.close();
    expect(errors).toEqual([]);
  });
}
