import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  formatHhmm,
  isoWeekNumber,
  parseHhmm,
  todayInZone,
  weekStart,
  zonedWallClockToInstant,
} from '../../src/shared/dates';
import { formatLongDateSv } from '../../src/shared/date-labels-sv';
import { firstFreeSlot } from './booking-api';
import { latestMail } from './mail';
import { ADMIN, ANNA, expect, openSignedIn, signInRequest, test } from './fixtures';

const CUSTOMER = ANNA;

/** The booking calendar's slot label: 'onsdag 25 november 14:00'. */
const slotLabel = (date: string, time: string) => `${formatLongDateSv(date)} ${time}`;

/**
 * The first free start of the service at Salong Solros before `before` (`YYYY-MM-DD`), from this week on, that is
 * not 10:00 (the seeded booking this journey cancels starts at 10:00).
 */
async function firstFreeBefore(request: APIRequestContext, serviceId: string, before: string) {
  const thisMonday = weekStart(todayInZone(new Date()));
  for (const monday of [thisMonday, addDays(thisMonday, 7)]) {
    const res = await request.get(
      `/api/companies/salong-solros/availability?serviceId=${serviceId}&week=${monday}`,
    );
    const week = (await res.json()) as { days: { date: string; slots: { startTime: string }[] }[] };
    for (const day of week.days.filter((d) => d.date < before)) {
      const slot = day.slots.find((x) => x.startTime !== '10:00');
      if (slot) return { date: day.date, startTime: slot.startTime };
    }
  }
  throw new Error(`no free time at Salong Solros before ${before}`);
}

/** Steps the calendar week by week (at most `weeks` times) until a booking card matching `name` shows. */
async function findBookingCard(page: Page, name: RegExp, weeks = 3) {
  const card = page.getByRole('button', { name }).first();
  for (let i = 0; i < weeks; i++) {
    try {
      await expect(card).toBeVisible({ timeout: 2_000 });
      return card;
    } catch {
      await page.getByRole('button', { name: 'Nästa vecka' }).click();
    }
  }
  await expect(card).toBeVisible();
  return card;
}

