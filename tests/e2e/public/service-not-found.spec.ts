import { expect, test } from '../fixtures';

test('an unknown service shows the not-found state', async ({ page }) => {
  await page.goto('/service/987654321');
  await expect(page.getByText('Service not found')).toBeVisible();
  await expect(page.getByText('The requested service could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Booking' })).toHaveCount(0);
  await expect(page).toHaveTitle(/Service not found/);
});
