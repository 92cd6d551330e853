import { expect, test } from '../fixtures';
import { gql, signInAsAdmin, signInThroughForm } from '../admin/support';
import { bookFirstFree, customerBooking, ensureCrews, farDate, staffIn } from './support';
import { seriousViolations } from '../axe';

const ASSIGN = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { id } } }`;
const CONFIRM = `mutation ($id: ID!) { adminSetBookingStatus(input: { id: $id, status: CONFIRMED }) { booking { status } } }`;

// Runs at a desktop's and a phone's size; each size has a crew of its own, so they never share a job.
test("a staff user signs in to their crew's day: the job's address, phone, services and notes, then Start and Completed", async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAsAdmin(page);
  const crews = await ensureCrews(page.request);
  const crew = crews[testInfo.project.name === 'phone' ? 1 : 0]!;
  const member = await staffIn(page.request, crew);
  // Today, when a start of today can still be booked; the next day otherwise (its page is then opened by date).
  const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const notes = 'Gate code 4321, friendly dog';
  const todays = await bookFirstFree(baseURL ?? '', today, notes);
  const found = todays ?? (await bookFirstFree(baseURL ?? '', tomorrow, notes));
  if (!found) throw new Error('no free start today or tomorrow');
  const { booking, slot } = found;
  const day = todays ? today : tomorrow;
  await gql(page.request, CONFIRM, { id: booking.id });
  const assigned = await gql(page.request, ASSIGN, {
    input: { guidId: booking.guidId, date: day, timeSlot: slot, crewId: crew.id },
  });
  expect(assigned.errors ?? []).toEqual([]);

  await page.context().clearCookies();
  await signInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/crew$/);
  await expect(page.getByRole('heading', { level: 1, name: crew.name })).toBeVisible();
  if (!todays) await page.goto(`/crew?date=${day}`);

  const job = page.getByTestId(`job-${booking.guidId}`);
  await expect(job).toContainText(booking.name);
  await expect(job).toContainText(booking.serviceName);
  await expect(job).toContainText('Gate code 4321, friendly dog');
  await expect(job.getByRole('link', { name: /12 Protea Road, Rondebosch 7700/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/.*Protea/,
  );
  await expect(job.getByRole('link', { name: booking.phone })).toHaveAttribute(
    'href',
    `tel:${booking.phone}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  const box = await job.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  if (todays) {
    await job.getByRole('button', { name: 'Start' }).click();
    await expect(job).toContainText('In progress');
    await job.getByRole('button', { name: 'Completed' }).click();
    await expect(job).toContainText('Completed');
    await expect(job.getByRole('button', { name: 'Completed' })).toHaveCount(0);
  } else {
    // Tomorrow's job is shown, not yet startable: the gateway refuses to start work before its day.
    await job.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('alert')).toContainText('it can only be started on its day');
  }
});

test('the crew day is for staff: a visitor is sent to sign in, a customer is told so', async ({
  page,
  baseURL,
}) => {
  await page.goto('/crew');
  await expect(page).toHaveURL(/\/login$/);
  const booking = await customerBooking(baseURL ?? '', farDate(), '10:00 - 10:45');
  await signInThroughForm(page, booking.email, 'customer-pass-1');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/crew');
  await expect(page.getByRole('alert')).toContainText('The crew day is for staff members.');
});
