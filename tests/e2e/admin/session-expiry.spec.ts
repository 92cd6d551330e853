import { expect, test } from '../fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, openAdmin, signInAsAdmin, unique } from './support';

/**
 * When the admin's session ends mid-work (it expired, or they signed out in another tab), the next admin
 * operation takes them to the sign-in page instead of showing its error in place.
 */
test.describe('an admin whose session ends mid-work', () => {
  test('saving a record after the session cookie is gone lands on /login, nothing is saved, and signing in goes back', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openAdmin(page, '/admin/categories/add');
    const name = unique('Expired');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);

    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You must be signed in to do this.')).toHaveCount(0);

    // Signing in again on that page goes back to where the admin was.
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: /^Email/ }).fill(ADMIN_EMAIL);
    await form.locator('input[type="password"]').fill(ADMIN_PASSWORD);
    await form
      .getByRole('button')
      .filter({ hasText: /sign in|log ?in/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/categories\/add$/);
    await expect(page.getByText(/^Welcome, /)).toBeVisible();

    const rows = await gql<{ adminTableRows: { total: number } }>(
      page.request,
      'query ($search: String) { adminTableRows(table: CATEGORIES, search: $search) { total } }',
      { search: name },
    );
    expect(rows.errors ?? []).toEqual([]);
    expect(rows.data?.adminTableRows.total).toBe(0);
  });

  test('signing out in another tab sends the next action in this one to /login', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    await openAdmin(page, '/admin/categories');
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

    const otherTab = await context.newPage();
    const loggedOut = await gql<{ logout: { success: boolean } }>(
      otherTab.request,
      'mutation { logout { success } }',
    );
    expect(loggedOut.data?.logout.success).toBe(true);
    await otherTab.close();

    await page.getByRole('textbox', { name: 'Search Categories' }).fill(unique('After sign-out'));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
