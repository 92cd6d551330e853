import { expect, test } from '../fixtures';
import { customerBooking, ensureCrews, farDate } from '../office/support';
import { openAdmin, signInAsAdmin } from './support';
import { seriousViolations } from '../axe';

test('the schedule shows a column per crew and unassigned work; a card dragged to a crew and slot moves there once confirmed', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const [north] = await ensureCrews(page.request);
  const date = farDate();
  const booking = await customerBooking(baseURL ?? '', date, '10:00 - 10:45');

  await openAdmin(page, `/admin/schedule?date=${date}&view=day`);
  const grid = page.getByTestId('schedule-grid');
  await expect(grid.getByRole('columnheader', { name: 'Crew North' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Crew South' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Unassigned' })).toBeVisible();
  const card = page.getByTestId(`card-${booking.guidId}`);
  await expect(page.getByTestId('cell-unassigned-10:00').getByTestId(`card-${booking.guidId}`)).toBeVisible();
  await expect(card).toContainText(booking.name);
  await expect(card).toContainText('Rondebosch');
  await expect(card).toContainText(booking.serviceName);
  await expect(card).toContainText('Pending');

  await card.dragTo(page.getByTestId(`cell-${north!.id}-10:45`));
  // The drop is confirmed in the Move dialog, which e-mails the customer unless unticked.
  const confirm = page.getByRole('dialog', { name: `Move ${booking.name}` });
  await expect(confirm.getByRole('checkbox', { name: /E-mail the customer/ })).toBeChecked();
  await confirm.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByTestId('schedule-notice')).toContainText(`moved to ${date} at 10:45 (Crew North)`);
  await expect(page.getByTestId('schedule-notice')).toContainText('The customer was e-mailed the new time.');
  await expect(page.getByTestId('schedule-notice').getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(
    page.getByTestId(`cell-${north!.id}-10:45`).getByTestId(`card-${booking.guidId}`),
  ).toBeVisible();
  // The job is longer than a slot (the demo's shortest is an hour): its card spans the rows it covers.
  const rows = Math.ceil(booking.durationMinutes / 45);
  expect(rows).toBeGreaterThan(1);
  await expect(page.getByTestId(`cell-${north!.id}-10:45`)).toHaveAttribute('rowspan', String(rows));
  await expect(page.getByTestId(`cell-${north!.id}-11:30`)).toHaveCount(0);

  // The week view shows it on its day, with its crew.
  await page.getByText('Week', { exact: true }).click();
  await expect(page.getByTestId(`cell-${date}-10:45`).getByTestId(`card-${booking.guidId}`)).toContainText(
    'Crew North',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await openAdmin(page, '/admin/crews');
  await expect(page.getByRole('cell', { name: 'Crew North' })).toBeVisible();
  await expect(page.getByText('each time slot takes 2 bookings')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('rain day shows its plan, then moves the day’s bookings to the next free times and says so', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await ensureCrews(page.request);
  const date = farDate();
  const first = await customerBooking(baseURL ?? '', date, '11:30 - 12:15');
  await openAdmin(page, `/admin/schedule?date=${date}&view=day`);
  await expect(page.getByTestId(`card-${first.guidId}`)).toBeVisible();
  await page.getByRole('button', { name: 'Rain day' }).click();
  const dialog = page.getByRole('dialog', { name: /^Rain day/ });
  await expect(dialog.getByTestId(`plan-${first.guidId}`)).toContainText('at 10:00');
  await dialog.getByRole('button', { name: 'Move 1 job' }).click();
  await expect(dialog.getByTestId('rain-result')).toContainText('1 job moved');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId(`card-${first.guidId}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByTestId('cell-unassigned-10:00').getByTestId(`card-${first.guidId}`)).toBeVisible();
});
