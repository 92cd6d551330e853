import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { gql, signInAsAdmin, signInThroughForm } from '../admin/support';
import { workingDay } from '../working-day';
import { bookFirstFree, customerBooking, ensureCrews, farDate, staffIn } from './support';
import { seriousViolations } from '../axe';

const ASSIGN = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { id } } }`;
const CONFIRM = `mutation ($id: ID!) { adminSetBookingStatus(input: { id: $id, status: CONFIRMED, withoutPayment: true }) { booking { status } } }`;

// Runs at a desktop's and a phone's size; each size has a crew of its own, so they never share a job.
test("a staff user signs in to their crew's day: the job's address, phone, services and notes, then Start and Completed", async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAsAdmin(page);
  const crews = await ensureCrews(page.request);
  const crew = crews[testInfo.project.name === 'phone' ? 1 : 0]!;
  const member = await staffIn(page.request, crew);
  // A later day's job always (it can be seen, not started); today's too when a start of today can
  // still be booked, so both paths are proven whatever the hour the suite runs at. The later day is the
  // day after tomorrow, so a run that passes midnight in Johannesburg still finds it in the future.
  const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
  const later = workingDay(
    new Date(Date.parse(`${today}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10),
  );
  const notes = 'Gate code 4321, friendly dog';
  // A confirmed booking on `day` given to the crew. On a retry the crew may already hold the first
  // free start (the failed try's job), so a start the crew is busy at is passed over.
  async function assignedJob(day: string) {
    for (let tries = 0; tries < 6; tries++) {
      const found = await bookFirstFree(baseURL ?? '', day, notes);
      if (!found) return null;
      await gql(page.request, CONFIRM, { id: found.booking.id });
      const assigned = await gql(page.request, ASSIGN, {
        input: { guidId: found.booking.guidId, date: day, timeSlot: found.slot, crewId: crew.id },
      });
      if (assigned.errors?.[0]?.extensions?.code === 'CREW_BUSY') continue;
      expect(assigned.errors ?? []).toEqual([]);
      return found.booking;
    }
    throw new Error(`the crew is busy at every start offered on ${day}`);
  }
  const laters = await assignedJob(later);
  if (!laters) throw new Error(`no free start on ${later}`);
  const todays = await assignedJob(today);

  await page.context().clearCookies();
  await signInThroughForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/crew$/);
  await expect(page.getByRole('heading', { level: 1, name: crew.name })).toBeVisible();

  if (todays) {
    const job = page.getByTestId(`job-${todays.guidId}`);
    await expectJobDetails(job, todays);
    await job.getByRole('button', { name: 'Start' }).click();
    await expect(job).toContainText('In progress');
    await job.getByRole('button', { name: 'Completed' }).click();
    await expect(job).toContainText('Completed');
    await expect(job.getByRole('button', { name: 'Completed' })).toHaveCount(0);
  }

  // The later day's job is shown, not yet startable: the gateway refuses to start work before its day.
  await page.goto(`/crew?date=${later}`);
  const job = page.getByTestId(`job-${laters.guidId}`);
  await expectJobDetails(job, laters);
  await job.getByRole('button', { name: 'Start' }).click();
  // The property notes are a note, not an alert: the page's one alert is the refusal.
  await expect(page.getByRole('alert')).toContainText('it can only be started on its day');
  await expect(job).toContainText('To do');

  async function expectJobDetails(job: Locator, booking: NonNullable<typeof laters>) {
    await expect(job).toContainText(booking.name);
    await expect(job).toContainText(booking.serviceName);
    await expect(job.getByRole('note')).toContainText('Gate code 4321, friendly dog');
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
