import { expect, test } from '../fixtures';
import { Checkout } from './pages/Checkout';
import { PaymentSimulator } from './pages/PaymentSimulator';
import { catalogueService, emptyFutureDate, uniqueEmail, uniquePhone } from './pages/gateway';

test('a cancelled payment comes back to the payments step, still pending, and can be paid again', async ({
  page,
  request,
}) => {
  const service = await catalogueService(request, 'Lawn Fertilising');
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  await checkout.pickDate(await emptyFutureDate(page.request));
  await checkout.pickSlot('15:15 - 16:00');
  await checkout.next();
  await checkout.fillCustomer({
    name: 'Pieter Botha',
    email: uniqueEmail('cancel'),
    password: 'cancel-password-1',
    phone: uniquePhone(),
  });
  await checkout.saveCustomer();
  await expect(page).toHaveURL(/\/booking-checkout\/payments\/(booking-[0-9a-z-]+)$/);
  const paymentsUrl = page.url();

  await checkout.pay();
  await new PaymentSimulator(page).cancel();

  await expect(page).toHaveURL(`${paymentsUrl}?payment=cancelled`);
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  // the step says what happened and how to pay later
  await expect(page.getByTestId('payment-cancelled')).toContainText('nothing was charged');
  const guidId = paymentsUrl.split('/').pop()!;

  // the booking is still waiting for payment
  await page.goto(`/booking-successful/${guidId}`);
  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // and can be paid from the payments step
  await page.goto(paymentsUrl);
  await checkout.pay();
  await new PaymentSimulator(page).pay();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
});
