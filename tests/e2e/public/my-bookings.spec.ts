import { expect, test, waitingForHydration, type Page } from '../fixtures';
import {
  bookAsNewCustomer,
  bookSignedIn,
  CREATE_BOOKING,
  daysAfter,
  rescheduleTo,
  VISIT,
} from './pages/bookings';
import { Checkout } from './pages/Checkout';
import { catalogueService, emptyFutureDate, graphql, oneOffLine } from './pages/gateway';
import { latestMailTo } from './pages/outbox';
import { PaymentSimulator } from './pages/PaymentSimulator';
import { signInAsAdmin } from '../admin/support';

/**
 * The customer's side: discounts are earned, not picked. A returning customer does not get the
 * first-time discount; their referral code, shared with a friend, earns the friend the referral
 * discount on the friend's first booking.
 */
test('a returning customer gets no first-time discount; their referral code earns a new friend the referral discount', async ({
  page,
  browser,
  request,
}) => {
  const service = await bookSignedIn(page, request, 'Pruning & Deadheading');

  // their code and share link on /profile
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Refer a friend' })).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-F]{8}$/);
  await expect(page.getByTestId('referral-link')).toHaveAttribute('href', `/?ref=${code}`);

  // booking again: the customer type is decided for them, without the first-time discount
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  await expect(page).toHaveURL(/\/booking-checkout\/modifiers$/);
  const checkout = new Checkout(page);
  await checkout.expectDecided(
    'Customer Type',
    'Returning customer',
    'Applied: no earned discount on this booking',
  );
  await expect(page.getByText('Not applied: you have booked with us before').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /First-time customer/ })).toBeDisabled();

  // their own code gives nothing, with a clear message
  await page.getByLabel('Referral code').fill(code);
  await expect(page.getByText(/your own referral code is for sharing with friends/).first()).toBeVisible();

  // a friend opens the shared link: the code comes with them and earns the referral discount
  const friendContext = await browser.newContext();
  const friend = waitingForHydration(await friendContext.newPage());
  await friend.goto(`/?ref=${code}`);
  await friend.waitForFunction((c) => window.localStorage.getItem('booking')?.includes(c) ?? false, code);
  await friend.goto(`/service/${service.id}`);
  await friend.getByRole('button', { name: 'Continue to Booking' }).click();
  await expect(friend).toHaveURL(/\/booking-checkout\/modifiers$/);
  await expect(friend.getByLabel('Referral code')).toHaveValue(code);
  await new Checkout(friend).expectDecided(
    'Customer Type',
    'Referral',
    'Applied: you were referred by one of our customers',
  );

  // a made-up code gives nothing, with a clear message
  await friend.getByLabel('Referral code').fill('MADEUP99');
  await expect(friend.getByText(/does not belong to any of our customers/).first()).toBeVisible();
  await new Checkout(friend).expectDecided(
    'Customer Type',
    'First-time customer',
    'Applied: your first booking',
  );
  await friendContext.close();
});

/** Pays a pending booking through the payments step and the simulator, as the customer does. */
async function payInBrowser(page: Page, guidId: string) {
  await page.goto(`/booking-checkout/payments/${guidId}`);
  await new Checkout(page).pay();
  await new PaymentSimulator(page).pay();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
}

