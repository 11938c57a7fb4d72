import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoSeriousAxeViolations } from './axe';
import { verificationCode } from './mail';
import { ADMIN, expect, signInRequest, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * 'Lägg till i kalender' on the confirmation step and in 'Mina bokningar'. A new customer books at
 * Salong Solros through the booking page (signing up in the flow), downloads the booking's `.ics` and reads the
 * Google and Outlook links; every time in them must be the booked Stockholm wall clock. After the customer moves
 * the booking, the file keeps its UID and carries the new time and a higher SEQUENCE. The links are reached and
 * used with the keyboard. The salon's move (admin API) raises the SEQUENCE again. Screenshots go to E2E_SCREENSHOTS_DIR/add-to-calendar when it is set.
 */

/** The demo owner of Salong Solros. */
const SLOT_NAME = /\d{2}:\d{2}, \d+\s?kr$/;
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;
/** The pages Google's and Outlook's links open: answered locally, so the suite needs no network. */
const CALENDAR_SITES = /^https:\/\/(calendar\.google\.com|outlook\.live\.com)\//;

/** A booking as `GET /api/bookings/mine` lists it (the fields the calendar entries are made from). */
interface Booked {
  id: string;
  serviceName: string;
  companyName: string;
  startDate: string;
  startTime: string;
  endTime: string;
}

/** Wall clock of an instant in Europe/Stockholm, computed here (not with the app's helpers). */
function stockholm(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Start and end of `booking` as Stockholm wall clock, the way the instants above are compared. */
function bookedTimes(booking: Booked) {
  return {
    start: { date: booking.startDate, time: booking.startTime },
    end: { date: booking.startDate, time: booking.endTime },
  };
}

/** The customer's one upcoming booking, read with the page's session. */
async function myOnlyBooking(page: Page): Promise<Booked> {
  const res = await page.request.get('/api/bookings/mine');
  expect(res.status()).toBe(200);
  const { upcoming } = (await res.json()) as { upcoming: Booked[] };
  expect(upcoming).toHaveLength(1);
  return upcoming[0]!;
}

/** What a downloaded `.ics` holds, parsed with ical.js (a parse error fails the test). */
interface IcsEvent {
  uid: string;
  sequence: number;
  summary: string;
  start: { date: string; time: string };
  end: { date: string; time: string };
}

/** Parses an iCalendar text into its one VEVENT (fails unless there is exactly one). */
function parseOneEvent(text: string): IcsEvent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const event = new ICAL.Event(vevents[0]!);
  const utc = ICAL.Timezone.utcTimezone;
  return {
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    start: stockholm(event.startDate.convertToZone(utc).toJSDate()),
    end: stockholm(event.endDate.convertToZone(utc).toJSDate()),
  };
}

/** Activates `activate` (a click or a key press on the `.ics` link) and parses the file the browser downloads. */
async function downloadIcs(page: Page, activate: () => Promise<void>): Promise<IcsEvent> {
  const [download] = await Promise.all([page.waitForEvent('download'), activate()]);
  expect(download.suggestedFilename()).toBe('bokning.ics');
  const path = await download.path();
  return parseOneEvent(readFileSync(path, 'utf8'));
}

/** `20260329T070000Z` (Google's `dates` halves) → the instant. */
function basicUtcToDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a basic UTC time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

/** The title, start and end a Google Calendar link carries (its query string decoded). */
function googleEvent(href: string) {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(url.searchParams.get('action')).toBe('TEMPLATE');
  const [start, end] = (url.searchParams.get('dates') ?? '').split('/');
  return {
    title: url.searchParams.get('text'),
    start: stockholm(basicUtcToDate(start ?? '')),
    end: stockholm(basicUtcToDate(end ?? '')),
  };
}

/** The title, start and end an Outlook link carries (its query string decoded). */
function outlookEvent(href: string) {
  const url = new URL(href);
  expect(url.origin).toBe('https://outlook.live.com');
  const startdt = url.searchParams.get('startdt') ?? '';
  const enddt = url.searchParams.get('enddt') ?? '';
  // An instant (UTC, `Z`): a zoneless time would be read in the viewer's own zone.
  expect(startdt).toMatch(/Z$/);
  expect(enddt).toMatch(/Z$/);
  return {
    title: url.searchParams.get('subject'),
    start: stockholm(new Date(startdt)),
    end: stockholm(new Date(enddt)),
  };
}

/** The three entries of one 'Lägg till i kalender' control. */
function calendarLinks(scope: Locator) {
  const control = scope.getByRole('group', { name: /^Lägg till i kalender/ });
  return {
    control,
    file: control.getByRole('link', { name: /^Kalenderfil \(\.ics\)/ }),
    google: control.getByRole('link', { name: /^Google/ }),
    outlook: control.getByRole('link', { name: /^Outlook/ }),
  };
}

/**
 * Checks one 'Lägg till i kalender' control against `booking`: the `.ics` (downloaded by a click) is one VEVENT
 * with the booking's id as UID, its times and a summary naming service and company; the Google and Outlook links
 * carry the same times and title. Returns the parsed file.
 */
async function expectOffersBooking(page: Page, scope: Locator, booking: Booked): Promise<IcsEvent> {
  const { control, file, google, outlook } = calendarLinks(scope);
  await expect(control).toBeVisible();
  await expect(file).toHaveAttribute('href', `/api/bookings/${booking.id}/calendar.ics`);

  const ics = await downloadIcs(page, () => file.click());
  const times = bookedTimes(booking);
  expect(ics.uid).toBe(booking.id);
  expect(ics.start).toEqual(times.start);
  expect(ics.end).toEqual(times.end);
  expect(ics.summary).toContain(booking.serviceName);
  expect(ics.summary).toContain(booking.companyName);

  for (const linked of [
    googleEvent((await google.getAttribute('href')) ?? ''),
    outlookEvent((await outlook.getAttribute('href')) ?? ''),
  ]) {
    expect(linked.start).toEqual(times.start);
    expect(linked.end).toEqual(times.end);
    expect(linked.title).toBe(ics.summary);
  }
  for (const link of [google, outlook]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  return ics;
}

/**
 * Keyboard: Tab from just before the control reaches the `.ics` link, Enter downloads it; Tab reaches Google and
 * then Outlook, and Enter opens each in a new tab at the link's address.
 */
async function expectKeyboardReachable(page: Page, scope: Locator, booking: Booked) {
  const { control, file, google, outlook } = calendarLinks(scope);
  // Clicking the control's (unfocusable) label moves the sequential focus starting point to just before its links.
  await control.getByText('Lägg till i kalender').click();
  await page.keyboard.press('Tab');
  await expect(file).toBeFocused();
  const ics = await downloadIcs(page, () => page.keyboard.press('Enter'));
  expect(ics.uid).toBe(booking.id);

  for (const link of [google, outlook]) {
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const href = (await link.getAttribute('href')) ?? '';
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    await tab.close();
    await page.bringToFront();
  }
}

/** The page is no wider than the viewport (the control's links wrap rather than overflow at 375 px). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signs a new customer up inside the booking flow, at the form step; the booking then submits itself. */
async function signUpInFlow(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
  await page.getByRole('button', { name: 'Skapa konto / Logga in' }).click();
  await page.getByRole('button', { name: 'Skapa konto', exact: true }).first().click();
  await page.getByLabel('Förnamn').fill('Kalle');
  await page.getByLabel(/Efternamn/).fill('Kalender');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill('Hemligt123');
  await page.getByLabel('Bekräfta lösenord').fill('Hemligt123');
  await page.locator('form').getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Bekräfta din e-post' })).toBeVisible();
  await page.getByLabel('Verifieringskod').fill(await verificationCode(page.request, email));
}

test.beforeAll(() => {});

test.beforeEach(async ({ context }) => {
  await context.route(CALENDAR_SITES, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Kalender</title>' }),
  );
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px a new customer adds a Salong Solros booking to the calendar, before and after moving it`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const email = `e2e-kalender-${viewport.width}-${Date.now()}@example.se`;

    // Book the first free Herrklippning of next week through the booking page, signing up in the flow.
    await page.goto('/booking/salong-solros');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Herrklippning' })
      .getByRole('button', { name: 'Boka' })
      .click();
    await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    const slot = page.getByRole('button', { name: SLOT_NAME }).first();
    await expect(slot).toBeVisible();
    const [, day, time] = /^(.+) (\d{2}:\d{2}), /.exec((await slot.getAttribute('aria-label')) ?? '') ?? [];
    expect(time).toBeTruthy();
    await slot.click();
    await signUpInFlow(page, email);

    // The confirmation step.
    await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible({ timeout: 20_000 });
    const booking = await myOnlyBooking(page);
    expect(booking.startTime).toBe(time);
    expect(booking.serviceName).toBe('Herrklippning');
    expect(booking.companyName).toBe('Salong Solros');
    const confirmation = page.getByRole('main');
    // One booking on the page: the links' names need no context; the new-tab ones say so.
    await expect(calendarLinks(confirmation).file).toHaveAccessibleName('Kalenderfil (.ics)');
    await expect(calendarLinks(confirmation).google).toHaveAccessibleName('Google (öppnas i ny flik)');
    await expect(calendarLinks(confirmation).outlook).toHaveAccessibleName('Outlook (öppnas i ny flik)');
    const booked = await expectOffersBooking(page, confirmation, booking);
    expect(booked.sequence).toBe(0);
    await calendarLinks(confirmation).control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `add-to-calendar/confirmation-${viewport.width}`);
    // The three links share one row, on a phone too (no lone 'Outlook' on a line of its own).
    const links = calendarLinks(confirmation);
    const tops = await Promise.all([links.file, links.google, links.outlook].map((l) => l.boundingBox()));
    expect(new Set(tops.map((box) => box?.y)).size).toBe(1);
    await expectKeyboardReachable(page, confirmation, booking);

    // 'Mina bokningar': the same booking offers the same.
    await page.goto('/my-bookings');
    const item = page.getByRole('listitem').filter({ hasText: 'Herrklippning' });
    await expect(item).toHaveCount(1);
    // A list of bookings: each link names the booking it is for, as 'Ändra' and 'Avboka' do.
    await expect(calendarLinks(item).file).toHaveAccessibleName(
      `Kalenderfil (.ics) för Herrklippning ${day}`,
    );
    await expect(calendarLinks(item).google).toHaveAccessibleName(
      `Google för Herrklippning ${day} (öppnas i ny flik)`,
    );
    await expect(calendarLinks(item).outlook).toHaveAccessibleName(
      `Outlook för Herrklippning ${day} (öppnas i ny flik)`,
    );
    const itemLinks = calendarLinks(item);
    const itemTops = await Promise.all(
      [itemLinks.file, itemLinks.google, itemLinks.outlook].map((l) => l.boundingBox()),
    );
    expect(new Set(itemTops.map((box) => box?.y)).size).toBe(1);
    const listed = await expectOffersBooking(page, item, booking);
    expect(listed).toEqual(booked);
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `add-to-calendar/my-bookings-${viewport.width}`, { fullPage: true });
    await expectKeyboardReachable(page, item, booking);

    // The customer moves it to another time the same day.
    await item.getByRole('link', { name: /^Ändra/ }).click();
    await expect(page.getByRole('heading', { name: 'Ändra bokning' })).toBeVisible();
    await expect(page.getByRole('button', { name: `${day} ${time} (nuvarande tid)` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const otherTime = page.getByRole('button', { name: new RegExp(`^${day} \\d{2}:\\d{2}$`) }).first();
    await expect(otherTime).toBeVisible();
    const newTime = (await otherTime.textContent())?.trim() ?? '';
    expect(newTime).not.toBe(time);
    await otherTime.click();
    await page.getByRole('button', { name: 'Bekräfta ändring' }).click();
    await expect(page.getByText('Bokningen uppdaterad!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-bookings$/);

    const moved = await myOnlyBooking(page);
    expect(moved.id).toBe(booking.id);
    expect(moved.startTime).toBe(newTime);
    const movedItem = page.getByRole('listitem').filter({ hasText: 'Herrklippning' });
    await expect(movedItem).toContainText(newTime);
    const updated = await expectOffersBooking(page, movedItem, moved);
    expect(updated.uid).toBe(booked.uid);
    expect(updated.sequence).toBeGreaterThan(booked.sequence);
    expect(updated.start).not.toEqual(booked.start);
    await screenshot(page, `add-to-calendar/my-bookings-moved-${viewport.width}`, { fullPage: true });

    // The salon moves it as well ('Flytta', through the admin API): the file follows once more.
    const { slots } = (await (
      await page.request.get(`/api/bookings/${booking.id}/slots?date=${moved.startDate}`)
    ).json()) as { slots: string[] };
    const adminTime = slots.find((s) => s !== moved.startTime && s !== booking.startTime);
    expect(adminTime).toBeTruthy();
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    try {
      await signInRequest(admin, ADMIN);
      const res = await admin.post(`/api/admin/calendar/bookings/${booking.id}/move`, {
        data: { date: moved.startDate, startTime: adminTime },
      });
      expect(res.status()).toBe(200);
    } finally {
      await admin.dispose();
    }
    await page.reload();
    const byAdmin = await myOnlyBooking(page);
    expect(byAdmin.startTime).toBe(adminTime);
    const adminItem = page.getByRole('listitem').filter({ hasText: 'Herrklippning' });
    await expect(adminItem).toContainText(adminTime!);
    const again = await expectOffersBooking(page, adminItem, byAdmin);
    expect(again.uid).toBe(booked.uid);
    expect(again.sequence).toBeGreaterThan(updated.sequence);
  });
}
