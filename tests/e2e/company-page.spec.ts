import { expect, test } from '@playwright/test';
import { formatPhone } from '../../src/shared/phone';
import { formatRatingSv, reviewCountSv } from '../../src/shared/reviews-format';
import { expectNoSeriousAxeViolations } from './axe';

/*
 * On the company page: the rating is in the company's card at the top (what the reviews say, as
 * the API gives it) and leads to the information and reviews below the services; the phone is written the Swedish
 * way. Checked at 375 and 1280 px.
 */

interface ApiCompany {
  company: { phone: string | null; rating: { average: number | null; count: number } };
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the header's rating leads to the information and reviews`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { company } = (await (await page.request.get('/api/companies/salong-solros')).json()) as ApiCompany;
    expect(company.rating.count).toBeGreaterThan(0);
    const label = `Betyg ${formatRatingSv(company.rating.average ?? 0)} av 5, ${reviewCountSv(company.rating.count)}`;

    await page.goto('/booking/salong-solros');
    const header = page.getByRole('heading', { level: 1, name: 'Salong Solros' }).locator('..');
    const rating = header.getByRole('link', { name: label });
    await expect(rating).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await rating.click();
    await expect(page).toHaveURL(/#om-foretaget$/);
    const hours = page.getByRole('region', { name: 'Öppettider' });
    await expect(hours).toBeInViewport();
    // The same figures below, next to the heart.
    await expect(page.getByRole('img', { name: label }).nth(1)).toBeVisible();
    expect(company.phone).toMatch(/^\+46/);
    const phone = page.getByRole('link', { name: formatPhone(company.phone), exact: true });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', `tel:${company.phone}`);
    await expectNoSeriousAxeViolations(page);
  });
}
