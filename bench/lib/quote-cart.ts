// The cart both quote benchmarks price (bench/run.ts's quotes table, bench/quote-cpu.ts): the first two
// services with their first option of each variation and first add-on, and every modifier's first option.
import { gql } from './operations.js';

interface QuoteCart {
  date: string;
  lines: { serviceId: string; optionIds: string[]; addOnIds: string[] }[];
  modifierOptionIds: string[];
}

export async function quoteCart(gatewayUrl: string, date: string): Promise<QuoteCart> {
  const cat = await gql(
    gatewayUrl,
    '{ services { id variations { options { id } } addOns { id } } modifiers { id options { id } } }',
  );
  const list = cat.data.services as {
    id: string;
    variations: { options: { id: string }[] }[];
    addOns: { id: string }[];
  }[];
  const line = (s: (typeof list)[number]) => ({
    serviceId: s.id,
    optionIds: s.variations.map((v) => v.options[0]!.id),
    addOnIds: s.addOns.slice(0, 1).map((a) => a.id),
  });
  const modifiers = cat.data.modifiers as { options: { id: string }[] }[];
  return {
    date,
    lines: [line(list[0]!), line(list[1]!)],
    modifierOptionIds: modifiers.map((m) => m.options[0]!.id),
  };
}

/**
 * A request body per call, the same cart on another date each time (a day in a 100-year range): no two
 * bodies alike, so every quote is priced rather than answered from a cache.
 */
export function variedQuoteBodies(query: string, cart: QuoteCart, startDay = 0): () => string {
  let day = startDay;
  const base = Date.UTC(2030, 0, 1);
  return () => {
    const date = new Date(base + (day++ % 36_500) * 86_400_000).toISOString().slice(0, 10);
    return JSON.stringify({ query, variables: { input: { ...cart, date } } });
  };
}
