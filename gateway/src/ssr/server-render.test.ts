/**
 * Server rendering of the public pages with the real client build (`npm run build -w client` writes
 * client/dist and client/dist-ssr; `npm test` builds before it runs these). Without a build the
 * rendered-page tests are skipped; the sitemap is tested either way.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import { serverEntryPath } from './server-render.js';

const clientDist = fileURLToPath(new URL('../../../client/dist', import.meta.url));
const built = existsSync(join(clientDist, 'index.html')) && existsSync(serverEntryPath(clientDist));

let t: TestGateway;
let service: { id: string; name: string; fromPrice: number; category: { id: string } | null };
beforeAll(async () => {
  t = await startTestGateway({ seed: true, config: { clientDist, serveClient: 'auto' } });
  await t.gateway.catalogueVersionKnown();
  const res = await t
    .client()
    .gql<{ services: (typeof service)[] }>('{ services { id name fromPrice category { id } } }');
  service = res.data!.services[0]!;
});
afterAll(async () => {
  await t?.close();
});

const page = (path: string) => fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });

/** The Apollo cache the page embeds for the browser. */
function embeddedState(html: string): Record<string, Record<string, unknown>> {
  const json = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'the page embeds its Apollo cache').toBeDefined();
  return JSON.parse(json!) as Record<string, Record<string, unknown>>;
}

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );
}

