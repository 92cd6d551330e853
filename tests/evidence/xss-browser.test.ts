// XSS payloads saved by an admin (service name and description, category name and description) render
// as text on the public pages, checked in Chromium against the built client served by the gateway:
// no dialog opens, no injected element exists, no injected script ran, and the payload reads as text.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.js';
import { startStack, type Stack } from '../support/stack.js';
import { client, type Client } from './support/client.js';

const ADMIN = { email: 'xss-admin@example.test', password: 'xss-admin-pass-9' };
const PAYLOADS = {
  categoryName: `Cat <img src=x data-evxss onerror="window.__evxss='cat';alert('cat')">`,
  categoryDescription: `<script data-evxss>window.__evxss='catdesc';alert('catdesc')</script>Desc`,
  serviceName: `Svc "><svg data-evxss onload="window.__evxss='svc';alert('svc')"></svg>`,
  serviceDescription: `<iframe data-evxss srcdoc="<script>parent.__evxss='frame';parent.alert('frame')</script>"></iframe><a data-evxss href="javascript:alert('href')">x</a>`,
};

let stack: Stack | undefined;
let browser: Browser | undefined;
let admin: Client;
let categoryId: string;
let serviceId: string;

beforeAll(async () => {
  stack = await startStack({
    db: 'pglite',
    extraEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  admin = client(stack.gatewayUrl);
  const login = await admin.gql('mutation($i: LoginInput!) { login(input: $i) { user { role } } }', {
    i: ADMIN,
  });
  if (login.errors) throw new Error(login.text);
  const cat = await admin.gql<{ adminSaveCategory: { category: { id: string } } }>(
    'mutation($i: AdminSaveCategoryInput!) { adminSaveCategory(input: $i) { category { id } } }',
    { i: { name: PAYLOADS.categoryName, description: PAYLOADS.categoryDescription } },
  );
  if (cat.errors) throw new Error(cat.text);
  categoryId = cat.data!.adminSaveCategory.category.id;
  const svc = await admin.gql<{ adminSaveService: { service: { id: string } } }>(
    'mutation($i: AdminSaveServiceInput!) { adminSaveService(input: $i) { service { id } } }',
    {
      i: {
        categoryId,
        name: PAYLOADS.serviceName,
        description: PAYLOADS.serviceDescription,
        basePrice: 100,
        variations: [],
      },
    },
  );
  if (svc.errors) throw new Error(svc.text);
  serviceId = svc.data!.adminSaveService.service.id;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('admin-saved XSS payloads on public pages', () => {
  it('are stored as sent', async () => {
    const r = await client(stack!.gatewayUrl).gql<{
      service: { name: string; description: string; category: { name: string } };
    }>('query($id: ID!) { service(id: $id) { name description category { name } } }', { id: serviceId });
    expect(r.data!.service).toEqual({
      name: PAYLOADS.serviceName,
      description: PAYLOADS.serviceDescription,
      category: { name: PAYLOADS.categoryName },
    });
  });

  for (const page of ['/', '/services', '/services/{categoryId}', '/service/{serviceId}']) {
    it(`${page}: render as text, no dialog, no injected element, no script ran`, async () => {
      const context = await browser!.newContext();
      const tab = await context.newPage();
      const dialogs: string[] = [];
      tab.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      try {
        const path = page.replace('{categoryId}', categoryId).replace('{serviceId}', serviceId);
        await tab.goto(`${stack!.gatewayUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        if (page !== '/') {
          // The page shows the saved text itself (as text, with its angle brackets).
          await tab.getByText('Svc "><svg data-evxss', { exact: false }).first().waitFor({ timeout: 30_000 });
        }
        await tab.waitForTimeout(500);
        const injected = await tab.evaluate(() => {
          // Runs in the page (this file is type-checked without DOM types).
          const page = globalThis as unknown as {
            document: { querySelectorAll(selector: string): { length: number } };
            __evxss?: string;
          };
          return {
            elements: page.document.querySelectorAll('[data-evxss]').length,
            ran: page.__evxss ?? null,
          };
        });
        expect(dialogs).toEqual([]);
        expect(injected).toEqual({ elements: 0, ran: null });
        if (page === '/services/{categoryId}' || page === '/services') {
          expect(await tab.getByText('Cat <img src=x data-evxss', { exact: false }).count()).toBeGreaterThan(
            0,
          );
        }
        if (page === '/service/{serviceId}') {
          expect(await tab.locator('body').innerText()).toContain(`<iframe data-evxss srcdoc=`);
        }
      } finally {
        await context.close();
      }
    });
  }
});
