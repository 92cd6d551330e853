import { expect, test, type Page } from '../fixtures';
import { cataloguePackages, catalogueService, graphql } from './pages/gateway';

/**
 * The public pages come rendered from the gateway: with JavaScript off each one reads completely (its
 * heading and its content: services, a service's details, packages, the marketing text), and with it
 * on the page hydrates from the data in the HTML without asking GraphQL for it again.
 */

interface PageCase {
  path: string;
  heading: RegExp | string;
  content: (string | RegExp)[];
}

async function publicPages(request: Parameters<typeof catalogueService>[0]): Promise<PageCase[]> {
  const mowing = await catalogueService(request, 'Lawn Mowing');
  const { categories } = await graphql<{ categories: { id: string; name: string }[] }>(
    request,
    '{ categories { id name } }',
  );
  const category = categories[0]!;
  const { services: inCategory } = await graphql<{ services: { name: string }[] }>(
    request,
    'query($id: ID) { services(categoryId: $id) { name } }',
    { id: category.id },
  );
  const seasons = await cataloguePackages(request);
  const firstPackage = seasons.flatMap((season) => season.packages)[0]!;
  const option = mowing.variations.flatMap((variation) => variation.options)[0];
  return [
    { path: '/', heading: /lawn/i, content: ['Lawn Mowing'] },
    { path: '/services', heading: 'Our Services', content: ['Lawn Mowing', category.name] },
    { path: `/services/${category.id}`, heading: 'Our Services', content: [inCategory[0]!.name] },
    {
      path: `/service/${mowing.id}`,
      heading: 'Lawn Mowing',
      content: [...(option ? [option.label] : []), ...mowing.addOns.slice(0, 1).map((a) => a.name)],
    },
    { path: '/packages', heading: /packages/i, content: [firstPackage.name] },
    { path: '/about', heading: /about/i, content: [] },
    {
      path: '/faqs',
      heading: 'Frequently Asked Questions',
      content: ['Do I need to be home during the service?'],
    },
    { path: '/contact', heading: 'Contact Us', content: ['+27 21 555 0142', 'Monday to Friday'] },
    { path: '/booking', heading: /book/i, content: [] },
  ];
}

async function readsWhole(page: Page, target: PageCase) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(target.heading);
  for (const text of target.content) await expect(page.getByText(text).first()).toBeVisible();
  // the site's links are real links: the menu leads to the services without scripts
  await expect(page.locator('header a[href="/services"]').first()).toBeAttached();
}

test.describe('server-rendered public pages', () => {
  test('each public page reads completely with JavaScript disabled', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const target of await publicPages(request)) {
      await test.step(target.path, async () => {
        const response = await page.goto(target.path);
        expect(response?.status()).toBe(200);
        await readsWhole(page, target);
        // its own title, description and canonical address
        expect(await page.title()).toMatch(/GreenLeaf Lawn Care$/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${target.path}$`),
        );
      });
    }
    // the category tabs are links
    const { categories } = await graphql<{ categories: { id: string }[] }>(request, '{ categories { id } }');
    await page.goto('/services');
    await page.locator(`a[href="/services/${categories[0]!.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/services/${categories[0]!.id}$`));
    // every season's packages are there (the season tabs need scripts to switch)
    await page.goto('/packages');
    for (const season of await cataloguePackages(request)) {
      for (const pkg of season.packages) await expect(page.getByText(pkg.name).first()).toBeVisible();
    }
    // the FAQ's answers are readable too (open without scripts)
    await page.goto('/faqs');
    await expect(page.getByText(/a gate code or an unlocked side gate/).first()).toBeVisible();
    await context.close();
  });

  test('the hydrated page asks GraphQL for nothing the HTML already holds', async ({ page, request }) => {
    const operations: string[] = [];
    page.on('request', (req) => {
      if (!req.url().endsWith('/graphql') || req.method() !== 'POST') return;
      const body = req.postDataJSON() as { operationName?: string } | null;
      operations.push(body?.operationName ?? 'anonymous');
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const target of await publicPages(request)) {
      await test.step(target.path, async () => {
        operations.length = 0;
        await page.goto(target.path);
        await page.waitForLoadState('networkidle');
        await readsWhole(page, target);
        // the visitor's session is not in the (shared) HTML: asking for it is the only request
        expect(operations.filter((name) => name !== 'SessionQuery')).toEqual([]);
      });
    }
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test('a booking stored in the browser survives hydrating a server-rendered page', async ({
    page,
    request,
  }) => {
    const mowing = await catalogueService(request, 'Lawn Mowing');
    const stored = {
      lines: [{ kind: 'service', key: 'line-1', serviceId: mowing.id, options: {}, addOnIds: [] }],
      modifiers: {},
      date: null,
      slot: null,
    };
    await page.goto('/about');
    await page.evaluate((booking) => localStorage.setItem('booking', JSON.stringify(booking)), stored);
    await page.goto('/services');
    // the server rendered an empty cart (it cannot see the browser's storage); the stored one follows
    await expect(page.getByRole('button', { name: 'Booking cart, 1 service(s)' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('booking') ?? 'null') as unknown);
    expect(kept).toMatchObject({ lines: [{ serviceId: mowing.id }] });
  });
});
