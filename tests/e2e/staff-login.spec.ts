import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { isSwedishHoliday } from '../../src/server/holidays/swedish-holidays';
import { addDays, todayInZone, zonedWallClockToInstant } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { ADMIN, expect, openSignedIn, signInRequest, test } from './fixtures';
import { latestMail, verificationCode } from './mail';
import { screenshot } from './screenshots';

/*
 * Staff sign-in with their own rights (docs/decisions/035): the owner of Salong Solros invites one of its staff
 * members as 'Personal' under Settings › Administratörer; the staff member accepts the mailed link, signs in to
 * their own calendar, sees their visit with the customer's name and phone, marks it 'Utebliven', and is offered
 * none of the salon's money, reports or settings.
 */

const PASSWORD = 'Hemligt123';

/**
 * The latest day before today, at most 6 days back (a completed visit can still be marked 'Utebliven'), from Tuesday
 * to Thursday (the salon and both members work) and not a public holiday (closed).
 */
function recentWorkday(): string {
  const today = todayInZone(new Date());
  for (let back = 1; back <= 6; back++) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 2 && weekday <= 4 && !isSwedishHoliday(date)) return date;
  }
  throw new Error('no Tuesday to Thursday in the last six days');
}

/** A verified account made through the real endpoints. */
async function createUser(request: APIRequestContext, email: string, name: string) {
  const [firstName = name, lastName = name] = name.split(' ');
  const signup = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name, firstName, lastName },
  });
  expect(signup.ok()).toBe(true);
  const otp = await verificationCode(request, email);
  expect((await request.post('/api/auth/email-otp/verify-email', { data: { email, otp } })).ok()).toBe(true);
}

/**
 * The owner's walk-in for `member` on `date` (the server's clock set to that morning, so the time is still to
 * come): the first of a few times that member has free, booked with 'Boka ändå' outside their own hours.
 */
async function bookVisit(
  owner: APIRequestContext,
  setClock: (now: Date) => Promise<void>,
  member: { name: string; service: string },
  date: string,
  customer: { name: string; phone: string },
): Promise<string> {
  const staff = (await (await owner.get('/api/admin/staff')).json()) as { id: string; name: string }[];
  const staffId = staff.find((m) => m.name === member.name)?.id;
  const { services } = (await (await owner.get('/api/companies/salong-solros')).json()) as {
    services: { id: string; name: string }[];
  };
  const serviceId = services.find((s) => s.name === member.service)?.id;
  expect(staffId && serviceId).toBeTruthy();
  await setClock(zonedWallClockToInstant(date, '08:00'));
  let refusal = '';
  for (const startTime of ['10:30', '11:30', '13:30', '14:30', '15:30', '09:15', '12:15', '16:15']) {
    const res = await owner.post('/api/admin/calendar/bookings', {
      data: { customer, serviceId, staffId, date, startTime, override: true },
    });
    if (res.status() === 201) return ((await res.json()) as { booking: { id: string } }).booking.id;
    refusal = await res.text();
  }
  throw new Error(`no free time for ${member.name} on ${date}: ${refusal}`);
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  return (await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 900 } })).newPage();
}

