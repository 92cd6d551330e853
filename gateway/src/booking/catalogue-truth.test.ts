/**
 * One catalogue truth for every quote (issue 28): after each of several price changes in a row, a
 * visitor without a cookie (the quote lane), a signed-in customer (Apollo) and a server-rendered
 * service page all show the new price, on the replica the change went through and on another replica
 * over the same api and database. Changes are made through each replica's office and straight in the
 * database (another writer), so both ways a replica learns of a change are covered.
 *
 * Before the quote lane had a REST client per request, its one client for the process memoised the
 * first `catalogue/snapshot.php` reply, and cookie-less quotes kept the start-up price.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type GqlClient, type TestGateway } from '../test/harness.js';
import { serverEntryPath } from '../ssr/server-render.js';

const clientDist = fileURLToPath(new URL('../../../client/dist', import.meta.url));
const built = existsSync(join(clientDist, 'index.html')) && existsSync(serverEntryPath(clientDist));

interface PricedService {
  id: string;
  name: string;
  categoryId: string;
  basePrice: number;
  fromPrice: number;
  quoteOnly: boolean;
  status: string;
  variations: { variationId: string; options: { id: string; repeatWeeks: number | null }[] }[];
}

let a: TestGateway;
let b: TestGateway;
let service: PricedService;
/** One option per variation, none that repeats the visit. */
let optionIds: string[];
let customers: Map<TestGateway, GqlClient>;
let admins: Map<TestGateway, GqlClient>;

beforeAll(async () => {
  a = await startTestGateway({ seed: true, config: { clientDist, serveClient: 'auto' } });
  b = await startTestGateway({ api: a.api, config: { clientDist, serveClient: 'auto' } });
  await Promise.all([a.gateway.catalogueVersionKnown(), b.gateway.catalogueVersionKnown()]);
  const res = await a
    .client()
    .gql<{ services: PricedService[] }>(
      '{ services { id name categoryId basePrice fromPrice quoteOnly status variations { variationId options { id repeatWeeks } } } }',
    );
  expect(res.errors).toBeUndefined();
  // A service priced at the checkout; its line's base price is the service's, whatever else is chosen.
  service = res.data!.services.find(
    (s) =>
      !s.quoteOnly &&
      s.status === 'ACTIVE' &&
      s.variations.every((v) => v.options.some((o) => !o.repeatWeeks)),
  )!;
  expect(service).toBeDefined();
  optionIds = service.variations.map((v) => v.options.find((o) => !o.repeatWeeks)!.id);
  customers = new Map([
    [a, await a.signedIn('client')],
    [b, await b.signedIn('client')],
  ]);
  admins = new Map([
    [a, await a.signedIn('admin')],
    [b, await b.signedIn('admin')],
  ]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const QUOTE = `query Quote($input: BookingInput!) { quote(input: $input) { lines { basePrice total } } }`;
const quoteVars = () => ({ input: { lines: [{ serviceId: service.id, optionIds }] } });

/** The service line's price in a quote asked with no cookie: the quote lane answers it. */
async function cookielessPrice(t: TestGateway): Promise<number | undefined> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUOTE, variables: quoteVars() }),
  });
  const body = (await res.json()) as { data?: { quote: { lines: { basePrice: number }[] } } };
  return body.data?.quote.lines[0]?.basePrice;
}

async function signedInPrice(t: TestGateway): Promise<number | undefined> {
  const res = await customers.get(t)!.gql<{ quote: { lines: { basePrice: number }[] } }>(QUOTE, quoteVars());
  return res.data?.quote.lines[0]?.basePrice;
}

/** The offer price of the server-rendered service page (its JSON-LD), as a search engine reads it. */
async function renderedPrice(t: TestGateway): Promise<string | undefined> {
  const html = await (
    await fetch(`${t.url}/service/${service.id}`, { headers: { accept: 'text/html' } })
  ).text();
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const entry = JSON.parse(json!) as { '@type'?: string; offers?: { price?: string } };
    if (entry['@type'] === 'Service') return entry.offers?.price;
  }
  return undefined;
}

async function priceThroughOffice(t: TestGateway, basePrice: number) {
  const saved = await admins
    .get(t)!
    .gql(
      `mutation($input: AdminSaveServiceInput!) { adminSaveService(input: $input) { service { id basePrice } } }`,
      {
        input: {
          id: service.id,
          categoryId: service.categoryId,
          name: service.name,
          basePrice,
          variations: service.variations.map((v) => ({
            variationId: v.variationId,
            optionIds: v.options.map((o) => o.id),
          })),
        },
      },
    );
  expect(saved.errors).toBeUndefined();
}

async function priceInDatabase(basePrice: number) {
  await a.api.db.execute(sql`update services set base_price = ${basePrice} where id = ${Number(service.id)}`);
}

/** Every path on every replica shows `price` (a replica hears of a change by its long poll). */
async function everyPathShows(price: number) {
  for (const t of [a, b]) {
    await vi.waitFor(
      async () => {
        expect(await cookielessPrice(t)).toBe(price);
        expect(await signedInPrice(t)).toBe(price);
        // The page offers the service from its cheapest choices: the base price plus the same extras.
        if (built)
          expect(await renderedPrice(t)).toBe((price + service.fromPrice - service.basePrice).toFixed(2));
      },
      { timeout: 10_000, interval: 50 },
    );
  }
  // Once seen, never an older price again: each path asked several times more on both replicas.
  for (let i = 0; i < 3; i++) {
    for (const t of [a, b]) {
      expect(await cookielessPrice(t)).toBe(price);
      expect(await signedInPrice(t)).toBe(price);
    }
  }
}

describe('one catalogue truth for every quote, on two replicas', () => {
  it('cookie-less, signed-in and rendered prices follow each change of a run of price changes', async () => {
    // Every path has read the catalogue once (the lane and the pages keep what they read).
    await everyPathShows(service.basePrice);
    const changes: [string, (price: number) => Promise<void>][] = [
      ['the office on replica a', (p) => priceThroughOffice(a, p)],
      ['the office on replica b', (p) => priceThroughOffice(b, p)],
      ['another writer (the database)', priceInDatabase],
      ['the office on replica a again', (p) => priceThroughOffice(a, p)],
    ];
    let price = service.basePrice;
    for (const [, change] of changes) {
      price = Math.round(price * 1.3 + 7);
      await change(price);
      await everyPathShows(price);
    }
    // Back to a price seen before: no path answers an older snapshot's price on the way.
    await priceInDatabase(service.basePrice);
    await everyPathShows(service.basePrice);
  });
});
