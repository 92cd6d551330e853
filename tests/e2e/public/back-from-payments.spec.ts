import { expect, test } from '../fixtures';
import { Checkout } from './pages/Checkout';
import { PaymentSimulator } from './pages/PaymentSimulator';
import { catalogueService, emptyFutureDate, uniqueEmail } from './pages/gateway';
import { seriousViolations } from '../axe';

test('Back from Payments shows the saved booking; it can be paid, or let go', async ({ page, request }) => {
  // Two checkouts, a payment and a let-go in one journey: more than one journey's usual time.
  test.slow();
  const service = await catalogueService(request, 'Lawn Fertilising');
  const checkout = new Checkout(page);

  /** Saves a second booking as the customer signed in by the first. */
  async function saveBooking(slot: string) {
    await page.goto(`/service/${service.id}`);
    await page.getByRole('button', { name: 'Continue to Booking' }).click();
    await checkout.continueToDateTime();
    await checkout.pickDate(await emptyFutureDate(page.request));
    await checkout.pickSlot(slot);
    await checkout.next();
    // the visit address is prefilled from the first booking (as the customer sees it) before saving
    const where = page.getByRole('group', { name: 'Where is the visit?' });
    await expect(where.getByRole('combobox', { name: /^Suburb/ })).toHaveValue('Rondebosch (7700)');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/booking-checkout\/payments\/booking-[0-9a-z-]+$/);
    return page.url().split('/').pop()!;
  }

  // 1. a phone number that is not South African is refused with the rule
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  await checkout.continueToDateTime();
  await checkout.pickDate(await emptyFutureDate(page.request));
  await checkout.pickSlot('14:30 - 15:15');
  await checkout.next();
  await checkout.fillCustomer({
    name: 'Lindiwe Nkosi',
    email: uniqueEmail('back'),
    password: 'back-password-1',
    phone: '+44 20 7946 0958',
  });
  await checkout.saveCustomer();
  await expect(page.getByText(/Enter a South African phone number/)).toBeVisible();
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);

  // 2. saved, then Back: the saved booking, not an empty cart
  await checkout.fillCustomer({
    name: 'Lindiwe Nkosi',
    email: uniqueEmail('back'),
    password: 'back-password-1',
    phone: '021 123 4567',
  });
  await checkout.saveCustomer();
  await expect(page).toHaveURL(/\/booking-checkout\/payments\/booking-[0-9a-z-]+$/);
  await page.goBack();
  const notice = page.getByRole('region', { name: 'Your saved booking is waiting for payment' });
  await expect(notice).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 3. pay it from there
  await notice.getByRole('link', { name: 'Pay for this booking' }).click();
  await checkout.pay();
  await new PaymentSimulator(page).pay();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });

  // 4. a paid booking is not offered again; another one can be let go, which cancels it
  await page.goto('/booking-checkout/contact');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  const second = await saveBooking('15:15 - 16:00');
  await page.goBack();
  await page.getByRole('button', { name: 'Let it go' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto(`/booking-successful/${second}`);
  await expect(page.getByRole('heading', { name: 'Booking Cancelled' })).toBeVisible();
});

test('the waiting page offers Pay now while the booking is payable', async ({ page, request }) => {
  const service = await catalogueService(request, 'Lawn Fertilising');
  const checkout = new Checkout(page);
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  await checkout.continueToDateTime();
  await checkout.pickDate(await emptyFutureDate(page.request));
  await checkout.pickSlot('16:00 - 16:45');
  await checkout.next();
  await checkout.fillCustomer({
    name: 'Lindiwe Nkosi',
    email: uniqueEmail('wait'),
    password: 'back-password-1',
    phone: '+27 82 123 4567',
  });
  await checkout.saveCustomer();
  await expect(page).toHaveURL(/\/booking-checkout\/payments\/booking-[0-9a-z-]+$/);
  const guidId = page.url().split('/').pop()!;
  await page.goto(`/booking-successful/${guidId}`);
  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await checkout.pay();
  await new PaymentSimulator(page).pay();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-company')).toBeVisible();
  await expect(page.getByTestId('print-company')).toContainText('GreenLeaf Lawn Care');
});
