import { expect, test } from '../fixtures';
import { Checkout } from './pages/Checkout';
import { ANY_FREE_DAY, bookThroughGateway } from './pages/bookings';
import { catalogueService, emptyFutureDate, graphql, isEmptyDay, uniqueFutureDate } from './pages/gateway';
import { dayMonth } from '@greenleaf/shared/package-season';

const dayAfter = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

test('1-day jobs block the whole day and the next day with room is suggested', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  // A day's work with a price (a quote-only service, such as instant lawn, cannot be booked directly).
  const lawn = await catalogueService(request, 'Tree Felling');
  const mowing = await catalogueService(request, 'Lawn Mowing');
  // Both crews (capacity 2 in the e2e stack) take a 1-day job on the day. Other journeys book on
  // random days too: a day one of them already uses (this one, or the next) is left for another.
  let date = '';
  for (let attempt = 0; attempt < 10 && !date; attempt += 1) {
    const candidate = uniqueFutureDate();
    if (!(await isEmptyDay(request, candidate)) || !(await isEmptyDay(request, dayAfter(candidate, 1))))
      continue;
    try {
      for (let i = 0; i < 2; i += 1) {
        const customer = await playwright.request.newContext({ baseURL });
        try {
          await bookThroughGateway(customer, {
            serviceId: lawn.id,
            date: candidate,
            timeSlot: '10:00 - 10:45',
          });
        } finally {
          await customer.dispose();
        }
      }
      date = candidate;
    } catch (error) {
      // A journey alongside took part of the day first: another day.
      if (!String(error).includes('SLOT_FULL')) throw error;
    }
  }
  expect(date, 'a free day for two 1-day jobs').not.toBe('');

  await page.goto(`/service/${mowing.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  await checkout.pickDate(date);
  // The first slot, free on any other day, is taken by the 1-day jobs.
  await expect(checkout.slot('10:00 - 10:45, unavailable')).toBeDisabled();
  await expect(page.getByText('No arrival time on this day has room for the whole job.')).toBeVisible();
  const next = dayAfter(date, 1);
  await page.getByRole('button', { name: `Next day with room: ${next}` }).click();
  await expect(checkout.dateField()).toHaveValue(next.split('-').reverse().join('/'));
  await checkout.pickSlot('10:00 - 10:45');
  await expect(page.getByTestId('expected-finish')).toContainText('Arrival 10:00; expected finish');
  await expect(page.getByTestId('visit-length')).toContainText('Your visit takes');
});

test('a signed-in customer is asked where the visit is, prefilled from their last booking', async ({
  page,
  baseURL,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const mowing = await catalogueService(request, 'Lawn Mowing');
  // The page's own request context: the booking signs the new customer in on the page too.
  await bookThroughGateway(page.request, {
    serviceId: mowing.id,
    date: ANY_FREE_DAY,
    timeSlot: '13:00 - 13:45',
    address: { street: '7 Protea Lane', suburb: 'Newlands', postalCode: '7700', propertyNotes: 'Gate 1234' },
  });

  await page.goto(`/service/${mowing.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  await checkout.pickDate(await emptyFutureDate(page.request));
  await checkout.pickSlot('11:30 - 12:15');
  await checkout.next();
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);
  await expect(page.getByText(/Signed in as/)).toBeVisible();
  const where = checkout.visitAddress();
  await expect(where.getByLabel('Street address')).toHaveValue('7 Protea Lane');
  await expect(where.getByRole('combobox', { name: /^Suburb/ })).toHaveValue('Newlands (7700)');
  await expect(where.getByLabel('Property notes')).toHaveValue('Gate 1234');

  // A suburb we do not serve is answered as soon as it is typed, and nothing is saved.
  await where.getByRole('combobox', { name: /^Suburb/ }).fill('Stellenbosch');
  await expect(where.getByText('We do not work in Stellenbosch yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);
});

test('a slot that filled while the customer was on the contact step sends them back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const mowing = await catalogueService(request, 'Lawn Mowing');
  const date = await emptyFutureDate(page.request);
  await page.goto(`/service/${mowing.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  await checkout.pickDate(date);
  await checkout.pickSlot('14:30 - 15:15');
  await checkout.next();
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);

  // Meanwhile two other customers take the slot.
  for (let i = 0; i < 2; i += 1) {
    const other = await playwright.request.newContext({ baseURL });
    await bookThroughGateway(other, { serviceId: mowing.id, date, timeSlot: '14:30 - 15:15' });
    await other.dispose();
  }

  await checkout.fillCustomer({
    name: 'Late Customer',
    email: `late-${Date.now()}@example.test`,
    password: 'late-password-1',
    phone: `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  });
  await checkout.saveCustomer();
  await expect(page).toHaveURL(/\/booking-checkout\/date-time$/);
  await expect(page.getByRole('alert')).toHaveText(
    'That time is no longer available. Please choose another.',
  );
  // Another time: the contact step again, with everything as it was typed.
  await checkout.pickSlot('10:00 - 10:45');
  await checkout.next();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Full name')).toHaveValue(
    'Late Customer',
  );
  await expect(checkout.visitAddress().getByRole('combobox', { name: /^Suburb/ })).toHaveValue(
    'Rondebosch (7700)',
  );
});

test('a seasonal package outside its season says when it can be booked', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const { seasons } = await graphql<{
    seasons: Array<{
      name: string;
      startDate: string;
      endDate: string;
      packages: Array<{ id: string; onSale: boolean }>;
    }>;
  }>(request, '{ seasons { name startDate endDate packages { id onSale } } }');
  // A package on sale (one that is not is refused before any date: season-and-date.spec.ts), in a
  // season that has not ended (its stored dates are the ones the notice gives).
  const today = new Date().toISOString().slice(0, 10);
  const season = seasons.find((s) => s.packages[0]?.onSale && s.endDate.slice(0, 10) >= today)!;
  // A date after the season's end, and after today (the date input offers no past day).
  const soon = dayAfter(new Date().toISOString().slice(0, 10), 3);
  const afterEnd = dayAfter(season.endDate.slice(0, 10), 1);
  const outside = afterEnd > soon ? afterEnd : soon;
  // The in-progress booking holds the package, set before the app starts.
  await page.addInitScript((packageId) => {
    localStorage.setItem(
      'booking',
      JSON.stringify({
        lines: [{ kind: 'package', key: 'p', packageId }],
        modifiers: {},
        date: null,
        slot: null,
      }),
    );
  }, season.packages[0]!.id);
  await page.goto('/booking-checkout/date-time');
  const checkout = new Checkout(page);
  await checkout.pickDate(outside);
  // dates in words, as the notice writes them ("1 Dec 2026")
  const inWords = (iso: string) => dayMonth(iso.slice(0, 10), true);
  await expect(page.getByTestId('season-notice')).toContainText(
    `can be booked only from ${inWords(season.startDate)} to ${inWords(season.endDate)}`,
  );
  await expect(checkout.slot('10:00 - 10:45, unavailable')).toBeDisabled();
});