test('the demo admin blocks a time, cancels a booking and marks a started one as no-show', async ({
  page,
  browser,
  playwright,
  baseURL,
  serverClock,
}) => {
  const nextMonday = addDays(weekStart(todayInZone(new Date())), 7);
  const blockDate = addDays(nextMonday, 2); // Wednesday next week: Salong Solros is open 09–18

  // The demo customer books Herrklippning at the first free time before then through the API (it can be
  // marked no-show only once it has started, so the journey lets the server's clock reach it).
  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(customer, CUSTOMER);
  const { company, services } = (await (await customer.get('/api/companies/salong-solros')).json()) as {
    company: { id: string };
    services: { id: string; name: string }[];
  };
  const herr = services.find((s) => s.name === 'Herrklippning')!;
  const visit = await firstFreeBefore(customer, herr.id, blockDate);
  const booked = await customer.post('/api/bookings', {
    data: { companyId: company.id, serviceId: herr.id, date: visit.date, startTime: visit.startTime },
  });
  expect(booked.status()).toBe(201);
  await customer.dispose();

  await openSignedIn(page, ADMIN, '/admin/calendar');
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();

  // Block 14:00–15:00 next Wednesday (the dialog checks the end first).
  await page.getByRole('button', { name: 'Blockera tid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blockera tid' });
  await expect(dialog.getByLabel('Starttid')).toHaveValue('09:00');
  await expect(dialog.getByLabel('Sluttid')).toHaveValue('17:00');
  await dialog.getByLabel('Datum').fill(blockDate);
  await dialog.getByLabel('Starttid').fill('14:00');
  await dialog.getByLabel('Sluttid').fill('13:00');
  await dialog.getByRole('button', { name: 'Blockera', exact: true }).click();
  await expect(dialog.getByText('Sluttiden måste vara efter starttiden')).toBeVisible();
  await dialog.getByLabel('Sluttid').fill('15:00');
  await dialog.getByLabel('Anledning (valfritt)').fill('Personalmöte');
  await dialog.getByRole('button', { name: 'Blockera', exact: true }).click();
  await expect(page.getByText('Tid blockerad')).toBeVisible();
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(page.getByRole('button', { name: 'Blockerad: Personalmöte' })).toBeVisible();

  // A guest no longer gets 14:00 or 14:30 that day, but still 13:30 and 15:00.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/booking/salong-solros');
  await guest
    .getByRole('listitem')
    .filter({ hasText: 'Herrklippning' })
    .getByRole('button', { name: 'Boka' })
    .click();
  await guest.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(
    guest.getByRole('button', { name: new RegExp(`^${slotLabel(blockDate, '13:30')},`) }),
  ).toBeVisible();
  await expect(
    guest.getByRole('button', { name: new RegExp(`^${slotLabel(blockDate, '15:00')},`) }),
  ).toBeVisible();
  await expect(
    guest.getByRole('button', { name: new RegExp(`^${slotLabel(blockDate, '14:00')},`) }),
  ).toHaveCount(0);
  await expect(
    guest.getByRole('button', { name: new RegExp(`^${slotLabel(blockDate, '14:30')},`) }),
  ).toHaveCount(0);
  await guestContext.close();

  // Cancel Anna Svensson's seeded booking (10:00, within the next weeks).
  await page.getByRole('button', { name: 'Idag' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(
    `v. ${isoWeekNumber(todayInZone(new Date()))}`,
  );
  const anna = await findBookingCard(page, /^10:00–\d{2}:\d{2} Anna Svensson, .*, Bokad$/);
  await anna.click();
  const details = page.getByRole('dialog', { name: 'Bokningsdetaljer' });
  await expect(details.getByRole('link', { name: /Anna Svensson/ })).toHaveAttribute(
    'href',
    /\/admin\/customers\?customerId=/,
  );
  await expect(details.getByRole('link', { name: /Anna Svensson/ })).toHaveAttribute('target', '_blank');
  await details.getByRole('button', { name: 'Avboka' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Är du säker på att du vill avboka denna bokning? Detta kommer att frigöra tiden för andra kunder.',
  );
  await confirm.getByRole('button', { name: 'Avboka' }).click();
  await expect(page.getByText('Bokning avbokad')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^10:00–\d{2}:\d{2} Anna Svensson, .*, Avbokad$/ }).first(),
  ).toBeVisible();
  const mail = await latestMail(page.request, CUSTOMER.email, /^Avbokad av Salong Solros/);
  expect(mail.text).toContain('Salong Solros har tyvärr avbokat din bokning');

  // Five minutes after its start, mark the Herrklippning as no-show, then restore it; then back to real time.
  const visitCard = new RegExp(`^${visit.startTime}–\\d{2}:\\d{2} Anna Svensson, Herrklippning, `);
  await serverClock.set(
    new Date(zonedWallClockToInstant(visit.date, visit.startTime).getTime() + 5 * 60_000),
  );
  try {
    await page.goto(`/admin/calendar?date=${visit.date}`);
    await page.getByRole('button', { name: new RegExp(`${visitCard.source}Bokad$`) }).click();
    const visitDetails = page.getByRole('dialog', { name: 'Bokningsdetaljer' });
    await expect(visitDetails.getByRole('button', { name: 'Avboka' })).toHaveCount(0); // it has started
    await visitDetails.getByRole('button', { name: 'Markera som utebliven' }).click();
    await expect(page.getByText('Bokning markerad som utebliven')).toBeVisible();
    await page.getByRole('button', { name: 'Utebliven', exact: true }).click(); // status filter
    const noShow = page.getByRole('button', { name: new RegExp(`${visitCard.source}Utebliven$`) });
    await expect(noShow).toBeVisible();
    await expect(page.getByRole('button', { name: /, Avbokad$/ })).toHaveCount(0);
    await noShow.click();
    await page
      .getByRole('dialog', { name: 'Bokningsdetaljer' })
      .getByRole('button', { name: 'Återställ till bokad' })
      .click();
    await expect(page.getByText('Bokning återställd')).toBeVisible();
    await expect(noShow).toHaveCount(0);
  } finally {
    await serverClock.reset();
  }
});

test('on a phone, the admin blocks a time over a booking, sees it listed and cancels it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Anna books the first free Herrklippning (30 minutes) two weeks ahead through the API.
  const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInRequest(customer, CUSTOMER);
  const monday = addDays(weekStart(todayInZone(new Date())), 14);
  const slot = await firstFreeSlot(customer, 'salong-solros', 'Herrklippning', monday);
  const booked = await customer.post('/api/bookings', { data: slot });
  expect(booked.status()).toBe(201);
  await customer.dispose();
  const end = formatHhmm(parseHhmm(slot.startTime) + 30);

  await openSignedIn(page, ADMIN, `/admin/calendar?date=${slot.date}`);
  await page.getByRole('button', { name: 'Blockera tid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blockera tid' });

  // A time that has already ended is refused before anything is sent.
  await dialog.getByLabel('Datum').fill(addDays(todayInZone(new Date()), -1));
  await dialog.getByRole('button', { name: 'Blockera', exact: true }).click();
  await expect(dialog.getByText('Blockeringen ligger redan i det förflutna')).toBeVisible();

  // Over Anna's booking: the dialog lists it and asks what should happen to it.
  await dialog.getByLabel('Datum').fill(slot.date);
  await dialog.getByLabel('Starttid').fill(slot.startTime);
  await dialog.getByLabel('Sluttid').fill(end);
  await expect(dialog.getByText('Blockeringen täcker 1 bokning:')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(
    `${slot.startTime}–${end} Anna Svensson, Herrklippning`,
  );
  await dialog.getByRole('button', { name: 'Blockera', exact: true }).click();
  await expect(dialog.getByText('Välj om bokningarna ska behållas eller avbokas')).toBeVisible();
  const group = dialog.getByRole('group', { name: 'Vad ska hända med bokningarna?' });
  await expect(
    group.getByRole('radio', { name: 'Behåll bokningarna (blockera bara den lediga tiden)' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown'); // keyboard: the next choice
  await expect(group.getByRole('radio', { name: 'Avboka dem (kunderna får ett mejl)' })).toBeChecked();
  await dialog.getByLabel('Anledning (valfritt)').fill('Stängt för leverans');
  await dialog.getByRole('button', { name: 'Blockera', exact: true }).click();
  await expect(page.getByText('Tid blockerad, 1 bokning avbokad')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect(
    page.getByRole('button', { name: `${slot.startTime}–${end} Anna Svensson, Herrklippning, Avbokad` }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `${slot.startTime}–${end} Stängt för leverans` }), // the phone's day list
  ).toBeVisible();
  const day = String(Number(slot.date.slice(8)));
  const mail = await latestMail(
    page.request,
    CUSTOMER.email,
    new RegExp(`^Avbokad av Salong Solros: Herrklippning .*\\b${day}\\b.* kl\\. ${slot.startTime}$`),
  );
  expect(mail.text).toContain('Salong Solros har tyvärr avbokat din bokning');
});
