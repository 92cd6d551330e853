import { expect, test } from '../fixtures';
import { gql, openAdmin, signInAsAdmin } from './support';

test('the dashboard shows the week, the money owed, the day, the crews, six cards and the weekly chart', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin');
  for (const [label, link] of [
    ['Clients', '/admin/customers'],
    ['Services', '/admin/services'],
    ['Bookings made', '/admin/bookings'],
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
  for (const region of ['This week', 'This month', 'Refunds due', 'Unpaid', "Today's jobs"]) {
    await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Crew load (next 14 days)' })).toBeVisible();
  // The screen shows the gateway's figures; other journeys may add rows meanwhile, so compare a fresh pair.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('metric-BOOKINGS')).toBeVisible();
    const reply = await gql<{
      adminDashboard: {
        metrics: { key: string; total: number }[];
        thisWeek: { moneyReceived: number; bookingsMade: number };
        refundsDue: { count: number };
        unpaid: { count: number };
      };
    }>(
      page.request,
      '{ adminDashboard { metrics { key total } thisWeek { moneyReceived bookingsMade } refundsDue { count } unpaid { count } } }',
    );
    const d = reply.data!.adminDashboard;
    expect({
      bookings: await page.getByTestId('metric-BOOKINGS').textContent(),
      weekBookings: await page.getByTestId('week-bookings-made').textContent(),
      refunds: await page.getByTestId('refunds-counts').textContent(),
      unpaid: await page.getByTestId('unpaid-counts').textContent(),
    }).toEqual({
      bookings: String(d.metrics.find((m) => m.key === 'BOOKINGS')?.total),
      weekBookings: String(d.thisWeek.bookingsMade),
      refunds: expect.stringMatching(
        d.refundsDue.count === 0 ? /^Nothing is owed back/ : new RegExp(`^${d.refundsDue.count} payments?`),
      ),
      unpaid: expect.stringMatching(
        d.unpaid.count === 0 ? /^Every visit is paid/ : new RegExp(`^${d.unpaid.count} visits?`),
      ),
    });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: "Today's jobs" }).getByRole('link', { name: 'Open the schedule' }),
  ).toHaveAttribute('href', /^\/admin\/schedule\?date=\d{4}-\d{2}-\d{2}$/);
  const chart = page.getByRole('region', { name: 'Visits, bookings and money per week' });
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
