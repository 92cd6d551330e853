/**
 * The quote lane's answer is Apollo's, byte for byte, for carts of every kind: service lines with
 * chosen and default options and add-ons, packages, dates in and out of season, modifiers, earned
 * discounts, a referral code. Apollo runs first, so its plugins have wrapped the schema's resolvers
 * (the lane compiles its query over the resolvers the schema was made with: any difference between the
 * two paths would show here).
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuoteQueryDocument } from '../../../client/src/__generated__/graphql.js';
import { startTestGateway, type TestGateway, quoteLaneAnswers } from '../test/harness.js';
import { sameButExpiry } from '../test/quote-answers.js';

let t: TestGateway;
const QUOTE = print(QuoteQueryDocument);
const TOTAL_ONLY = 'query Total($input: BookingInput!) { quote(input: $input) { subtotal total } }';
const carts: Record<string, unknown>[] = [];

async function post(body: Record<string, unknown>) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  const cat = await t.client().gql(`{
    services { id quoteOnly variations { options { id } } addOns { id } }
    seasons { startDate packages { id onSale } }
    modifiers { options { id } }
  }`);
  const services = (cat.data!.services as any[]).filter((s) => !s.quoteOnly);
  // only packages on sale today: an out-of-season one is refused (OUT_OF_SEASON), and an answer with an
  // error always goes the full way
  const packages = (cat.data!.seasons as any[]).flatMap((s) =>
    s.packages.filter((p: any) => p.onSale).map((p: any) => p.id as string),
  );
  const modifiers = cat.data!.modifiers as { options: { id: string }[] }[];
  const starts = (cat.data!.seasons as any[]).map((s) => s.startDate as string | null).filter(Boolean);
  const dates = [
    null,
    '2031-10-15',
    ...starts,
    ...starts.map((d) => `${Number(d!.slice(0, 4)) + 5}${d!.slice(4)}`),
  ];
  services.forEach((s, i) => {
    const date = dates[i % dates.length];
    carts.push({
      ...(date ? { date } : {}),
      lines: [
        {
          serviceId: s.id,
          optionIds: s.variations.map((v: any) => v.options[i % v.options.length].id),
          addOnIds: s.addOns.slice(0, i % 3).map((a: any) => a.id),
        },
        ...(packages.length ? [{ packageId: packages[i % packages.length] }] : []),
      ],
      modifierOptionIds: modifiers.map((m) => m.options[i % m.options.length]!.id),
      ...(i % 4 === 3 ? { referralCode: 'NOT-A-CODE' } : {}),
    });
    carts.push({
      date: dates[(i + 1) % dates.length] ?? '2030-01-01',
      lines: [
        {
          serviceId: s.id,
          optionIds: s.variations.map((v: any) => v.options[(i + 1) % v.options.length].id),
        },
      ],
    });
  });
  expect(carts.length).toBeGreaterThan(6);
});
afterAll(() => t?.close());

describe("the quote lane's answers", () => {
  it("are Apollo's, byte for byte, after Apollo has run", async () => {
    // Apollo first (the extensions object sends a request the full way), then the lane.
    const full = await post({ query: QUOTE, variables: { input: carts[0] }, extensions: {} });
    expect(full.status).toBe(200);
    await vi.waitFor(
      async () => {
        const before = await quoteLaneAnswers(t.url);
        await post({ query: QUOTE, variables: { input: { ...carts[0], date: '2030-02-03' } } });
        expect(await quoteLaneAnswers(t.url)).toBe(before + 1);
      },
      { timeout: 10_000, interval: 100 },
    );
    const answers: string[] = [];
    for (const [i, input] of carts.entries()) {
      // Two query texts in turn (the lane remembers the last one it prepared).
      const query = i % 2 ? TOTAL_ONLY : QUOTE;
      const apollo = await post({ query, variables: { input }, extensions: {} });
      const before = await quoteLaneAnswers(t.url);
      const lane = await post({ query, variables: { input } });
      expect(await quoteLaneAnswers(t.url)).toBe(before + 1);
      expect(lane.status).toBe(200);
      expect(apollo.status).toBe(200);
      expect(lane.text).not.toContain('"errors"');
      // Apollo ends its body with a line break; the answer itself is the same text, but for the quote
      // token's expiry (made at each answer's own second; quote-token.test.ts checks the token).
      expect(sameButExpiry(lane.text)).toBe(sameButExpiry(apollo.text.trimEnd()));
      if (query === QUOTE) expect(lane.text).toMatch(/"token":"q1\./);
      answers.push(lane.text);
    }
    // The carts reach what they are meant to: a seasonal line, a package line.
    expect(answers.some((a) => a.includes('"season":{"seasonId"'))).toBe(true);
    expect(answers.some((a) => /"packageId":"\d+"/.test(a))).toBe(true);
  });
});
