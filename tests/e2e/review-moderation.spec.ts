import type { APIRequestContext, Page } from '@playwright/test';
import { formatRatingSv, reviewCountSv } from '../../src/shared/reviews-format';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, openSignedIn, setServerClock, test } from './fixtures';
import { OPERATOR, signInAdmin } from './every-route';
import { bookCompletedVisit, leavePublicFeedback, scrollToInfo, signUp } from './review-journey';

/*
 * Review moderation at 375 px and 1280 px, on a review the app makes: a new customer's completed visit
 * at Salong Solros gets a public two-star review; the salon's admin answers it under 'Omdömen' (once: no second
 * answer is offered) and the company page shows 'Svar från företaget'; the platform operator hides it, and the
 * company page and the search card no longer count it; 'Visa igen' brings it back with the figures as before.
 * Each width makes its own review, and leaves it shown and answered (the demo reviews are not touched).
 */

const STARS = 2;

interface Rating {
  average: number | null;
  count: number;
}

/** The company's rating as the company API answers it (two decimals, shown reviews only). */
async function apiRating(request: APIRequestContext): Promise<Rating> {
  const res = await request.get('/api/companies/salong-solros');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { company: { rating: Rating } }).company.rating;
}

/** What RatingSummary reads for a rating: 'Betyg 4,3 av 5, 3 omdömen'. */
function ratingLabel(rating: Rating): string {
  return `Betyg ${formatRatingSv(rating.average!)} av 5, ${reviewCountSv(rating.count)}`;
}

/** The company page, scrolled to its reviews: the 'Omdömen' region and the rating it shows. */
async function companyReviews(page: Page) {
  await page.goto('/booking/salong-solros');
  await scrollToInfo(page);
  const region = page.getByRole('region', { name: /^Omdömen/ });
  const summary = region.getByRole('img', { name: /^Betyg [\d,]+ av 5, \d+ omdömen?$/ });
  await expect(summary).toBeVisible();
  return { region, label: (await summary.getAttribute('aria-label'))! };
}

/** `/search?q=solros`: the rating on Salong Solros' card. */
async function searchCardLabel(page: Page): Promise<string> {
  await page.goto('/search?q=solros');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Salong Solros', exact: true }) });
  const summary = card.getByRole('img', { name: /^Betyg [\d,]+ av 5, \d+ omdömen?$/ });
  await expect(summary).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  return (await summary.getAttribute('aria-label'))!;
}

/** The count in a rating label ('…, 3 omdömen' → 3). */
const countOf = (label: string) => Number(/(\d+) omdömen?$/.exec(label)![1]);

