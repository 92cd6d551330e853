import { request as playwrightRequest, type APIRequestContext, type Locator } from '@playwright/test';
import { expect, test, waitingForHydration, type Page } from '../fixtures';
import { gql, openAdmin, signInAsAdmin, signInThroughForm, unique } from '../admin/support';
import { latestMailTo } from '../public/pages/outbox';
import { workingDay } from '../working-day';
import { customerBooking, ensureCrews, farDate, staffIn } from './support';

/**
 * Issue #29 "Done when": the office runs a week like the one the owner tried, on days of its own far
 * ahead (other journeys alongside never share them), and checks the schedule, the crew's phone, the
 * e-mails and the dashboard after each step. The shared demo crews stay active (the stack's capacity).
 */

const ASSIGN = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { id } } }`;

/** A Mantine select in `scope` by its label (a textbox when searchable, a combobox otherwise). */
const field = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('textbox', { name }).or(scope.getByRole('combobox', { name })).first();

/** The working day after `date` (the calendar's next open day). */
const nextWorkingDay = (date: string) =>
  workingDay(new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10));

/** A new customer's booking of the service named `serviceName` (first option of each choice) through the checkout. */
async function bookService(baseURL: string, serviceName: string, date: string, timeSlot: string) {
  const customer = await playwrightRequest.newContext({ baseURL });
  try {
    const catalogue = await gql<{
      services: { id: string; name: string; variations: { options: { id: string }[] }[] }[];
    }>(customer, '{ services { id name variations { options { id } } } }');
    const service = catalogue.data?.services.find((s) => s.name === serviceName);
    if (!service) throw new Error(`the demo data has no ${serviceName}`);
    const name = unique('Naledi Customer');
    const email = `${name.replace(/\s/g, '.').toLowerCase()}@example.com`;
    const reply = await gql<{ createBooking: { booking: { id: string; guidId: string } } }>(
      customer,
      'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id guidId } } }',
      {
        input: {
          address: { street: '3 Fynbos Lane', suburb: 'Rondebosch', postalCode: '7700' },
          booking: {
            date,
            timeSlot,
            lines: [
              {
                serviceId: service.id,
                optionIds: service.variations.flatMap((v) => v.options.slice(0, 1).map((o) => o.id)),
              },
            ],
            modifierOptionIds: [],
          },
          customer: { name, email, password: 'customer-pass-1', phone: '0831234567' },
        },
      },
    );
    const booking = reply.data?.createBooking.booking;
    if (!booking) throw new Error(`no booking: ${JSON.stringify(reply.errors)}`);
    return { ...booking, name, email };
  } finally {
    await customer.dispose();
  }
}

/** Gives `booking` (pending: the crew sees it as not paid yet) to `crewId` at its own date and time. */
async function assign(
  admin: APIRequestContext,
  booking: { guidId: string },
  date: string,
  timeSlot: string,
  crewId: string,
) {
  const assigned = await gql(admin, ASSIGN, { input: { guidId: booking.guidId, date, timeSlot, crewId } });
  expect(assigned.errors ?? []).toEqual([]);
}

test(
  'the office runs a week: a two-day installation, a phone-in paid by EFT, its series paused, rain on a busy day, a service archived, and the dashboard after',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    test.slow();
    await signInAsAdmin(page);
    const [north] = await ensureCrews(page.request);
    const member = await staffIn(page.request, north!);

    // 1. A two-day installation: 900 minutes (two working days of 10:00-17:30) for Crew North.
    const installDay = farDate();
    const secondDay = nextWorkingDay(installDay);
    const install = await bookService(
      baseURL ?? '',
      'Water-wise Garden Makeover',
      installDay,
      '10:00 - 10:45',
    );
    await assign(page.request, install, installDay, '10:00 - 10:45', north!.id);

    await openAdmin(page, `/admin/schedule?date=${secondDay}&view=day`);
    const dayTwo = page.getByTestId(`card-${install.guidId}-day-2`);
    await expect(dayTwo).toBeVisible();
    await expect(dayTwo.getByTestId('day-part')).toHaveText('Day 2 of 2');
    await expect(dayTwo).toContainText(install.name);
    // In Crew North's column, from the day's first start.
    await expect(
      page.getByTestId(`cell-${north!.id}-10:00`).getByTestId(`card-${install.guidId}-day-2`),
    ).toBeVisible();

    // The crew member's phone (a phone-sized browser of their own) shows it on both of its days.
    const crewPhone = await page
      .context()
      .browser()!
      .newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const phone = waitingForHydration(await crewPhone.newPage());
    try {
      await signInThroughForm(phone, member.email, member.password);
      await expect(phone).toHaveURL(/\/crew$/);
      await phone.goto(`/crew?date=${installDay}`);
      await expect(phone.getByTestId(`job-${install.guidId}`)).toContainText('Day 1 of 2');
      await phone.goto(`/crew?date=${secondDay}`);
      const job = phone.getByTestId(`job-${install.guidId}`);
      await expect(job).toContainText(install.name);
      await expect(job).toContainText('Day 2 of 2');
      await expect(job).toContainText('Water-wise Garden Makeover');
    } finally {
      await crewPhone.close();
    }

    // 2. A phone-in customer booked in the office's New booking form and paid by EFT with a reference.
    const phoneInName = unique('Thabo Phone-in');
    const phoneInEmail = `${phoneInName.replace(/\s/g, '.').toLowerCase()}@example.com`;
    const phoneInDay = farDate();
    await openAdmin(page, '/admin/bookings/add');
    await page.getByText('New customer', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill(phoneInName);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(phoneInEmail);
    await page.getByRole('textbox', { name: /^Phone/ }).fill('082 555 0101');
    await field(page, /^Services/).click();
    await page.getByRole('option', { name: 'Hedge Trimming', exact: true }).click();
    await page.keyboard.press('Escape');
    // A fortnightly hedge trim: the booking is the first visit of a series (step 4 pauses it).
    await field(page, /^Hedge Trimming: Hedge/).click();
    await page.getByRole('option').first().click();
    await field(page, /^Hedge Trimming: Frequency/).click();
    await page.getByRole('option', { name: /^Fortnightly/ }).click();
    await page.getByRole('textbox', { name: /^Street address/ }).fill('8 Kloof Street');
    await field(page, /^Suburb/).click();
    await page.getByRole('option', { name: 'Rondebosch', exact: true }).click();
    await page.getByLabel(/^Date/).fill(phoneInDay);
    await field(page, /^Time slot/).click();
    await page.getByRole('option', { name: /^10:00 - 10:45 \(\d+ free\)$/ }).click();
    await expect(page.getByTestId('office-quote-total')).toBeVisible();
    await page.getByRole('radio', { name: 'Paid' }).check();
    await expect(field(page, /^Paid by/)).toHaveValue('EFT');
    await page.getByRole('textbox', { name: /^Reference/ }).fill('FNB 7781');
    await page.getByRole('button', { name: 'Create booking' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
    const payments = page.getByRole('table').filter({ hasText: 'Provider payment id' });
    await expect(payments.getByRole('cell', { name: /EFT/ })).toContainText('Ref. FNB 7781');
    await expect(payments).toContainText('COMPLETE');
    const confirmation = await latestMailTo(phoneInEmail, 20_000, /booking is confirmed/);
    expect(confirmation).toContain('10:00 - 10:45');

    // 4. The series paused from a date: the preview says the paid visit stays booked, and nothing
    // paid is cancelled unasked.
    const series = page.locator('section[aria-labelledby="booking-series"]');
    await expect(series.getByTestId('series-status')).toHaveText('Active');
    await series.getByRole('button', { name: 'Pause series' }).click();
    const pause = page.getByRole('dialog', { name: /^Pause visits/ });
    await pause.getByLabel(/^From/).fill(phoneInDay);
    const preview = pause.getByTestId('series-change-list');
    await expect(preview).toContainText('Stays booked (paid)');
    await expect(preview).not.toContainText('Cancelled');
    await expect(pause.getByTestId('series-change-paid')).not.toBeChecked();
    await pause.getByRole('button', { name: 'Pause visits' }).click();
    await expect(pause).toHaveCount(0);
    await expect(series.getByTestId('series-status')).toHaveText('Paused');
    await expect(series).toContainText(phoneInDay);
    await expect(payments).toContainText('COMPLETE');

    // 3. Rain on a busy day: three jobs, two at the same start; the plan gives each a new time, Move
    // moves them all, the day is empty of them and each customer is e-mailed the new time.
    const rainDay = farDate();
    const wet = [
      await customerBooking(baseURL ?? '', rainDay, '10:00 - 10:45'),
      await customerBooking(baseURL ?? '', rainDay, '10:00 - 10:45'),
      await customerBooking(baseURL ?? '', rainDay, '13:00 - 13:45'),
    ];
    await openAdmin(page, `/admin/schedule?date=${rainDay}&view=day`);
    for (const booking of wet) await expect(page.getByTestId(`card-${booking.guidId}`)).toBeVisible();
    await page.getByRole('button', { name: 'Rain day' }).click();
    const dialog = page.getByRole('dialog', { name: /^Rain day/ });
    const newTimes = new Map<string, string>();
    for (const booking of wet) {
      const row = dialog.getByTestId(`plan-${booking.guidId}`);
      await expect(row).toContainText(booking.name);
      await expect(row).toContainText(/ at \d\d:\d\d/);
      newTimes.set(booking.guidId, /at (\d\d:\d\d)/.exec((await row.innerText()) ?? '')![1]!);
    }
    await dialog.getByRole('button', { name: 'Move 3 jobs' }).click();
    await expect(dialog.getByTestId('rain-result')).toContainText(
      '3 jobs moved and each customer e-mailed their new time.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const booking of wet) await expect(page.getByTestId(`card-${booking.guidId}`)).toHaveCount(0);
    for (const booking of wet) {
      const mail = await latestMailTo(booking.email, 20_000, /visit moved to/);
      // "Your visit has moved from <the rain day>, 10:00 - 10:45 to <its new day>, <the planned time> - ...".
      expect(mail).toMatch(new RegExp(`moved from [^\\n]+ to [^\\n]+, ${newTimes.get(booking.guidId)!} - `));
    }

    // 6. A service in use archived, not deleted: a service of this journey's own (the demo's stay for
    // the journeys alongside), booked once, then deleted in its form.
    const categories = await gql<{ adminSelectOptions: { value: string }[] }>(
      page.request,
      '{ adminSelectOptions(table: CATEGORIES) { value } }',
    );
    const serviceName = unique('Storm Clean-up');
    const made = await gql<{ adminSaveService: { service: { id: string } } }>(
      page.request,
      'mutation ($input: AdminSaveServiceInput!) { adminSaveService(input: $input) { service { id } } }',
      {
        input: {
          categoryId: categories.data!.adminSelectOptions[0]!.value,
          name: serviceName,
          basePrice: 400,
          durationMinutes: 60,
          variations: [],
        },
      },
    );
    expect(made.errors ?? []).toEqual([]);
    const serviceId = made.data!.adminSaveService.service.id;
    const inUse = await bookService(baseURL ?? '', serviceName, farDate(), '10:00 - 10:45');
    await openAdmin(page, `/admin/services/${serviceId}`);
    await page.getByRole('button', { name: 'Delete Service' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    await expect(page.getByText('Used by 1 booking: archived, not deleted.')).toBeVisible();
    // Gone from the shop, still on the booking that uses it.
    const shop = await gql<{ services: { name: string }[] }>(page.request, '{ services { name } }');
    expect(shop.data!.services.map((s) => s.name)).not.toContain(serviceName);
    await openAdmin(page, `/admin/bookings/${inUse.id}`);
    await expect(page.getByText(serviceName).first()).toBeVisible();

    // 5. The dashboard after the week: today's jobs, unpaid and refunds due are there.
    await openAdmin(page, '/admin');
    for (const region of ["Today's jobs", 'Unpaid', 'Refunds due']) {
      await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('unpaid-counts')).toHaveText(/^(\d+ visits?|Every visit is paid)/);
  },
);
