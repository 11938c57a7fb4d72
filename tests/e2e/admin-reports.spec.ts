import { readFile } from 'node:fs/promises';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { formatPrice } from '../../src/shared/money';
import { addDays, todayInZone } from '../../src/shared/dates';
import type { AdminReport } from '../../src/shared/schemas/admin-reports';
import { parseCsv } from '../support/csv';
import { screenshot } from './screenshots';

/**
 * 'Rapporter' at a desk and on a phone: the demo admin opens it from the menu (the phone's 'Mer'), sees this
 * month, picks other periods (shortcuts and dates; a period the wrong way round is refused on the page), reads the
 * figures the API gives, downloads the CSV and reads it back as Excel would (BOM, semicolons, Swedish headers).
 */
for (const [label, width, height] of [
  ['desk', 1280, 900],
  ['phone', 375, 812],
] as const) {
  test(`on a ${label} (${width} px) the admin reads a period's report and downloads its CSV`, async ({
    asAdmin: page,
  }) => {
    await page.setViewportSize({ width, height });
    const today = todayInZone(new Date());
    // The dashboard's month, each figure saying what it counts.
    await expect(page.getByRole('heading', { name: 'Intjänat denna månad' })).toBeVisible();
    await screenshot(page, `admin-reports/${label}-dashboard`, { fullPage: true });
    if (width < 768) {
      const tabs = page.getByRole('navigation', { name: 'Adminnavigering' });
      await tabs.getByRole('button', { name: /^Mer/ }).click();
      // Every admin page not on the bar is one tap away, 'Omdömen' too.
      await expect(page.getByRole('menuitem', { name: 'Omdömen' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Inställningar' })).toBeVisible();
      await screenshot(page, `admin-reports/${label}-more-menu`);
      await page.getByRole('menuitem', { name: 'Rapporter' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Adminmeny' })
        .getByRole('link', { name: 'Rapporter' })
        .click();
    }
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { name: 'Rapporter', level: 1 })).toBeVisible();
    // This month by default.
    await expect(page.getByLabel('Från')).toHaveValue(`${today.slice(0, 7)}-01`);
    await expect(page.getByRole('button', { name: 'Denna månad' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: /^Stapeldiagram, intjänat per dag/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // This year, by the shortcut: the figures are the API's.
    await page.getByRole('button', { name: 'I år' }).click();
    const from = `${today.slice(0, 4)}-01-01`;
    const to = `${today.slice(0, 4)}-12-31`;
    await expect(page).toHaveURL(new RegExp(`fran=${from}&till=${to}`));
    const report = (await (
      await page.request.get(`/api/admin/reports?from=${from}&to=${to}`)
    ).json()) as AdminReport;
    const summary = page.getByRole('region', { name: 'Periodens siffror' });
    await expect(summary.getByRole('heading', { name: 'Intjänat' }).locator('..')).toContainText(
      formatPrice(report.earned),
    );
    await expect(summary.getByRole('heading', { name: 'Inbokat' }).locator('..')).toContainText(
      formatPrice(report.booked),
    );
    await expect(summary).toContainText(
      `${report.customers.new} nya · ${report.customers.returning} återkommande`,
    );
    const perPerson = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Personal' }) });
    for (const member of report.perStaff.filter((m) => m.name))
      await expect(perPerson.getByRole('rowheader', { name: member.name! })).toBeVisible();

    // Dates the wrong way round: refused on the page, the report stays.
    await page.getByLabel('Från').fill(addDays(today, 1));
    await page.getByLabel('Till').fill(today);
    await page.getByRole('button', { name: 'Visa', exact: true }).click();
    await expect(page.getByText('Slutdatumet måste vara samma som eller efter startdatumet')).toBeVisible();
    // A period of its own: the last 30 days.
    const own = { from: addDays(today, -29), to: today };
    await page.getByLabel('Från').fill(own.from);
    await page.getByRole('button', { name: 'Visa', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`fran=${own.from}&till=${own.to}`));
    await expect(page.getByRole('button', { name: 'I år' })).toHaveAttribute('aria-pressed', 'false');
    // The server refuses a bad period too, in Swedish.
    const tooLong = await page.request.get(`/api/admin/reports?from=${addDays(today, -400)}&to=${today}`);
    expect(tooLong.status()).toBe(400);
    expect(((await tooLong.json()) as { error: { message: string } }).error.message).toBe(
      'Välj en period på högst 366 dagar',
    );

    // The CSV of that period, read back as a spreadsheet would.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Ladda ner CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bokningar-${own.from}-${own.to}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]?.slice(0, 9)).toEqual([
      'Datum',
      'Starttid',
      'Sluttid',
      'Tjänst',
      'Personal',
      'Kund',
      'Status',
      'Pris (kr)',
      'Intäkt (kr)',
    ]);
    const ownReport = (await (
      await page.request.get(`/api/admin/reports?from=${own.from}&to=${own.to}`)
    ).json()) as AdminReport;
    const bookings = rows.slice(1);
    const statuses = ownReport.byStatus;
    expect(bookings).toHaveLength(
      statuses.booked + statuses.completed + statuses.cancelled + statuses.no_show,
    );
    for (const row of bookings) {
      expect(row[0]! >= own.from && row[0]! <= own.to).toBe(true);
      expect(row[1]).toMatch(/^\d{2}:\d{2}$/);
    }
    const earned = bookings.reduce((n, r) => n + Number((r[8] ?? '0').replace(',', '.')), 0);
    expect(earned).toBe(ownReport.earned);

    await screenshot(page, `admin-reports/${label}-reports`, { fullPage: true });
    // Nothing wider than the screen.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await expectNoSeriousAxeViolations(page);
  });
}
