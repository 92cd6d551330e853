/**
 * The Playwright `test` for every journey: a full page load of a server-rendered page (it embeds the
 * Apollo state) waits until the page has hydrated before the test goes on, as a person waits for a
 * page to respond. Without it a click could land on the server's markup before React listens.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/**
 * Makes `page.goto` wait for a server-rendered page to hydrate. The journeys' `page` has it already;
 * a page a journey opens in a context of its own (a second visitor) is given it with this.
 */
export function waitingForHydration(page: Page): Page {
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
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});
