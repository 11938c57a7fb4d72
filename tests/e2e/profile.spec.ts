import { expectNoSeriousAxeViolations } from './axe';
import { ANNA, expect, openSignedIn, test } from './fixtures';

test('a guest on /profile is asked to sign in or create an account', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Logga in för att se din profil' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Logga in' }).first()).toHaveAttribute(
    'href',
    '/auth?tab=login&redirect=%2Fprofile',
  );
  await expect(main.getByRole('link', { name: 'Skapa konto' })).toHaveAttribute(
    'href',
    '/auth?tab=signup&redirect=%2Fprofile',
  );
  await expect(page.getByText('Logga in för att se dina tidigare bokningar.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the demo customer leaves 4-star feedback on a completed booking, edits the profile and saves notifications', async ({
  page,
}) => {
  await openSignedIn(page, ANNA, '/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Personliga uppgifter' })).toBeVisible();
  await expect(main.getByText(ANNA.email)).toBeVisible();
  await expect(main.getByText('Svensson', { exact: true })).toBeVisible();

  const manicure = page.getByRole('listitem').filter({ hasText: 'Manikyr' });
  await expect(manicure).toContainText('Genomförd');
  await expect(page.getByRole('listitem').filter({ hasText: 'Barnklippning' })).toContainText('Avbokad');
  await expectNoSeriousAxeViolations(page);

  await manicure.getByRole('button', { name: /^Lämna omdöme/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Lämna omdöme' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Skicka' });
  await expect(send).toBeDisabled();
  // Keyboard: Space picks the first star, arrow keys move the choice.
  await dialog.getByRole('radio', { name: '1 stjärna' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stjärnor' })).toBeChecked();
  await dialog.getByLabel('Kommentar (valfritt)').fill('Väldigt nöjd!');
  await expectNoSeriousAxeViolations(page);
  await send.click();
  await expect(page.getByText('Omdöme skickat')).toBeVisible();
  await expect(page.getByText('Tack för ditt omdöme!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(manicure).toContainText('Omdöme lämnat');
  await expect(manicure.getByRole('button', { name: /^Lämna omdöme/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Manikyr' })).toContainText('Omdöme lämnat');

  await page.getByRole('button', { name: 'Redigera profil' }).click();
  const edit = page.getByRole('dialog', { name: 'Redigera profil' });
  await edit.getByLabel('Ålder').fill('0');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(edit.getByText('Ålder måste vara ett heltal mellan 1 och 120')).toBeVisible();
  await edit.getByLabel('Ålder').fill('34');
  await edit.getByLabel('Kön').selectOption({ label: 'Kvinna' });
  await expectNoSeriousAxeViolations(page);
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Profil uppdaterad')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(main.getByText('34 år', { exact: true })).toBeVisible();
  await expect(main.getByText('Kvinna', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^Notiser/ }).click();
  // SMS reminders are on unless turned off: the demo customer turns them off, and it sticks.
  const sms = page.getByRole('switch', { name: 'SMS-notiser' });
  await expect(sms).toBeChecked();
  await sms.click();
  await expect(page.getByText('Notisinställningar sparade')).toBeVisible();
  await page.reload();
  await expect(main.getByText('34 år', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Notiser/ }).click();
  await expect(page.getByRole('switch', { name: 'SMS-notiser' })).not.toBeChecked();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Nagelstudion Göteborg', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nagelstudion Göteborg' })).toBeVisible();
});

test('change password: a mismatch is caught in the form', async ({ page }) => {
  await openSignedIn(page, ANNA, '/profile');
  await page.getByRole('button', { name: /^Byt lösenord/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Byt lösenord' });
  await dialog.getByLabel('Nuvarande lösenord').fill(ANNA.password);
  await dialog.getByLabel('Nytt lösenord', { exact: true }).fill('Nytt12345');
  await dialog.getByLabel('Bekräfta nytt lösenord').fill('Nytt12346');
  await dialog.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(dialog.getByText('Lösenorden matchar inte')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
