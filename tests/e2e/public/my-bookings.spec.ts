import { expect, test } from '../fixtures';
import { bookThroughGateway } from './pages/bookings';
import { Checkout } from './pages/Checkout';
import { catalogueService, uniqueFutureDate } from './pages/gateway';

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
  const service = await catalogueService(request, 'Pruning & Deadheading');
  // page.request shares the browser's cookies: the new customer is signed in on the page too
  await bookThroughGateway(page.request, {
    serviceId: service.id,
    date: uniqueFutureDate(),
    timeSlot: '10:00 - 10:45',
  });

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
  const friend = await friendContext.newPage();
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
