import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { ANNA, signIn } from './every-route';

/*
 * The customer dashboard's 'Snabb bokning' (a 'Kommer snart' placeholder in the earlier app): it books the latest
 * completed visit again, opening the calendar step with the same service and staff member. The visit is read from
 * the API, not assumed from the demo data.
 */

interface ApiBooking {
  status: string;
  startDate: string;
  startTime: string;
  serviceId: string | null;
  serviceName: string;
  companyName: string;
  companySlug: string;
  staff: { id: string; name: string } | null;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px 'Snabb bokning' books the latest completed visit again`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ANNA, /\/dashboard$/);
    const { previous } = (await (await page.request.get('/api/bookings/mine')).json()) as {
      previous: ApiBooking[];
    };
    const latest = previous
      .filter((b) => b.status === 'completed')
      .sort((a, b) => `${b.startDate} ${b.startTime}`.localeCompare(`${a.startDate} ${a.startTime}`))[0];
    expect(latest, 'the demo customer has a completed visit').toBeTruthy();
    const visit = latest!;

    const quick = page.getByRole('link', { name: /^Snabb bokning/ });
    await expect(quick).toHaveAccessibleName(
      `Snabb bokning Boka ${visit.serviceName} igen hos ${visit.companyName}`,
    );
    await expectNoSeriousAxeViolations(page);
    await quick.click();

    await expect(page).toHaveURL(
      new RegExp(
        `/booking/${visit.companySlug}\\?tjanst=${visit.serviceId}${visit.staff ? `&personal=${visit.staff.id}` : ''}$`,
      ),
    );
    await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
    if (visit.staff)
      await expect(page.getByRole('radio', { name: new RegExp(visit.staff.name) })).toBeChecked();
  });
}
