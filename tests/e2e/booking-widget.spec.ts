import { createServer, type Server } from 'node:http';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test, ANNA, ADMIN } from './fixtures';

/*
 * In Chromium: the company copies the widget's code from Settings › Widget & kalender, a page of its
 * own website on ANOTHER SITE (127.0.0.1, while Tidvis is on localhost) frames it, and a visitor books through it,
 * signing in in the pop-up on Tidvis's origin, with third-party cookies blocked; the booking is stored with source
 * 'iframe'. At 375 px and 1280 px. The calendar subscription address answers a valid calendar.
 */

const port = Number(process.env.E2E_PORT ?? 3300);
const hostPort = Number(process.env.E2E_WIDGET_HOST_PORT ?? port + 9);
const APP = `http://localhost:${port}`;
const HOST = `http://127.0.0.1:${hostPort}`;
const CUSTOMER = ANNA;

let snippet = '';
let hostServer: Server;
let browser: Browser;

async function adminSignIn(page: Page) {
  await page.goto(`${APP}/admin/login`);
  await page.getByLabel('E-post').fill(ADMIN.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.beforeAll(async () => {
  // Chromium as a browser that blocks third-party cookies (the frame must not rely on them).
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--test-third-party-cookie-phaseout'],
  });
  hostServer = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html lang="sv"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Salong Solros</title></head>' +
        `<body style="margin:0;font-family:sans-serif"><h1>Salong Solros webbplats</h1>${snippet}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => hostServer.listen(hostPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => hostServer?.close(resolve));
});

test('Settings give the widget code and a calendar subscription address that serves the bookings', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'sv-SE' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
  const page = await context.newPage();
  await adminSignIn(page);
  await page.goto(`${APP}/admin/settings?tab=widget`);
  await expect(page.getByRole('heading', { name: 'Bokningswidget' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Inbäddad bokning (iframe)' });
  snippet = await code.inputValue();
  expect(snippet).toContain(`<iframe src="${APP}/embed/salong-solros" data-tidvis-widget`);
  expect(snippet).toContain(`<script src="${APP}/embed.js" async></script>`);
  await page.getByRole('button', { name: 'Kopiera: Inbäddad bokning (iframe)' }).click();
  await expect(page.getByText('Kopierat')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  const company = page.getByRole('listitem').filter({ hasText: 'Hela företaget' });
  await company.getByRole('button', { name: /^(Skapa adress|Skapa ny adress): Hela företaget$/ }).click();
  const https = await page.getByRole('textbox', { name: /^Adress \(Google Kalender/ }).inputValue();
  expect(await page.getByRole('textbox', { name: /^Prenumerera/ }).inputValue()).toBe(
    https.replace(/^https?:/, 'webcal:'),
  );
  await expect(company.getByText('Aktiv')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const feed = await page.request.get(https);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('TZID:Europe/Stockholm');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
  await context.close();
});

for (const width of [375, 1280]) {
  test(`a visitor books through the widget framed by another site at ${width} px`, async () => {
    test.setTimeout(120_000);
    if (!snippet) {
      // Run alone (or after a failure in another worker): copy the code from Settings again.
      const settings = await browser.newPage();
      await adminSignIn(settings);
      await settings.goto(`${APP}/admin/settings?tab=widget`);
      snippet = await settings.getByRole('textbox', { name: 'Inbäddad bokning (iframe)' }).inputValue();
      await settings.close();
    }
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
    });
    const page = await context.newPage();
    await page.goto(HOST);
    const iframe = page.locator('iframe[data-tidvis-widget]');
    const frame = page.frameLocator('iframe[data-tidvis-widget]');
    await expect(frame.getByRole('heading', { name: 'Salong Solros' })).toBeVisible();
    // embed.js sizes the frame to its content (the snippet's fixed 900 px is only the fallback).
    await expect
      .poll(() => iframe.evaluate((el) => (el as HTMLIFrameElement).style.height))
      .not.toBe('900px');
    // No marketplace header or tabs inside the frame.
    await expect(frame.getByRole('link', { name: 'Sök företag' })).toHaveCount(0);
    // The company's information and reviews load below the services, without the favourite heart (saving one needs a
    // Tidvis sign-in the frame cannot keep).
    // The rating is in the header, not as a link: the frame cannot scroll the page around it to the reviews.
    await expect(frame.getByRole('img', { name: /^Betyg [\d,]+ av 5/ }).first()).toBeVisible();
    await expect(frame.getByRole('link', { name: /^Betyg [\d,]+ av 5/ })).toHaveCount(0);
    await frame.locator('#om-foretaget').scrollIntoViewIfNeeded();
    await expect(frame.getByRole('region', { name: 'Öppettider' })).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Omdömen', exact: true })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Spara som favorit' })).toHaveCount(0);

    await frame
      .getByRole('listitem')
      .filter({ hasText: 'Herrklippning' })
      .getByRole('button', { name: 'Boka' })
      .click();
    await expect(frame.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
    await frame.getByRole('button', { name: 'Nästa vecka' }).click();
    const slot = frame.getByRole('button', { name: /\d{2}:\d{2}, \d+\s?kr$/ }).first();
    await expect(slot).toBeVisible();
    const time = /(\d{2}:\d{2}),/.exec((await slot.getAttribute('aria-label')) ?? '')?.[1];
    await slot.click();
    await expect(frame.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();

    // The frame has no session (third-party cookies blocked): sign-in opens a pop-up on Tidvis's own origin.
    const popupPromise = page.waitForEvent('popup');
    await frame.getByRole('button', { name: 'Logga in och boka' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(new RegExp(`^${APP}/embed/salong-solros/complete\\?`));
    await expect(popup.getByRole('heading', { name: 'Slutför din bokning' })).toBeVisible();
    await expectNoSeriousAxeViolations(popup);
    // The visitor chose 'Logga in och boka' already: the pop-up asks for the sign-in itself, not for a second click
    // on 'Skapa konto / Logga in'.
    await expect(popup.getByRole('button', { name: 'Skapa konto / Logga in' })).toHaveCount(0);
    await popup.getByLabel('E-post').fill(CUSTOMER.email);
    await popup.getByLabel('Lösenord', { exact: true }).fill(CUSTOMER.password);
    const popupClosed = popup.waitForEvent('close', { timeout: 20_000 });
    await popup.locator('form').getByRole('button', { name: 'Logga in' }).click();
    // Booked, the frame told: the pop-up closes itself.
    await popupClosed;

    // The frame continues where it was: the confirmation of the same booking.
    await expect(frame.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();
    await expect(frame.getByText(`${time}–`)).toBeVisible();

    // Stored with source 'iframe', as the admin calendar shows it.
    const admin = await context.newPage();
    await adminSignIn(admin);
    const mine = await calendarBookings(admin);
    const booked = mine.filter((b) => b.customerName === 'Anna Svensson' && b.startTime === time);
    expect(booked.map((b) => b.source)).toContain('iframe');
    await context.close();
  });
}

/** The admin calendar's bookings of the coming five weeks. */
async function calendarBookings(admin: Page) {
  const today = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
  const res = await admin.request.get(`${APP}/api/admin/calendar?from=${today}&to=${to}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { bookings: { customerName: string; startTime: string; source: string }[] })
    .bookings;
}

test('the embed page passes axe at 375 px and only /embed may be framed', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/embed/salong-solros');
  await expect(page.getByRole('heading', { name: 'Salong Solros' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const embed = await request.get('/embed/salong-solros');
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  const other = await request.get('/booking/salong-solros');
  expect(other.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(other.headers()['x-frame-options']).toBe('DENY');
});

test('the widget of an unknown company says so, as the booking page does', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/embed/finns-inte');
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Företag hittades inte' })).toBeVisible();
});
