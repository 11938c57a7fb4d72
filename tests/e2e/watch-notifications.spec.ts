import { addDays, todayInZone, weekStart } from '../../src/shared/dates';
import type { Watch } from '../../src/shared/schemas/watches';
import { ADMIN, ANNA, expect, signInThroughApi, test } from './fixtures';

/*
 * Freed times reach the watchers (docs/decisions/045) at 375 px and 1280 px: the salon blocks 14:00–14:30 on a day
 * three weeks ahead, the demo customer Anna watches that half hour for Herrklippning (nothing is free, so nothing is
 * sent), the salon removes the block, the e-mail arrives in the dev outbox, and its 'Boka' link opens the booking
 * form with the time chosen; Anna confirms and sees the confirmation.
 */

interface DevMail {
  subject: string;
  text: string;
}

for (const [width, offset] of [
  [375, 22],
  [1280, 23],
] as const) {
  test(`at ${width} px: a freed time's e-mail link books it`, async ({ asCustomer: page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const api = page.request;
    // Three weeks ahead (Wednesday, Thursday): the demo data keeps 13:30–15:30 free on every day.
    const day = addDays(weekStart(todayInZone(new Date())), offset);
    const before = (await (await api.get('/api/me/watches')).json()) as { watches: Watch[] };
    for (const w of before.watches) expect((await api.delete(`/api/me/watches/${w.id}`)).status()).toBe(204);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInThroughApi(admin, ADMIN);
    const blocked = await admin.request.post('/api/admin/calendar/blocks', {
      data: { date: day, startTime: '14:00', endTime: '14:30', reason: 'Möte' },
    });
    expect(blocked.status(), await blocked.text()).toBe(201);
    const blockId = ((await blocked.json()) as { block: { id: string } }).block.id;

    const { company, services } = (await (await api.get('/api/companies/salong-solros')).json()) as {
      company: { id: string };
      services: { id: string; name: string }[];
    };
    const cut = services.find((s) => s.name === 'Herrklippning');
    expect(cut).toBeDefined();
    const made = await api.post('/api/me/watches', {
      data: {
        companyId: company.id,
        serviceIds: [cut!.id],
        fromDate: day,
        toDate: day,
        fromTime: '14:00',
        toTime: '14:30',
      },
    });
    expect(made.status(), await made.text()).toBe(201);

    expect((await admin.request.delete(`/api/admin/calendar/blocks/${blockId}`)).status()).toBe(204);
    await adminContext.close();

    const subject = 'En tid har blivit ledig hos Salong Solros';
    let mail: DevMail | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await (
            await api.get(`/api/dev/mail?to=${encodeURIComponent(ANNA.email)}`)
          ).json()) as DevMail[];
          mail = mails.find((m) => m.subject === subject && m.text.includes(`datum=${day}`));
          return Boolean(mail);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(mail!.text).toContain('kl. 14:00');
    expect(mail!.text).toContain('Valfri personal');
    const link = /https?:\/\/\S+\/booking\/salong-solros\?\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(Object.fromEntries(url.searchParams)).toEqual({ tjanst: cut!.id, datum: day, tid: '14:00' });

    await page.goto(url.pathname + url.search);
    const confirm = page.getByRole('button', { name: 'Bekräfta bokning' });
    await expect(confirm).toBeVisible();
    await expect(page.getByRole('main')).toContainText('14:00');
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();
    // Her booking in the watched range ended the watch.
    expect(((await (await api.get('/api/me/watches')).json()) as { watches: Watch[] }).watches).toEqual([]);
  });
}
