import { request as httpRequest } from 'node:http';
import { expect, test } from '../fixtures';

/**
 * The landing page's JavaScript: none of the admin area, and the target, at most 160,000
 * bytes gzip, counted as the gateway sends them. The build writes a zopfli gzip copy and a brotli copy
 * next to every text file (client/vite-plugin-precompress.ts). Measured 154.2 KB gzip and 138.2 KB
 * brotli in three files: the entry, the first-load chunk (app shell, providers, landing page, React +
 * react-dom, Apollo Client 4 + rxjs + graphql, react-router 7, the Mantine 9 parts they use; see
 * client/vite.config.ts) and Rolldown's runtime.
 * The budget is the 160,000 bytes, counting every script the page fetches by the time the
 * network is idle (deferred sections near the first screen included). The footer and the sections
 * below the first screen load when they come near (client/src/lib/deferredSection.tsx).
 */
const GZIP_BUDGET_BYTES = 160_000;

/** The bytes the gateway sends for `url` to a client that accepts only gzip (not decoded). */
function gzipBytes(url: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
    })
      .on('error', reject)
      .end();
  });
}

test('the landing page loads no admin code and at most 160 KB of gzip JavaScript', async ({
  page,
  request,
}) => {
  const brotli: number[] = [];
  page.on('requestfinished', (req) => {
    if (new URL(req.url()).pathname.endsWith('.js')) {
      void req.sizes().then((s) => brotli.push(s.responseBodySize));
    }
  });
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
    const sent = await gzipBytes(url);
    if (body.length >= 1024) expect(sent.encoding, url).toBe('gzip');
    gzipped += sent.bytes;
  }
  expect(gzipped).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);
  // The browser itself accepts brotli and is sent the smaller copies.
  const transferred = brotli.reduce((a, b) => a + b, 0);
  expect(transferred).toBeGreaterThan(0);
  expect(transferred).toBeLessThan(gzipped);
});
