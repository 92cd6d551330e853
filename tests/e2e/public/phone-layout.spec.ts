import { expect, test } from '../fixtures';

const PATHS = [
  '/',
  '/services',
  '/packages',
  '/about',
  '/faqs',
  '/contact',
  '/booking',
  '/login',
  '/register',
  '/service/1',
  '/booking-checkout',
];

test.describe('every public page fits the screen', () => {
  for (const path of PATHS) {
    test(`${path} has no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
