import { expect, test } from '../fixtures';
import { bookSignedIn } from './pages/bookings';

test('a customer sees their unpaid booking on /profile and cancels it', async ({ page, request }) => {
  const service = await bookSignedIn(page, request, 'Pruning & Deadheading');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  // a table row from the sm breakpoint up, a card on a phone
  const row = page.getByTestId('account-booking').filter({ hasText: service.name, visible: true });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Pay' })).toBeVisible();

  await row.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog.getByText(/Are you sure you want to cancel this booking/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});

test(
  'on a phone the bookings are cards that fit the screen',
  { tag: '@phone-only' },
  async ({ page, request }) => {
    await bookSignedIn(page, request, 'Pruning & Deadheading');
    await page.goto('/profile');
    const card = page.getByRole('article', { name: /^Booking on / }).first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  },
);
