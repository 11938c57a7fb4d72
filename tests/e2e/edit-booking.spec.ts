import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { ANNA, expect, signInThroughApi, test } from './fixtures';

const COMPANY = 'uppsala-hudklinik';
const SERVICE = 'Hudkonsultation';
const SLOT_NAME = /\d{2}:\d{2}, \d+\s?kr$/;

/** Opens the company's calendar for the service on next week (the clinic is open Monday–Friday). */
async function openNextWeek(page: Page) {
  await page.goto(`/booking/${COMPANY}`);
  await page.getByRole('listitem').filter({ hasText: SERVICE }).getByRole('button', { name: 'Boka' }).click();
  await expect(page.getByRole('heading', { name: 'Välj tid för din bokning' })).toBeVisible();
  // The week after next: other journeys of the demo customer fill next week's Monday towards the limit of 5 a day.
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await page.getByRole('button', { name: 'Nästa vecka' }).click();
  await expect(page.getByRole('button', { name: SLOT_NAME }).first()).toBeVisible();
}

test('the demo customer moves a booking to another day; the old slot is free again, the new one taken', async ({
  page,
}) => {
  await signInThroughApi(page, ANNA);
  await openNextWeek(page);
  const firstSlot = page.getByRole('button', { name: SLOT_NAME }).first();
  const oldLabel = (await firstSlot.getAttribute('aria-label')) ?? '';
  const [, oldDay, oldTime, price] = /^(.+) (\d{2}:\d{2}), (.+)$/.exec(oldLabel) ?? [];
  expect(oldTime).toBeTruthy();
  await firstSlot.click();
  await page.getByRole('button', { name: 'Bekräfta bokning' }).click();
  await expect(page.getByRole('heading', { name: 'Bokning bekräftad!' })).toBeVisible();

  await page.goto('/my-bookings');
  const item = page.getByRole('listitem').filter({ hasText: SERVICE });
  await expect(item).toContainText(oldDay!);
  await item.getByRole('link', { name: /^Ändra/ }).click();
  await expect(page).toHaveURL(/\/edit-booking\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ändra bokning' })).toBeVisible();
  await expect(page.getByText('Nuvarande bokning')).toBeVisible();
  await expect(page.getByText(`hos Uppsala Hudklinik`)).toBeVisible();
  // Unchanged so far: the current time is preselected and there is nothing to confirm.
  await expect(page.getByRole('button', { name: `${oldDay} ${oldTime} (nuvarande tid)` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Bekräfta ändring' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The next day: with the clinic free next week, its first free time is on Monday, so Tuesday is open too.
  const days = page.getByRole('group', { name: 'Välj nytt datum' }).getByRole('button');
  const oldIndex = await days.evaluateAll(
    (buttons, day) => buttons.findIndex((b) => b.getAttribute('aria-label')?.startsWith(day as string)),
    oldDay,
  );
  const nextDay = days.nth(oldIndex + 1);
  const newDay = ((await nextDay.getAttribute('aria-label')) ?? '').replace(/ \(.*\)$/, '');
  await nextDay.click();
  await expect(nextDay).toHaveAttribute('aria-pressed', 'true');
  const newSlot = page.getByRole('button', { name: new RegExp(`^${newDay} \\d{2}:\\d{2}$`) }).first();
  await expect(newSlot).toBeVisible();
  const newTime = (await newSlot.textContent())?.trim() ?? '';
  await newSlot.click();
  await expect(page.getByText(`${newDay} kl. ${newTime}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Bekräfta ändring' }).click();

  await expect(page.getByText('Bokningen uppdaterad!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-bookings$/);
  const moved = page.getByRole('listitem').filter({ hasText: SERVICE });
  await expect(moved).toContainText(newDay);
  await expect(moved).toContainText(newTime);

  await openNextWeek(page);
  await expect(page.getByRole('button', { name: `${oldDay} ${oldTime}, ${price}`, exact: true })).toHaveCount(
    1,
  );
  await expect(page.getByRole('button', { name: `${newDay} ${newTime}, ${price}`, exact: true })).toHaveCount(
    0,
  );
});

test('an unknown booking says it cannot be found', async ({ asCustomer: page }) => {
  await page.goto('/edit-booking/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Bokningen kunde inte hittas')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
