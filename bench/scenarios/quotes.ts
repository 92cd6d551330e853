import { fmt, load, type LoadResult } from '../lib/load.js';
import { operation } from '../lib/operations.js';
import { SECONDS } from '../lib/options.js';
import { quoteCart, variedQuoteBodies } from '../lib/quote-cart.js';
import { section, note, table } from '../lib/report.js';
import type { Stack } from '../../tests/support/stack.js';

/**
 * Quotes against cached catalogue reads, in the same run at 10 connections: a quote is priced from the
 * gateway's in-memory catalogue plus one small read of the viewer's earned-discount facts (never from
 * the response cache: it depends on the viewer), a catalogue read is answered from its response cache.
 */
export async function quotesBesideCatalogue(stack: Stack) {
  section('Quotes beside cached catalogue reads (10 connections)');
  const headers = { 'content-type': 'application/json' };
  const services = operation(/^Services.*(Route|Page)?Query$/);
  const catalogueBody = JSON.stringify({ query: services.text, variables: {} });
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const input = await quoteCart(stack.gatewayUrl, date);
  const q = operation(/^QuoteQuery$/);
  const quoteBody = JSON.stringify({ query: q.text, variables: { input } });
  const check = await fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers, body: quoteBody });
  const checkText = await check.text();
  if (!check.ok || checkText.includes('"errors"'))
    throw new Error(`quote failed: ${checkText.slice(0, 300)}`);
  const run = (body: string) =>
    load({
      url: `${stack.gatewayUrl}/graphql`,
      method: 'POST',
      headers,
      body,
      connections: 10,
      seconds: SECONDS,
    });
  const reads = await run(catalogueBody);
  const quotes = await run(quoteBody);
  // A different date for every request: each quote is priced (from the in-memory catalogue) rather
  // than answered by the response cache.
  const varied = await load({
    url: `${stack.gatewayUrl}/graphql`,
    method: 'POST',
    headers,
    nextBody: variedQuoteBodies(q.text, input),
    connections: 10,
    seconds: SECONDS,
  });
  const r = (x: LoadResult) => [fmt(x.rps), x.p50, x.p99, x.errors + x.non2xx, fmt(x.rps / reads.rps, 3)];
  table(
    ['measure', 'req/s', 'p50 ms', 'p99 ms', 'failures', 'x cached catalogue reads'],
    [
      [`cached catalogue read (\`${services.name}\`)`, ...r(reads)],
      [
        `quote, the same cart again (\`${q.name}\`: 2 service lines, ${input.modifierOptionIds.length} modifiers, a date)`,
        ...r(quotes),
      ],
      ['quote, a different cart every request (priced each time)', ...r(varied)],
    ],
  );
  note(
    `Target: quotes >= 0.25x cached catalogue reads (before the in-memory pricing catalogue: 0.014x). A visitor's quote (no session) takes the quote lane in front of Apollo (gateway/src/booking/quote-lane.ts): priced from the catalogue in memory with no REST call, executed by a compiled query, and the same cart's answer kept per catalogue version (every visitor is priced alike); a new cart is priced each time. A signed-in customer's quote goes through Apollo (their earned discounts are read from the database). ${SECONDS} s per cell.`,
  );
}
