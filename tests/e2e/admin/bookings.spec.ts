import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import { gql, openAdmin, signInAsAdmin, unique } from './support';
import { ownWeek } from '../own-week';

interface Catalogue {
  services: { id: string; name: string; variations: { options: { id: string }[] }[] }[];
  modifiers: { options: { id: string }[] }[];
}

/** A booking made the way a customer makes one: a new account through the public createBooking. */
async function bookAsNewCustomer(baseURL: string) {
  const customer = await playwrightRequest.newContext({ baseURL });
  try {
    const catalogue = await gql<Catalogue>(
      customer,
      '{ services { id name variations { options { id } } } modifiers { options { id } } }',
    );
    const service = catalogue.data?.services[0];
    if (!service) throw new Error('the demo data has no service');
    // A date far enough ahead that no slot has started, spread so runs do not fill one slot.
    const date = ownWeek();
    const slots = await gql<{ timeSlots: { label: string; available: boolean }[] }>(
      customer,
      'query ($date: Date!) { timeSlots(date: $date) { label available } }',
      { date },
    );
    const slot = slots.data?.timeSlots.find((candidate) => candidate.available);
    if (!slot) throw new Error(`no free slot on ${date}`);
    const name = unique('Bongani Customer');
    const reply = await gql<{ createBooking: { booking: { id: string; guidId: string; status: string } } }>(
      customer,
      'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id guidId status } } }',
      {
        input: {
          address: { street: '1 Test Street', suburb: 'Rondebosch', postalCode: '7700' },
          booking: {
            date,
            timeSlot: slot.label,
            lines: [
              {
                serviceId: service.id,
                optionIds: service.variations.flatMap((variation) =>
                  variation.options.slice(0, 1).map((o) => o.id),
                ),
              },
            ],
            modifierOptionIds: (catalogue.data?.modifiers ?? []).flatMap((modifier) =>
              modifier.options.slice(0, 1).map((o) => o.id),
            ),
          },
          customer: {
            name,
            email: `${name.replace(/\s/g, '.').toLowerCase()}@example.com`,
            password: 'customer-pass-1',
            // A phone of its own: the api limits unpaid bookings per phone.
            phone: `082${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
            address: '1 Test Street, Cape Town',
          },
        },
      },
    );
    expect(reply.errors ?? []).toEqual([]);
    const booking = reply.data?.createBooking.booking;
    if (!booking) throw new Error('no booking');
    expect(booking.status).toBe('PENDING');
    return { ...booking, customerName: name, serviceName: service.name };
  } finally {
    await customer.dispose();
  }
}

test('an admin confirms a booking, may not complete it before its day, and is refused an illegal move', async ({
  page,
  baseURL,
}) => {
  const booking = await bookAsNewCustomer(baseURL ?? '');
  await signInAsAdmin(page);

  await openAdmin(page, '/admin/bookings');
  // Found by the customer's name as well as by its id.
  await page.getByRole('textbox', { name: 'Search Bookings' }).fill(booking.customerName);
  const row = page.locator('tbody tr').filter({ hasText: booking.guidId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await row.getByRole('link').first().click();

  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}$`));
  await expect(page.getByText(booking.guidId)).toBeVisible();
  await expect(page.getByText(booking.customerName).first()).toBeVisible();
  await expect(page.getByText(booking.serviceName).first()).toBeVisible();
  const status = page.getByTestId('booking-status');
  await expect(status).toHaveText('Pending');
  await expect(page.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);

  // Confirming an unpaid booking asks how it was paid; without payment, it says nothing is received.
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const asked = page.getByRole('dialog', { name: 'How was it paid?' });
  await expect(asked.getByTestId('without-payment-note')).toContainText('nothing is recorded as received');
  await asked.getByRole('button', { name: 'Confirm without payment' }).click();
  await expect(status).toHaveText('Confirmed');
  await expect(
    page.getByText('Booking confirmed without payment: nothing is recorded as received.'),
  ).toBeVisible();
  await expect(page.getByTestId('booking-paid-owed')).toContainText(/Paid R\s?0,00/);
  // The visit is weeks away: Completed is not offered yet, and the gateway refuses it sent directly.
  await expect(page.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
  await expect(page.getByText(/It can be marked completed from \d{4}-\d{2}-\d{2} on\./)).toBeVisible();
  const early = await gql(
    page.request,
    'mutation ($id: ID!) { adminSetBookingStatus(input: { id: $id, status: COMPLETED }) { booking { status } } }',
    { id: booking.id },
  );
  expect(early.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
  // The history says who did what.
  await expect(page.getByTestId('booking-history')).toContainText(
    'Status Pending → Confirmed · Administrator',
  );

  // The screen offers no illegal move; the gateway refuses one sent directly.
  const illegal = await gql(
    page.request,
    'mutation ($id: ID!) { adminSetBookingStatus(input: { id: $id, status: PENDING }) { booking { status } } }',
    { id: booking.id },
  );
  expect(illegal.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
  await page.reload();
  await expect(status).toHaveText('Confirmed');

  // Cancelling asks first.
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(status).toHaveText('Confirmed');

  // The customer's record: contact links, the booking, the office's notes.
  await page.getByRole('link', { name: booking.customerName }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: booking.customerName })).toBeVisible();
  await expect(page.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: /^082/ })).toHaveAttribute('href', /^tel:082\d{7}$/);
  await page.getByRole('textbox', { name: /Notes about this customer/ }).fill('Prefers mornings');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('The notes are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Notes about this customer/ })).toHaveValue(
    'Prefers mornings',
  );
  await page
    .getByRole('link', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })
    .first()
    .click();
  await expect(status).toHaveText('Confirmed');
});

