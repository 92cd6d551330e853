/**
 * Takes the README's screenshots (docs/screenshots/) of a running stack: the landing page, a service
 * page, /about and the quote form, each at a phone's size (360 x 740) and a desktop's (1280 x 800).
 *
 *   PORT=4170 API_PORT=4171 PUBLIC_URL=http://127.0.0.1:4170 DATA_DIR=.tmp/shots node scripts/start.mjs &
 *   SCREENSHOT_URL=http://127.0.0.1:4170 npx tsx tests/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.js';

const base = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:4170';
const out = resolve(import.meta.dirname, '..', 'docs', 'screenshots');

async function serviceId(name: string): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ services { id name } }' }),
  });
  const body = (await res.json()) as { data: { services: { id: string; name: string }[] } };
  const found = body.data.services.find((s) => s.name === name);
  if (!found) throw new Error(`no service ${name}`);
  return found.id;
}

const sizes = [
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, deviceScaleFactor: 1 },
] as const;

async function main() {
  mkdirSync(out, { recursive: true });
  const pages = [
    { file: 'landing', path: '/', ready: 'Beautiful lawns and gardens across Cape Town' },
    { file: 'service', path: `/service/${await serviceId('Lawn Mowing')}`, ready: 'Lawn Mowing' },
    { file: 'about', path: '/about', ready: 'About Us' },
    {
      file: 'quote-form',
      path: `/quote/${await serviceId('Garden Design Consultation')}`,
      ready: 'Request a quote',
      fullPage: true,
    },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const size of sizes) {
      const context = await browser.newContext({
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.isMobile,
        deviceScaleFactor: size.deviceScaleFactor,
      });
      const page = await context.newPage();
      for (const shot of pages) {
        await page.goto(`${base}${shot.path}`);
        await page.getByRole('heading', { name: shot.ready }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const file = resolve(out, `${shot.file}-${size.name}.png`);
        await page.screenshot({ path: file, fullPage: 'fullPage' in shot });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