/** Signs the page's user out (its cookies), so the next role signs in on the same page. */
async function signOut(page: Page) {
  await page.context().clearCookies();
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, new Date());
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the salon answers a review once, the operator hides it and shows it again', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const comment = `Lite för kort (${width}, ${Date.now()})`;
      const answer = `Tack för ditt omdöme, vi ses snart igen (${width})`;
      const last = width === 375 ? 'Berg' : 'Dahl';
      const author = `Vera ${last[0]}.`;

      // A new customer's completed visit and her public two-star review.
      await signUp(page, request, `e2e-moderation-${width}-${Date.now()}@example.se`, last);
      await bookCompletedVisit(page, request);
      await leavePublicFeedback(page, STARS, comment);
      await setServerClock(request, new Date());
      await signOut(page);

      // The salon's admin (info@salongsolros.se) opens 'Omdömen' from the admin menu and answers it.
      await signInAdmin(page);
      if (width < 768) await page.getByRole('button', { name: 'Öppna meny' }).click();
      await page
        .getByRole('navigation', { name: 'Adminmeny' })
        .getByRole('link', { name: 'Omdömen' })
        .click();
      await expect(page).toHaveURL(/\/admin\/reviews$/);
      await expect(page.getByRole('heading', { name: 'Omdömen', level: 1 })).toBeVisible();
      const inAdmin = page.getByRole('listitem').filter({ hasText: comment });
      await expect(inAdmin).toContainText(author);
      await expectNoSeriousAxeViolations(page);
      await inAdmin.getByRole('textbox', { name: 'Ditt svar' }).fill(answer);
      await inAdmin.getByRole('button', { name: 'Skicka svar' }).click();
      await expect(page.getByText('Svaret är publicerat')).toBeVisible();
      await expect(inAdmin).toContainText(answer);
      await expect(inAdmin.getByRole('textbox')).toHaveCount(0);
      await expect(inAdmin.getByRole('button', { name: 'Skicka svar' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      // Not offered again after a reload either.
      await page.reload();
      await expect(inAdmin).toContainText(answer);
      await expect(inAdmin.getByRole('textbox')).toHaveCount(0);
      await signOut(page);

      // The company page shows the review with the answer; its rating and the search card's are the API's.
      const shown = await companyReviews(page);
      const mine = shown.region.getByRole('listitem').filter({ hasText: comment });
      await expect(mine).toContainText(author);
      await expect(mine.getByRole('img', { name: `Betyg ${STARS} av 5` })).toBeVisible();
      await expect(mine).toContainText('Svar från företaget');
      await expect(mine).toContainText(answer);
      const before = await apiRating(request);
      expect(shown.label).toBe(ratingLabel(before));
      await expectNoSeriousAxeViolations(page);
      expect(await searchCardLabel(page)).toBe(shown.label);

      // The operator hides it (after confirming).
      await openSignedIn(page, OPERATOR, '/platform/companies');
      const reviews = page.getByRole('region', { name: 'Omdömen' });
      const row = reviews.getByRole('listitem').filter({ hasText: comment });
      await expect(row).toContainText(author);
      await expectNoSeriousAxeViolations(page);
      await row.getByRole('button', { name: `Dölj omdömet från ${author} om Salong Solros` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Dölja omdömet?' });
      await confirm.getByRole('button', { name: 'Dölj', exact: true }).click();
      await expect(page.getByText('Omdömet är dolt', { exact: true })).toBeVisible();
      await expect(row.getByText('Dolt av Tidvis')).toBeVisible();
      await expect(row.getByRole('button', { name: /^Dölj/ })).toHaveCount(0);
      const showAgain = row.getByRole('button', {
        name: `Visa omdömet från ${author} om Salong Solros igen`,
      });
      await expect(showAgain).toHaveText('Visa igen');
      await expectNoSeriousAxeViolations(page);
      await signOut(page);

      // Hidden: not listed, and the count and average are those without it, on the page and on the card.
      const hidden = await companyReviews(page);
      await expect(hidden.region.getByRole('listitem').filter({ hasText: comment })).toHaveCount(0);
      const without = await apiRating(request);
      expect(without.count).toBe(before.count - 1);
      expect(countOf(hidden.label)).toBe(countOf(shown.label) - 1);
      // The averages are rounded to two decimals: the one without it, from the one with it, to within that.
      const expected = (before.average! * before.count - STARS) / (before.count - 1);
      expect(Math.abs(without.average! - expected)).toBeLessThanOrEqual(0.005 * before.count + 0.0051);
      expect(hidden.label).toBe(ratingLabel(without));
      await expectNoSeriousAxeViolations(page);
      expect(await searchCardLabel(page)).toBe(hidden.label);

      // 'Visa igen' brings it back with the figures as before.
      await openSignedIn(page, OPERATOR, '/platform/companies');
      await showAgain.click();
      await expect(page.getByText('Omdömet visas igen', { exact: true })).toBeVisible();
      await expect(row.getByText('Dolt av Tidvis')).toHaveCount(0);
      await expect(row.getByRole('button', { name: /^Visa omdömet/ })).toHaveCount(0);
      await expect(
        row.getByRole('button', { name: `Dölj omdömet från ${author} om Salong Solros` }),
      ).toHaveText('Dölj');
      await expectNoSeriousAxeViolations(page);
      await signOut(page);

      const back = await companyReviews(page);
      await expect(back.region.getByRole('listitem').filter({ hasText: comment })).toContainText(answer);
      expect(await apiRating(request)).toEqual(before);
      expect(back.label).toBe(shown.label);
      await expectNoSeriousAxeViolations(page);
      expect(await searchCardLabel(page)).toBe(shown.label);
    });
  });
}
