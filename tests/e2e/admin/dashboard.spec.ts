import { expect, test } from '../fixtures';
import { gql, openAdmin, signInAsAdmin } from './support';

test('the dashboard shows six cards with real counts, growth, View links and the weekly chart', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin');
  for (const [label, link] of [
    ['Clients', '/admin/customers'],
    ['Services', '/admin/services'],
    ['Bookings', '/admin/bookings'],
    ['Add-Ons', '/admin/addons'],
    ['Packages', '/admin/packages'],
    ['Users', '/admin/users'],
  ] as const) {
    const card = page.getByRole('region', { name: label, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: `View ${label}` })).toHaveAttribute(
      'href',
      new RegExp(`^${link}`),
    );
    await expect(card.getByText(/^(\+|-)?\d+(\.\d)?%$|^New$/)).toBeVisible();
  }
  // The cards show the real counts; other journeys may add rows meanwhile, so compare a fresh pair.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('metric-BOOKINGS')).toBeVisible();
    const totals = await gql<{
      bookings: { total: number };
      services: { total: number };
      users: { total: number };
    }>(
      page.request,
      `{ bookings: adminTableRows(table: BOOKINGS, limit: 1) { total }
         services: adminTableRows(table: SERVICES, limit: 1) { total }
         users: adminTableRows(table: USERS, limit: 1) { total } }`,
    );
    expect({
      bookings: await page.getByTestId('metric-BOOKINGS').textContent(),
      services: await page.getByTestId('metric-SERVICES').textContent(),
      users: await page.getByTestId('metric-USERS').textContent(),
    }).toEqual({
      bookings: String(totals.data?.bookings.total),
      services: String(totals.data?.services.total),
      users: String(totals.data?.users.total),
    });
  }).toPass({ timeout: 30_000 });
  const chart = page.getByRole('region', { name: 'Bookings and revenue per week' });
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();

  await page
    .getByRole('region', { name: 'Services', exact: true })
    .getByRole('link', { name: 'View Services' })
    .click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
});

test('the shell greets the admin by name, links the sidebar pages and logs out', async ({
  page,
  isMobile,
}) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin');
  await expect(page.getByText('Welcome, Admin', { exact: false })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const label of [
    'Dashboard',
    'Add-Ons',
    'Bookings',
    'Modifiers',
    'Categories',
    'Customers',
    'Packages',
    'Requests',
    'Seasons',
    'Services',
    'Users',
    'Variations',
    'Developer',
  ]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Seasons', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Seasons' })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});