test('a pending booking can be cancelled, and a cancelled one cannot be confirmed', async ({
  page,
  baseURL,
}) => {
  const booking = await bookAsNewCustomer(baseURL ?? '');
  await signInAsAdmin(page);
  await openAdmin(page, `/admin/bookings/${booking.id}`);
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel Booking' })
    .click();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  const illegal = await gql(
    page.request,
    'mutation ($id: ID!) { adminSetBookingStatus(input: { id: $id, status: CONFIRMED }) { booking { status } } }',
    { id: booking.id },
  );
  expect(illegal.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
});

test('an admin books for a customer through the booking rules (services, an offered slot, a payment link)', async ({
  page,
  baseURL,
}) => {
  const existing = await bookAsNewCustomer(baseURL ?? '');
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/bookings');
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/add$/);
  await expect(page.getByRole('heading', { name: 'New booking' })).toBeVisible();
  const customer = page.getByRole('combobox', { name: /^Customer/ });
  await customer.click();
  await customer.fill(existing.customerName);
  await page.getByRole('option', { name: new RegExp(existing.customerName) }).click();
  const services = page.getByRole('combobox', { name: /^Services/ });
  await services.click();
  await services.fill(existing.serviceName);
  await page.getByRole('option', { name: existing.serviceName, exact: true }).click();
  // an option of each of its variations: nothing is chosen for the office either (the first is taken)
  const escaped = existing.serviceName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const variations = page.getByRole('combobox', { name: new RegExp(`^${escaped}: `) });
  await services.press('Escape'); // the services list closes over them
  await expect(variations.first()).toBeVisible();
  for (let i = 0; i < (await variations.count()); i++) {
    await variations.nth(i).click();
    await page.getByRole('option').first().click();
  }
  // where the visit is: a served suburb, whose postal code comes with it
  await page.getByRole('textbox', { name: /^Street address/ }).fill('7 Protea Road');
  const suburb = page.getByRole('combobox', { name: /^Suburb/ });
  await suburb.click();
  await suburb.fill('Claremont');
  await page.getByRole('option', { name: 'Claremont', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Postal code/ })).not.toHaveValue('');
  const date = ownWeek();
  await page.getByLabel(/^Date/).fill(date);
  await page.getByRole('combobox', { name: /^Time slot/ }).click();
  await page.getByRole('option', { name: /^13:00 - 13:45/ }).click();
  // the price is the gateway's for these choices and this customer
  await expect(page.getByTestId('office-quote-total')).toBeVisible();
  // how it will be paid is required: a payment link, held for the chosen time, which the form states
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expect(page.getByText('Choose how it will be paid.')).toBeVisible();
  await page.getByRole('radio', { name: 'Send a payment link' }).check();
  await expect(page.getByTestId('held-until')).toContainText('Held until');
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
  await expect(page.getByTestId('booking-status')).toHaveText('Pending');
  await expect(page.getByTestId('payment-link-held')).toContainText('Payment link sent, held until');
  // (the service's first Frequency option repeats: the series' visits are listed below, this one first)
  await expect(page.getByText('13:00 - 13:45', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(existing.serviceName).first()).toBeVisible();
  await expect(page.getByTestId('visit-address')).toContainText('7 Protea Road, Claremont');
});
