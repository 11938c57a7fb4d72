import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import { expectNoSeriousAxeViolations } from './axe';
import { pageOverflow, escapingCards } from './every-route';
import { expect, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * Services grouped by category with 'från' prices (docs/decisions/043). At 375 and 1280 px the demo admin gives a
 * new service of Salong Solros a category of its own and a från-price in the service dialog; the company page then
 * lists the demo categories (Klippning, Färg) and the new one under h3 headings, each service's name an h4, with
 * 'från 650 kr' on Damklippning and 'från 350 kr' on the new service; the booking steps repeat 'från'. The service
 * is deleted at the end.
 */

const SLUG = 'salong-solros';

/** No serious axe violations, and the headings in order (axe's heading-order is only 'moderate'). */
async function expectAccessible(page: Page) {
  await expectNoSeriousAxeViolations(page);
  const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(order.violations.map((v) => v.nodes.map((n) => n.target.join(' ')).join(', '))).toEqual([]);
}

/** Nothing wider than the window and nothing sticking out of its card. */
async function expectNoOverflow(page: Page, path: string) {
  expect(await pageOverflow(page, path)).toBeNull();
  expect(await escapingCards(page, path)).toEqual([]);
}

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px the admin sets a category and a från-price, and the company page groups and says 'från'`, async ({
    asAdmin: page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const suffix = `${String(Date.now()).slice(-5)}${width}`;
    const name = `Lugg ${suffix}`;
    const category = `Styling ${suffix}`;
    const api = { headers: { origin: baseURL! } };

    await page.goto('/admin/services');
    await page.getByRole('button', { name: 'Ny tjänst' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skapa ny tjänst' });
    await dialog.getByLabel('Namn').fill(name);
    await dialog.getByLabel('Pris (kr)').fill('350');
    await dialog.getByLabel('Längd (minuter)').fill('30');
    const categoryField = dialog.getByLabel('Kategori');
    await expect(categoryField).toHaveAccessibleDescription(/T\.ex\. Klippning eller Färg/);
    // Too long first: the dialog says so and stays open.
    await categoryField.fill('K'.repeat(41));
    await dialog.getByRole('button', { name: 'Skapa tjänst' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Kategorin får vara högst 40 tecken');
    await categoryField.fill(category);
    const priceFrom = dialog.getByRole('checkbox', { name: 'Från-pris' });
    await expect(priceFrom).toHaveAccessibleDescription('Priset kan bli högre, visas som "från 650 kr".');
    await priceFrom.check();
    await expectAccessible(page);
    await screenshot(page, `service-categories/dialog-${width}`);
    await dialog.getByRole('button', { name: 'Skapa tjänst' }).click();
    await expect(page.getByText('Tjänst skapad')).toBeVisible();

    const card = page.getByTestId('service-card').filter({ hasText: name });
    await expect(card).toContainText(category);
    await expect(card).toContainText('från 350 kr');
    await expect(page.getByTestId('service-card').filter({ hasText: 'Damklippning' })).toContainText(
      'från 650 kr',
    );
    await expectNoOverflow(page, '/admin/services');
    await screenshot(page, `service-categories/admin-${width}`, { fullPage: true });

    const created = (
      (await (await page.request.get('/api/admin/services')).json()) as {
        services: { id: string; name: string; category: string | null; priceFrom: boolean }[];
      }
    ).services.find((s) => s.name === name)!;
    expect(created).toMatchObject({ category, priceFrom: true });

    try {
      // The company page: the categories' headings in the order of their first service, 'Övrigt' (services other
      // specs make without a category) last.
      await page.goto(`/booking/${SLUG}`);
      const groups = page.getByRole('main').getByRole('heading', { level: 3 });
      await expect(groups.filter({ hasText: category })).toBeVisible();
      const headings = await groups.allInnerTexts();
      expect(headings.slice(0, 2)).toEqual(['Klippning', 'Färg']);
      expect(headings.indexOf(category)).toBeGreaterThan(1);
      if (headings.includes('Övrigt')) expect(headings.at(-1)).toBe('Övrigt');

      const klippning = page.getByRole('region', { name: 'Klippning' });
      await expect(klippning.getByRole('heading', { level: 4 })).toHaveText([
        'Damklippning',
        'Herrklippning',
        'Barnklippning',
      ]);
      await expect(klippning.getByRole('listitem').filter({ hasText: 'Damklippning' })).toContainText(
        'från 650 kr',
      );
      // A fixed price stays as it was.
      const herr = klippning.getByRole('listitem').filter({ hasText: 'Herrklippning' });
      await expect(herr).toContainText('450 kr');
      await expect(herr).not.toContainText('från');
      const own = page.getByRole('region', { name: category });
      await expect(own.getByRole('heading', { level: 4 })).toHaveText([name]);
      await expect(own).toContainText('från 350 kr');
      await expectAccessible(page);
      await expectNoOverflow(page, `/booking/${SLUG}`);
      await screenshot(page, `service-categories/company-${width}`, { fullPage: true });

      // The booking steps say 'från' too: the time step's line and the form step's summary.
      await klippning.getByRole('button', { name: 'Boka Damklippning' }).click();
      await expect(page.getByTestId('booking-choice')).toContainText('Damklippning · 60 min · från 650 kr');
      const { services } = (await (await page.request.get(`/api/companies/${SLUG}`)).json()) as {
        services: { id: string; name: string }[];
      };
      const dam = services.find((s) => s.name === 'Damklippning')!;
      const week = weekStart(addDays(todayInZone(new Date()), 14));
      const availability = (await (
        await page.request.get(`/api/companies/${SLUG}/availability?serviceId=${dam.id}&week=${week}`)
      ).json()) as { days: { date: string; slots: { startTime: string }[] }[] };
      const day = availability.days.find((d) => d.slots.length > 0)!;
      await page.goto(`/booking/${SLUG}?tjanst=${dam.id}&datum=${day.date}&tid=${day.slots[0]!.startTime}`);
      await expect(page.getByRole('heading', { name: 'Slutför din bokning', level: 2 })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'från 650 kr' })).toBeVisible();
      await screenshot(page, `service-categories/summary-${width}`, { fullPage: true });
    } finally {
      expect((await page.request.delete(`/api/admin/services/${created.id}`, api)).status()).toBe(200);
    }
  });
}
