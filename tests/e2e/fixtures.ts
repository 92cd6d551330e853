/**
 * The Playwright `test` for every journey: a full page load of a server-rendered page (it embeds the
 * Apollo state) waits until the page has hydrated before the test goes on, as a person waits for a
 * page to respond. Without it a click could land on the server's markup before React listens.
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<typeof goto>) => {
      const response = await goto(...args);
      await page
        .waitForFunction(
          () =>
            !document.getElementById('apollo-state') || document.documentElement.dataset.hydrated === 'true',
          undefined,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      return response;
    };
    await use(page);
  },
});