test('my bookings: upcoming and past, the details with the price, reschedule, cancel and book again', async ({
  page,
}) => {
  const service = await catalogueService(page.request, 'Pruning & Deadheading');
  const date = await emptyFutureDate(page.request);
  const { guidId } = await bookAsNewCustomer(page, service.id, date, '10:00 - 10:45');
  await payInBrowser(page, guidId);
  // a second booking, let go: it is listed with the past ones
  const dropped = await graphql<{ createBooking: { booking: { guidId: string } } }>(
    page.request,
    CREATE_BOOKING,
    {
      input: {
        booking: {
          lines: [await oneOffLine(page.request, service.id)],
          date: daysAfter(date, 1),
          timeSlot: '10:00 - 10:45',
        },
        address: VISIT,
      },
    },
  );
  await graphql(
    page.request,
    `
      mutation C($input: CancelBookingInput!) {
        cancelBooking(input: $input) {
          booking {
            id
          }
        }
      }
    `,
    {
      input: { guidId: dropped.createBooking.booking.guidId },
    },
  );

  await page.goto('/profile');
  const upcoming = page
    .getByRole('table', { name: 'Upcoming bookings' })
    .or(page.getByTestId('account-booking-cards').and(page.getByLabel('Upcoming bookings')));
  const past = page
    .getByRole('table', { name: 'Past bookings' })
    .or(page.getByTestId('account-booking-cards').and(page.getByLabel('Past bookings')));
  const upcomingRow = upcoming.getByTestId('account-booking').filter({ visible: true });
  await expect(upcomingRow).toHaveCount(1);
  await expect(upcomingRow.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(upcomingRow.getByText(/^10:00 - \d\d:\d\d$/)).toBeVisible();
  await expect(
    past.getByTestId('account-booking').filter({ visible: true }).getByText('Cancelled', { exact: true }),
  ).toBeVisible();

  // the details: the booking's lines and total, as the checkout summary shows them
  await upcomingRow.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/bookings/${guidId}$`));
  await expect(page.getByText(service.name).first()).toBeVisible();
  await expect(page.getByTestId('booking-total')).toBeVisible();

  // reschedule to an offered time on another day
  const newDate = daysAfter(date, 2);
  await rescheduleTo(page, newDate, '10:00 - 10:45');
  await expect(page.getByTestId('manage-message')).toContainText('Your visit is now on');
  await expect(page.getByTestId('manage-when')).toContainText('10:00 - ');

  // notes for the crew, changed before the visit
  await page.getByRole('button', { name: 'Edit notes' }).click();
  await page
    .getByRole('textbox', { name: 'Gate code, pets, where to park' })
    .fill('Gate code 2468, ring twice');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByTestId('manage-message')).toContainText('Your notes for the crew are saved.');
  await expect(page.getByTestId('crew-notes')).toHaveText('Gate code 2468, ring twice');

  // cancel: asked first; a paid booking is refunded
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  // the preview says what the cancel will do before it is done: this visit, all that was paid back
  await expect(dialog.getByTestId('cancel-preview')).toContainText('This visit is cancelled');
  await expect(dialog.getByTestId('cancel-preview-refund')).toContainText('is refunded, all that was paid');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('manage-message')).toContainText('will be refunded');
  // the booking's status, and (its service repeats fortnightly) the same visit in its series below
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

  // the office sees the refund due, refunds it with the provider and records it
  const customerCookies = await page.context().cookies();
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto(`/admin/bookings/${guidId}`);
  await expect(page.getByTestId('booking-refund')).toHaveText('Refund due');
  await page.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(page.getByTestId('booking-refund')).toHaveText('Refunded');
  await expect(page.getByRole('button', { name: 'Mark refunded' })).toHaveCount(0);
  await page.context().clearCookies();
  await page.context().addCookies(customerCookies);
  await page.goto(`/profile/bookings/${guidId}`);

  // book again: the same service in the cart, straight to the date-time step
  await page.getByRole('button', { name: 'Book again' }).click();
  await expect(page).toHaveURL(/\/booking-checkout\/date-time$/);
  await expect(
    page.getByRole('complementary', { name: 'Booking Summary' }).getByText(service.name),
  ).toBeVisible();
});

test('the link in the e-mail opens the booking without a password, to move and cancel it; a changed link is refused', async ({
  page,
  browser,
}) => {
  const service = await catalogueService(page.request, 'Pruning & Deadheading');
  const date = await emptyFutureDate(page.request);
  const { guidId, email } = await bookAsNewCustomer(page, service.id, date, '10:00 - 10:45');
  await payInBrowser(page, guidId);
  // the confirmation e-mail (sent once the payment is recorded) carries the manage link
  let link: string | undefined;
  await expect
    .poll(
      async () =>
        (link = /https?:\/\/[^\s"<>]+\/manage\/[A-Za-z0-9._%-]+/.exec(await latestMailTo(email))?.[0]),
      {
        timeout: 20_000,
      },
    )
    .toBeTruthy();

  // someone with only the e-mail: a fresh browser, no session
  const context = await browser.newContext();
  const visitor = waitingForHydration(await context.newPage());
  await visitor.goto(new URL(link!).pathname);
  await expect(visitor.getByTestId('manage-when')).toContainText('10:00 - ');
  await rescheduleTo(visitor, daysAfter(date, 3), '10:00 - 10:45');
  await expect(visitor.getByTestId('manage-message')).toContainText('Your visit is now on');
  await expect(visitor.getByTestId('manage-when')).toContainText('10:00 - ');
  // the customer is told of the move, with the link again
  await expect.poll(async () => /visit moved/.test(await latestMailTo(email))).toBe(true);

  await visitor.getByRole('button', { name: 'Cancel booking' }).click();
  await visitor
    .getByRole('dialog', { name: 'Cancel booking' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(visitor.getByTestId('manage-message')).toContainText('will be refunded');

  // a changed link opens nothing
  const path = new URL(link!).pathname;
  await visitor.goto(path.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 1}.`));
  await expect(visitor.getByRole('alert')).toContainText('not valid or has expired');
  await context.close();
});
