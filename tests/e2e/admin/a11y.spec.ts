import { expect, test } from '../fixtures';
import { gql, openAdmin, signInAsAdmin } from './support';
import { seriousViolations } from '../axe';

test('the admin pages have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const bookings = await gql<{ adminTableRows: { rows: { id: string }[] } }>(
    page.request,
    '{ adminTableRows(table: BOOKINGS, limit: 1) { rows { id } } }',
  );
  const services = await gql<{ adminTableRows: { rows: { id: string }[] } }>(
    page.request,
    '{ adminTableRows(table: SERVICES, limit: 1) { rows { id } } }',
  );
  const pages: [string, () => Promise<void>][] = [
    ['/admin', async () => expect(page.getByTestId('metric-BOOKINGS')).toBeVisible()],
    ['/admin/services', async () => expect(page.locator('tbody tr').first()).toBeVisible()],
    ['/admin/categories/add', async () => expect(page.getByRole('button', { name: 'Save' })).toBeVisible()],
    ['/admin/users/add', async () => expect(page.getByRole('button', { name: 'Save' })).toBeVisible()],
    ['/admin/services/add', async () => expect(page.getByText('No variations selected')).toBeVisible()],
    [
      `/admin/services/${services.data?.adminTableRows.rows[0]?.id ?? '1'}`,
      async () => expect(page.getByRole('button', { name: 'Update Service' })).toBeVisible(),
    ],
    [
      '/admin/modifiers',
      async () => {
        await expect(page.getByRole('heading', { name: 'Modifier Management' })).toBeVisible();
        await page.getByRole('button', { name: 'Add New Modifier' }).click();
      },
    ],
    [
      '/admin/variations',
      async () => expect(page.getByRole('heading', { name: 'Variation Management' })).toBeVisible(),
    ],
    ['/admin/profile', async () => expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()],
    [
      '/admin/requests',
      async () => expect(page.getByRole('heading', { name: 'Quote requests' })).toBeVisible(),
    ],
    ['/admin/schedule', async () => expect(page.getByTestId('schedule-grid')).toBeVisible()],
    ['/admin/crews', async () => expect(page.getByRole('heading', { name: 'Crews' })).toBeVisible()],
  ];
  const bookingId = bookings.data?.adminTableRows.rows[0]?.id;
  if (bookingId) {
    pages.push([
      `/admin/bookings/${bookingId}`,
      async () => expect(page.getByTestId('booking-status')).toBeVisible(),
    ]);
  }
  for (const [path, ready] of pages) {
    await openAdmin(page, path);
    await ready();
    expect.soft({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});
