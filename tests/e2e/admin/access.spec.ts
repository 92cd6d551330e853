import { expect, test } from '../fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signInThroughForm, unique } from './support';
import { seriousViolations } from '../axe';

test.describe('who may enter the admin area', () => {
  test('an anonymous visitor is sent to /login', async ({ page }) => {
    await page.goto('/admin/services');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the admin signs in through the login screen and lands in the admin area', async ({ page }) => {
    await signInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByText(/^Welcome, /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('a client account is refused the admin area and its operations', async ({ page }) => {
    const email = `${unique('client').replace(/\s/g, '-')}@example.com`;
    const registered = await gql<{ register: { user: { role: string } } }>(
      page.request,
      'mutation ($input: RegisterInput!) { register(input: $input) { user { role } } }',
      { input: { name: 'Clara Client', email, password: 'client-pass-1' } },
    );
    expect(registered.data?.register.user.role).toBe('CLIENT');

    await page.goto('/admin');
    await expect(
      page.getByText('Access Denied - You do not have permission to access this page.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/admin/users');
    await expect(
      page.getByText('Access Denied - You do not have permission to access this page.'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    // Whatever the browser shows, the gateway refuses the operations themselves.
    const rows = await gql(page.request, '{ adminTableRows(table: USERS) { total rows { id } } }');
    expect(rows.data ?? null).toBeNull();
    expect(rows.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const save = await gql(
      page.request,
      'mutation { adminSaveCategory(input: { name: "Sneaky" }) { category { id } } }',
    );
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('an anonymous caller is refused admin operations', async ({ request }) => {
    const reply = await gql(request, '{ adminDashboard { metrics { key } } }');
    expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
