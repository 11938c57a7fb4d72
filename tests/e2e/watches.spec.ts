import { addDays, todayInZone } from '../../src/shared/dates';
import { formatDateRangeSv } from '../../src/shared/date-labels-sv';
import type { Watch } from '../../src/shared/schemas/watches';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { screenshot } from './screenshots';

/*
 * 'Bevakningar' in Mina bokningar at 375 px and 1280 px: the demo customer Anna sets a watch at Salong Solros
 * through the API (with her page's session, as the booking page will), finds it listed with its services, dates,
 * time window and 'Valfri personal', removes it with the keyboard, and sees the toast and the section gone.
 */

for (const width of [375, 1280]) {
  test(`at ${width} px: a watch is listed in Mina bokningar and removed with the keyboard`, async ({
    asCustomer: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const api = page.request;
    // A watch left by an earlier failed run would stay in the list.
    const before = (await (await api.get('/api/me/watches')).json()) as { watches: Watch[] };
    for (const w of before.watches) expect((await api.delete(`/api/me/watches/${w.id}`)).status()).toBe(204);

    const { company, services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
      company: { id: string };
      services: { id: string; name: string }[];
    };
    const cut = services.find((s) => s.name === 'Herrklippning');
    expect(cut).toBeDefined();
    const fromDate = addDays(todayInZone(new Date()), 7);
    const toDate = addDays(fromDate, 13);
    const made = await api.post('/api/me/watches', {
      data: {
        companyId: company.id,
        serviceIds: [cut!.id],
        fromDate,
        toDate,
        fromTime: '09:00',
        toTime: '12:00',
      },
    });
    expect(made.status()).toBe(201);

    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { name: 'Bevakningar' })).toBeVisible();
    const section = page.getByRole('list', { name: 'Bevakningar' });
    const item = section.getByRole('listitem');
    await expect(item).toHaveCount(1);
    const dates = formatDateRangeSv(fromDate, toDate);
    await expect(item).toContainText('Herrklippning');
    await expect(item.getByRole('link', { name: 'Salong Solros' })).toHaveAttribute(
      'href',
      '/booking/salong-solros',
    );
    await expect(item).toContainText(dates);
    await expect(item).toContainText('09:00–12:00');
    await expect(item).toContainText('Valfri personal');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, `watches/my-bookings-${width}`, { fullPage: true });

    const remove = item.getByRole('button', {
      name: `Ta bort bevakningen Herrklippning hos Salong Solros, ${dates}`,
    });
    await remove.focus();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Bevakningen har tagits bort' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bevakningar' })).toHaveCount(0);
    await expect(section).toHaveCount(0);
    expect(((await (await api.get('/api/me/watches')).json()) as { watches: Watch[] }).watches).toEqual([]);
  });
}
