/**
 * The quote lane answers a visitor's quote in front of Apollo with exactly what Apollo would answer,
 * and leaves everything else to the full path: a signed-in customer (priced from their account), an
 * operation that is not only `quote`, and every quote that is refused (Apollo formats the error).
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuoteQueryDocument } from '../../../client/src/__generated__/graphql.js';
import { startTestGateway, type TestGateway, quoteLaneAnswers } from '../test/harness.js';
import { sameButExpiry } from '../test/quote-answers.js';

let t: TestGateway;
const QUOTE = print(QuoteQueryDocument);
let input: Record<string, unknown>;

async function post(body: Record<string, unknown>, cookie?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data?: any; errors?: any[] } };
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  const cat = await t.client().gql(`{
    services { id variations { options { id } } addOns { id } }
    modifiers { options { id } }
  }`);
  const services = cat.data!.services.filter((s: any) => s.variations.length > 0 && s.addOns.length > 0);
  input = {
    date: '2031-10-15',
    lines: services.slice(0, 2).map((s: any) => ({
      serviceId: s.id,
      optionIds: s.variations.map((v: any) => v.options.at(-1).id),
      addOnIds: [s.addOns[0].id],
    })),
    modifierOptionIds: cat.data!.modifiers.map((m: any) => m.options.at(-1).id),
  };
});
afterAll(() => t?.close());

describe('the quote lane', () => {
  it("answers a visitor's quote with exactly Apollo's answer", async () => {
    // The lane (like the response cache) serves once the catalogue version is known.
    let lane = await post({ query: QUOTE, variables: { input } });
    await vi.waitFor(
      async () => {
        const before = await quoteLaneAnswers(t.url);
        lane = await post({ query: QUOTE, variables: { input } });
        expect(await quoteLaneAnswers(t.url)).toBe(before + 1);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(lane.status).toBe(200);
    expect(lane.json.errors).toBeUndefined();
    const before = await quoteLaneAnswers(t.url);
    // The same request with an extensions object goes the full way (the lane leaves those to Apollo).
    const full = await post({ query: QUOTE, variables: { input }, extensions: {} });
    expect(await quoteLaneAnswers(t.url)).toBe(before);
    // the same quote (a token made in another second differs in its expiry and signature alone)
    expect(sameButExpiry(JSON.stringify(full.json))).toBe(sameButExpiry(JSON.stringify(lane.json)));
    expect(lane.json.data.quote.lines).toHaveLength(2);
    expect(lane.json.data.quote.total).toBeGreaterThan(0);
  });

  it('leaves a signed-in customer to the full path, priced for their account', async () => {
    const customer = await t.signedIn('client');
    const before = await quoteLaneAnswers(t.url);
    const res = await customer.gql(QUOTE, { input });
    expect(res.errors).toBeUndefined();
    expect(await quoteLaneAnswers(t.url)).toBe(before);
  });

  it('leaves refused quotes and other operations to Apollo', async () => {
    const before = await quoteLaneAnswers(t.url);
    const refused = await post({
      query: QUOTE,
      variables: { input: { ...input, lines: [{ serviceId: '999999' }] } },
    });
    expect(refused.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const both = await post({
      query: `query ($input: BookingInput!) { quote(input: $input) { total } services { id } }`,
      variables: { input },
    });
    expect(both.json.errors).toBeUndefined();
    const control = await post({
      query: QUOTE,
      variables: { input: { ...input, date: '2031-10-15\u0007' } },
    });
    expect(control.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await quoteLaneAnswers(t.url)).toBe(before);
  });
});