describe.skipIf(!built)('server-rendered public pages (client build present)', () => {
  it('GET / holds the featured services (only those) in the markup and in the embedded Apollo cache', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';
    expect(root).toContain(service.name);
    const state = embeddedState(html);
    expect(Object.keys(state['ROOT_QUERY']!)).toContain('featuredServices({"first":6})');
    expect(state['ROOT_QUERY']).not.toHaveProperty('services');
    expect(Object.keys(state).filter((key) => key.startsWith('Service:'))).toHaveLength(6);
    expect(JSON.stringify(state)).toContain(service.name);
    // the theme's CSS variables come with the stylesheet, not in a <style> of every page
    expect(html).not.toContain('--mantine-color-leaf-7');
    // never the visitor's session: the page is the same for everyone
    expect(state['ROOT_QUERY']).not.toHaveProperty('me');
  });

  it('GET / renders its sections below the fold whole (kept as they are until seen), one season of packages', async () => {
    const html = await (await page('/')).text();
    for (const [section, heading] of [
      ['packages', 'Seasonal Packages'],
      ['about', 'Why Choose Us'],
      ['testimonials', 'What Our Customers Say'],
      ['questions', 'Frequently Asked Questions'],
      ['call-to-action', 'Ready for a greener garden?'],
    ]) {
      expect(html).toMatch(new RegExp(`<div data-deferred-section="${section}">.*?${heading}`, 's'));
    }
    const seasons = await t
      .client()
      .gql<{ seasons: { name: string; packages: { name: string }[] }[] }>(
        '{ seasons { name packages { name } } }',
      );
    const [shown, ...others] = seasons.data!.seasons;
    const packages = /<div data-deferred-section="packages">(.*?)<div data-deferred-section="about">/s.exec(
      html,
    )?.[1];
    for (const pkg of shown!.packages) expect(packages).toContain(pkg.name);
    // the other seasons are tabs, their packages rendered when chosen (all of them on /packages)
    for (const season of others) {
      expect(packages).toContain(season.name);
      for (const pkg of season.packages) {
        if (!shown!.packages.some((p) => p.name === pkg.name)) expect(packages).not.toContain(pkg.name);
      }
    }
  });

  it('GET /service/{id}: its name, title, canonical URL, Open Graph image and a Service offer in rand', async () => {
    const html = await (await page(`/service/${service.id}`)).text();
    expect(html).toContain(`<title>${service.name} | GreenLeaf Lawn Care</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="${t.config.publicUrl.replace(/\/$/, '')}/service/${service.id}" />`,
    );
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    // paints before its scripts: the entry is imported by /hydrate.js after a frame, nothing preloaded
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<script type="module" src="/hydrate.js"></script>');
    const hydrate = await fetch(`${t.url}/hydrate.js`);
    expect(hydrate.headers.get('content-type')).toMatch(/javascript/);
    expect(await hydrate.text()).toMatch(/import\("\/assets\/main-[\w-]+\.js"\)/);
    const state = embeddedState(html);
    expect(state[`Service:${service.id}`]).toMatchObject({ name: service.name });
    const ld = jsonLd(html);
    const offered = ld.find((entry) => entry['@type'] === 'Service');
    expect(offered).toMatchObject({
      name: service.name,
      offers: { '@type': 'Offer', priceCurrency: 'ZAR', price: service.fromPrice.toFixed(2) },
    });
  });

  it('every page names the business in LocalBusiness JSON-LD; /faqs is an FAQPage', async () => {
    for (const path of ['/', '/services', '/packages', '/about', '/faqs', '/contact', '/booking']) {
      const html = await (await page(path)).text();
      const business = jsonLd(html).find((entry) => entry['@type'] === 'LocalBusiness');
      expect(business, path).toMatchObject({
        name: 'GreenLeaf Lawn Care',
        telephone: expect.any(String),
        address: { '@type': 'PostalAddress', addressCountry: 'ZA' },
        openingHoursSpecification: expect.any(Array),
      });
    }
    const faq = jsonLd(await (await page('/faqs')).text()).find((entry) => entry['@type'] === 'FAQPage');
    expect(faq?.['mainEntity'].length).toBeGreaterThan(3);
  });

  it('a service or category that does not exist is a 404 page; other paths keep the SPA page', async () => {
    expect((await page('/service/999999')).status).toBe(404);
    expect((await page('/services/999999')).status).toBe(404);
    const checkout = await (await page('/booking-checkout')).text();
    expect(checkout).toContain('<div id="root"></div>');
  });

  it('a path the site has no page for answers 404 with the not-found page; built files are still served', async () => {
    const res = await page('/no-such-page/here');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>Page not found | GreenLeaf Lawn Care</title>');
    expect(html).toContain('Page not found</h1>');
    expect(html).toMatch(/<meta name="description" content="This page does not exist[^"]*" \/>/);
    expect((await fetch(`${t.url}/favicon.svg`)).status).toBe(200);
    expect((await page('/profile')).status, 'a page the browser renders').toBe(200);
  });

  it('every server-rendered page has its own meta description', async () => {
    const siteDefault = /<meta\s+name="description"\s+content="([^"]*)"/;
    const descriptions = new Set<string>();
    for (const path of ['/', '/services', '/packages', '/about', '/faqs', '/contact', '/booking']) {
      const description = siteDefault.exec(await (await page(path)).text())?.[1];
      expect(description, path).toBeTruthy();
      expect(description!.length, path).toBeGreaterThan(50);
      descriptions.add(description!);
    }
    expect(descriptions.size, 'no page falls back to another page’s words').toBe(7);
  });

  it('keeps the rendered page under the catalogue version and retires it on a catalogue write', async () => {
    await page('/services');
    const callsBefore = t.apiCalls.length;
    const again = await (await page('/services')).text();
    expect(again).toContain(service.name);
    expect(t.apiCalls.length, 'a repeat visit is answered from memory').toBe(callsBefore);
    // with the page's own headers (policies), its own request id
    const hit = await page('/services');
    expect(hit.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(hit.headers.get('x-request-id')).toBeTruthy();
    expect(hit.headers.get('content-type')).toMatch(/text\/html/);

    const admin = await t.signedIn('admin');
    const saved = await admin.gql(
      'mutation($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { id } } }',
      { input: { name: 'Rendered Test Hedges' } },
    );
    expect(saved.errors).toBeUndefined();
    await expect
      .poll(async () => (await (await page('/services')).text()).includes('Rendered Test Hedges'))
      .toBe(true);
  });
});

describe('sitemap', () => {
  it('lists the public pages, every category and every service from the live catalogue', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    const catalogue = await t
      .client()
      .gql<{ categories: { id: string }[]; services: { id: string }[] }>(
        '{ categories { id } services { id } }',
      );
    const origin = new URL(t.config.publicUrl).origin;
    for (const path of ['/', '/services', '/packages', '/faqs', '/contact', '/privacy']) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    for (const { id } of catalogue.data!.services)
      expect(xml).toContain(`<loc>${origin}/service/${id}</loc>`);
    for (const { id } of catalogue.data!.categories)
      expect(xml).toContain(`<loc>${origin}/services/${id}</loc>`);
  });
});
