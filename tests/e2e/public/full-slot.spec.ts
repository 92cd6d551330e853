import { expect, test } from '../fixtures';
import { Checkout } from './pages/Checkout';
import { bookThroughGateway } from './pages/bookings';
import { catalogueService, emptyFutureDate } from './pages/gateway';

test('a full slot is shown unavailable and cannot be picked', async ({ page, playwright, baseURL }) => {
  const service = await catalogueService(await playwright.request.newContext({ baseURL }), 'Hedge Trimming');
  // A day no other journey uses: its own two bookings must be the only ones around 10:45 and 13:00.
  const date = await emptyFutureDate(page.request);
  const slot = '10:45 - 11:30';
  // fill the slot (capacity 2 in the e2e stack), each booking from a new customer
  for (let i = 0; i < 2; i += 1) {
    const customer = await playwright.request.newContext({ baseURL });
    await bookThroughGateway(customer, { serviceId: service.id, date, timeSlot: slot });
    await customer.dispose();
  }

  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  await expect(page).toHaveURL(/\/booking-checkout\/modifiers$/);
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  await checkout.pickDate(date);

  await expect(checkout.slot(slot)).toBeDisabled();
  await expect(checkout.slot(slot)).toHaveAccessibleName(`${slot}, unavailable`);
  await expect(checkout.slot('13:00 - 13:45')).toBeEnabled();

  // Hedge trimming takes 3 slots: the fillers at 10:45 cover 10:45 to 13:00, so the first start with
  // room for the whole job is 13:00.
  // Next does nothing until a slot is chosen
  await checkout.next();
  await expect(page).toHaveURL(/\/booking-checkout\/date-time$/);
  await checkout.pickSlot('13:00 - 13:45');
  await checkout.next();
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);
});
