import { expect, test } from '../fixtures';
import { catalogueService } from './pages/gateway';

/**
 * Nothing on the first screen moves when the data arrives: with every GraphQL answer held back 1.5 s,
 * the layout shifts the browser records (the CLS a visitor feels) stay under 0.05 on the pages people
 * land on. Loading placeholders have the size of what they stand for.
 */
const MAX_SHIFT = 0.05;

test.describe('layout stays put while data loads', () => {
  for (const target of ['/', '/services', 'service']) {
    test(`${target === 'service' ? '/service/:id' : target} shifts less than ${MAX_SHIFT}`, async ({
      page,
      request,
    }) => {
      const path =
        target === 'service' ? `/service/${(await catalogueService(request, 'Lawn Mowing')).id}` : target;
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) w.__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route('**/graphql', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift).toBeLessThan(MAX_SHIFT);
    });
  }
});
