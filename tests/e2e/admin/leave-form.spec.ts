import { expect, test, type Page } from '../fixtures';
import { openAdmin, signInAsAdmin, unique } from './support';

/** The sidebar link to a section (behind the menu button on a phone). */
async function sidebarLink(page: Page, name: string) {
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  if (await burger.isVisible()) await burger.click();
  return page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
}

test('an edited form asks before a sidebar link, Back or Cancel leaves it; Stay keeps the changes', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/categories/add');
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeVisible();
  const typed = unique('Unsaved');
  await name.fill(typed);

  await test.step('a sidebar link asks first; Stay keeps the form and what was typed', async () => {
    await (await sidebarLink(page, 'Services')).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/categories\/add$/);
    await expect(name).toHaveValue(typed);
  });

  await test.step('Cancel asks too; Leave goes, and nothing was saved', async () => {
    // On a phone the menu opened for the link is still open: close it to reach the form.
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    if (await burger.isVisible()) await burger.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).not.toHaveURL(/\/admin\/categories\/add$/);
    await openAdmin(page, '/admin/categories');
    await page.getByRole('textbox', { name: 'Search Categories' }).fill(typed);
    await expect(page.getByText('No records match the search or filters.')).toBeVisible();
  });

  await test.step('a sidebar link leaves once Leave is chosen', async () => {
    await openAdmin(page, '/admin/categories/add');
    await name.fill(typed);
    await (await sidebarLink(page, 'Services')).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page).toHaveURL(/\/admin\/services$/);
  });

  await test.step('an unchanged form leaves at once', async () => {
    await openAdmin(page, '/admin/categories/add');
    await expect(name).toBeVisible();
    await (await sidebarLink(page, 'Services')).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  });
});

test('a new modifier card and the profile form ask before a sidebar link leaves them', async ({ page }) => {
  await signInAsAdmin(page);
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });

  await openAdmin(page, '/admin/modifiers');
  await page.getByRole('button', { name: 'Add New Modifier' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).first().fill(unique('Unsaved modifier'));
  await (await sidebarLink(page, 'Services')).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);

  await openAdmin(page, '/admin/profile');
  const name = page.getByRole('textbox', { name: /^Full Name/ });
  await expect(name).toBeVisible();
  await name.fill(`${await name.inputValue()} (edited)`);
  await (await sidebarLink(page, 'Services')).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
});
