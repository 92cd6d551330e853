import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The landing page's JavaScript: none of the admin area, and a size budget that catches regressions
 * (the target is 160 KB gzip; React 19 + Apollo Client 4 + react-router 7 + Mantine 9 weigh
 * about 150 KB of that before any page code, see the report).
 */
const BUDGET_BYTES = 185 * 1024;

test('the landing page loads no admin code and stays within its JavaScript budget', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  let gzipped = 0;
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    expect(body, url).not.toContain('Access Denied - You do not have permission');
    expect(body, url).not.toContain('Table configuration not found');
    gzipped += gzipSync(body).length;
  }
  expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
});
