import { expectNoSeriousAxeViolations } from './axe';
import { ADMIN, expect, openSignedIn, setServerClock, test } from './fixtures';
import { bookCompletedVisit, signUp } from './review-journey';

/*
 * The salon changes its answer to a review at 375 px and 1280 px: a new customer's completed visit at Salong
 * Solros gets a public review (through the API), the admin answers it under 'Omdömen', then 'Ändra svar' opens the
 * answer prefilled, 'Avbryt' leaves it as it was, and 'Spara svar' replaces it (also after a reload). Each width
 * makes its own review (the demo reviews are not touched).
 */

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the salon edits its answer to a review', async ({ page, request }) => {
      test.setTimeout(120_000);
      const last = width === 375 ? 'Ek' : 'Ås';
      const comment = `Bra klippning (${width}, ${Date.now()})`;
      const first = `Tack Vera! (${width})`;
      const changed = `Tack för besöket, Vera – välkommen åter! (${width})`;
      try {
        await signUp(page, request, `e2e-answer-edit-${width}-${Date.now()}@example.se`, last);
        const visit = await bookCompletedVisit(page, request);
        const feedback = await page.request.post(`/api/bookings/${visit.id}/feedback`, {
          data: { rating: 5, comment, isPublic: true },
        });
        expect(feedback.status()).toBe(201);
      } finally {
        await setServerClock(request, new Date());
      }
      await page.context().clearCookies();

      await openSignedIn(page, ADMIN, '/admin/reviews');
      const item = page.getByRole('listitem').filter({ hasText: comment });
      await item.getByRole('textbox', { name: 'Ditt svar' }).fill(first);
      await item.getByRole('button', { name: 'Skicka svar' }).click();
      await expect(item).toContainText(first);
      await expect(item.getByRole('textbox')).toHaveCount(0);

      // 'Avbryt' leaves the answer as it was.
      const edit = item.getByRole('button', { name: `Ändra ditt svar till Vera ${last[0]}.` });
      await edit.click();
      const box = item.getByRole('textbox', { name: 'Ditt svar' });
      await expect(box).toHaveValue(first);
      await expectNoSeriousAxeViolations(page);
      await box.fill('Något annat');
      await item.getByRole('button', { name: 'Avbryt' }).click();
      await expect(item).toContainText(first);
      await expect(item.getByRole('textbox')).toHaveCount(0);

      // 'Spara svar' replaces it, with the keyboard.
      await edit.click();
      await box.fill(changed);
      await box.press('Tab');
      await expect(item.getByRole('button', { name: 'Spara svar' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Svaret är ändrat')).toBeVisible();
      await expect(item).toContainText(changed);
      await expect(item).not.toContainText(first);
      await expect(item.getByRole('textbox')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.reload();
      await expect(page.getByRole('listitem').filter({ hasText: comment })).toContainText(changed);

      // The company page shows the changed answer.
      const res = await request.get('/api/companies/salong-solros/reviews');
      const { reviews } = (await res.json()) as {
        reviews: { comment: string | null; answer: string | null }[];
      };
      expect(reviews.find((r) => r.comment === comment)?.answer).toBe(changed);
    });
  });
}