for (const { width, member } of [
  { width: 375, member: { name: 'Jonas Ek', service: 'Herrklippning' } },
  { width: 1280, member: { name: 'Mira Holm', service: 'Herrklippning' } },
]) {
  test(`at ${width} px a staff member invited as Personal signs in to their own calendar and marks a visit`, async ({
    browser,
    playwright,
    baseURL,
    request,
    serverClock,
  }) => {
    // Two accounts, two browsers and the owner's API: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    const stamp = `${width}-${Date.now().toString(36)}`;
    const staffEmail = `personal-${stamp}@example.se`;
    const phone = `070-345 ${String(width)
      .padStart(4, '0')
      .replace(/(\d\d)(\d\d)/, '$1 $2')}`;
    const customer = { name: `Kalle Gäst ${width}`, phone };
    await createUser(request, staffEmail, member.name);

    // The owner's walk-in for the member on a recent workday, and the server's clock back to real time.
    const ownerApi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    await signInRequest(ownerApi, ADMIN);
    const date = recentWorkday();
    const visit = await bookVisit(ownerApi, serverClock.set, member, date, customer);
    await serverClock.reset();

    // 1. The owner invites the member as 'Personal' under Settings › Administratörer.
    const owner = await newPage(browser, width);
    await openSignedIn(owner, ADMIN, '/admin/settings?tab=admins');
    await owner.getByRole('tab', { name: 'Administratörer' }).click();
    await owner.getByLabel('E-postadress').fill(staffEmail);
    await owner.getByRole('radio', { name: 'Personal' }).check();
    await owner.getByLabel('Vilken personal').selectOption({ label: member.name });
    await owner.getByRole('button', { name: 'Skicka inbjudan' }).click();
    await expect(owner.getByRole('listitem').filter({ hasText: staffEmail })).toContainText(
      `Personal: ${member.name}`,
    );
    await expectNoSeriousAxeViolations(owner);

    // 2. The member opens the mailed link, signs in and accepts.
    const mail = await latestMail(request, staffEmail, /Inbjudan som personal/);
    const link = /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    const staff = await newPage(browser, width);
    await staff.goto(new URL(link).pathname + new URL(link).search);
    await staff.getByRole('link', { name: 'Logga in' }).click();
    await staff.getByLabel('E-post').first().fill(staffEmail);
    await staff.getByLabel('Lösenord', { exact: true }).first().fill(PASSWORD);
    await staff.locator('form').getByRole('button', { name: 'Logga in' }).click();
    await expect(staff).toHaveURL(/\/admin\/invitation\?token=/);
    await staff.getByRole('button', { name: 'Acceptera inbjudan' }).click();
    await expect(staff.getByText(/Du är nu personal hos Salong Solros/)).toBeVisible();
    await staff.getByRole('link', { name: 'Till din kalender' }).click();
    await expect(staff).toHaveURL(/\/admin\/calendar/);

    // 3. Only the calendar is linked; the salon's pages send the member back to it and the server refuses them.
    await expect(staff.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
    if (width < 768) {
      await expect(staff.getByRole('navigation', { name: 'Adminnavigering' })).toHaveCount(0);
      await staff.getByRole('button', { name: 'Öppna meny' }).click();
    }
    const nav = staff.getByRole('navigation', { name: 'Adminmeny' });
    await expect(nav.getByRole('link', { name: 'Kalender' })).toBeVisible();
    for (const hidden of ['Översikt', 'Kunder', 'Tjänster', 'Personal', 'Rapporter', 'Inställningar']) {
      await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
    }
    await expect(staff.getByRole('button', { name: 'Ny bokning' })).toHaveCount(0);
    // No empty 'Alla tjänster' filter: a staff account does not load the salon's services.
    await expect(staff.getByRole('combobox', { name: 'Tjänst' })).toHaveCount(0);
    if (width < 768) await staff.keyboard.press('Escape');
    for (const page of ['/admin/reports', '/admin/settings']) {
      await staff.goto(page);
      await expect(staff).toHaveURL(/\/admin\/calendar$/);
    }
    for (const api of ['/api/admin/reports', '/api/admin/reports/bookings.csv', '/api/admin/dashboard']) {
      expect((await staff.request.get(api)).status(), api).toBe(403);
    }

    // 4. Their own day: the visit, with the customer's name and phone; marked 'Utebliven'.
    await staff.goto(`/admin/calendar?view=day&date=${date}`);
    const card = staff.getByRole('button', { name: new RegExp(customer.name) });
    await expect(card).toBeVisible();
    await screenshot(staff, `staff-login/day-${width}`, { fullPage: true });
    await expectNoSeriousAxeViolations(staff);
    await card.click();
    const details = staff.getByRole('dialog', { name: 'Bokningsdetaljer' });
    await expect(details).toContainText(customer.name);
    await expect(details).toContainText(phone);
    await expect(details.getByRole('link', { name: new RegExp(customer.name) })).toHaveCount(0);
    await screenshot(staff, `staff-login/details-${width}`);
    await details.getByRole('button', { name: 'Markera som utebliven' }).click();
    await expect(staff.getByText('Bokning markerad som utebliven')).toBeVisible();
    const marked = (await (await ownerApi.get(`/api/admin/calendar?from=${date}&to=${date}`)).json()) as {
      bookings: { id: string; status: string }[];
    };
    expect(marked.bookings.find((b) => b.id === visit)?.status).toBe('no_show');
    await ownerApi.dispose();
  });
}
