import { expect, test } from '../fixtures';
import { catalogueService } from './pages/gateway';
import { seriousViolations } from '../axe';

const PAGES = [
  { path: '/', ready: 'Beautiful lawns and gardens across Cape Town' },
  { path: '/services', ready: 'Our Services' },
  { path: '/packages', ready: 'Seasonal Packages' },
  { path: '/about', ready: 'About Us' },
  { path: '/faqs', ready: 'Frequently Asked Questions' },
  { path: '/contact', ready: 'Contact Us' },
  { path: '/booking', ready: 'Book Now' },
  { path: '/login', ready: 'Sign in' },
  { path: '/register', ready: 'Create account' },
  { path: '/forgot-password', ready: 'Forgot password?' },
  { path: '/reset-password/some-token', ready: 'Reset password' },
  { path: '/booking-checkout', ready: 'Checkout' },
  { path: '/service/987654321', ready: 'Service not found' },
  { path: '/no-such-page', ready: 'Page not found' },
];

for (const { path, ready } of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready, level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the service details page, the service modal and the cart have no serious violations', async ({
  page,
  request,
}) => {
  const service = await catalogueService(request, 'Lawn Mowing');
  await page.goto(`/service/${service.id}`);
  await expect(page.getByRole('button', { name: 'Continue to Booking' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/services');
  await page.getByRole('article', { name: service.name }).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('button', { name: 'Add To Booking' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add To Booking' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Booking Cart' }).getByText('Total', { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the checkout steps have no serious violations', async ({ page, request }) => {
  const service = await catalogueService(request, 'Lawn Mowing');
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to Date & Time' }).click();
  await expect(page.getByRole('button', { name: /10:00 - 10:45|16:45 - 17:30/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/booking-checkout/contact');
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
