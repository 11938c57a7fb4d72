import { screenshot } from './screenshots';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ROUTES,
  ANNA,
  CUSTOMER_ROUTES,
  OPERATOR,
  OPERATOR_ROUTES,
  PHONE,
  PUBLIC_ROUTES,
  cutText,
  escapingCards,
  makeLongAdminData,
  makeLongProfile,
  pageOverflow,
  shotPath,
  signIn,
  signInAdmin,
  visit,
} from './every-route';

/*
 * no page of the app is wider than a 375 px phone, no text is cut without an ellipsis
 * and its full value on hover/focus, and nothing sticks out of its card. Every route is visited at 375 px signed out, as a customer, as a company admin
 * (every settings tab) and as the platform operator, with long names and e-mails made through the app's API (a
 * company, staff member, service and customer of ~60 characters with and without spaces, a long e-mail and a long
 * review answer). Offenders are listed with their route, widths or text. Full-page screenshots go to
 * E2E_SCREENSHOTS_DIR/every-route/ when set (tests/e2e/screenshots.ts).
 */

/** The overflow and cut-text offenders among `paths`, in one list; a screenshot of each as `role`. */
async function offenders(page: Page, role: string, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const wide = await pageOverflow(page, path);
    if (wide) found.push(wide);
    found.push(...(await cutText(page, path)));
    found.push(...(await escapingCards(page, path)));
    await screenshot(page, shotPath(role, PHONE.width, path), { fullPage: true });
  }
  return found;
}

test.use({ viewport: PHONE });

test('no page is wider than 375 px nor cuts text, for every role, with long data', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAdmin(page);
  const undo = await makeLongAdminData(page.request);
  try {
    expect.soft(await offenders(page, 'admin', ADMIN_ROUTES), 'company admin').toEqual([]);

    const guest = await browser.newContext({ viewport: PHONE });
    expect.soft(await offenders(await guest.newPage(), 'public', PUBLIC_ROUTES), 'signed out').toEqual([]);
    await guest.close();

    const customerContext = await browser.newContext({ viewport: PHONE });
    const customer = await customerContext.newPage();
    await signIn(customer, ANNA, /\/dashboard$/);
    const undoProfile = await makeLongProfile(customer.request);
    try {
      const mine = (await (await customer.request.get('/api/bookings/mine')).json()) as {
        upcoming: { id: string }[];
      };
      const edit = mine.upcoming[0] ? [`/edit-booking/${mine.upcoming[0].id}`] : [];
      expect
        .soft(await offenders(customer, 'customer', [...CUSTOMER_ROUTES, ...edit]), 'customer')
        .toEqual([]);
    } finally {
      await undoProfile();
      await customerContext.close();
    }

    const operatorContext = await browser.newContext({ viewport: PHONE });
    const operator = await operatorContext.newPage();
    await signIn(operator, OPERATOR, /\/(dashboard|platform\/companies)$/);
    expect.soft(await offenders(operator, 'operator', OPERATOR_ROUTES), 'platform operator').toEqual([]);
    await operatorContext.close();
  } finally {
    await undo(page.request);
  }
});
