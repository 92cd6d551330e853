import { fmt, load, type LoadResult } from '../lib/load.js';
import { operation } from '../lib/operations.js';
import { SECONDS } from '../lib/options.js';
import { note, section, table } from '../lib/report.js';
import type { Stack } from '../../tests/support/stack.js';

/** The services page as HTML from the rendered-page cache against the cached GraphQL read of its data. */
export async function renderedPages(stack: Stack) {
  section('Rendered pages: /services as HTML from the cache against the cached GraphQL read');
  const op = operation(/^Services.*(Route|Page)?Query$/);
  const body = JSON.stringify({ query: op.text, variables: {} });
  const json = { 'content-type': 'application/json' };
  const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const page = await fetch(`${stack.gatewayUrl}/services`, { headers: html });
  const text = await page.text();
  if (!page.ok || !text.includes('id="apollo-state"')) {
    note('No server-rendered page (client/dist-ssr missing): skipped.');
    return;
  }
  await fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: json, body });
  const rows: (string | number)[][] = [];
  for (const connections of [1, 10, 50]) {
    const g = await load({
      url: `${stack.gatewayUrl}/graphql`,
      method: 'POST',
      headers: json,
      body,
      connections,
      seconds: SECONDS,
    });
    const h = await load({
      url: `${stack.gatewayUrl}/services`,
      headers: html,
      connections,
      seconds: SECONDS,
    });
    const r = (x: LoadResult) =>
      `${fmt(x.rps)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms${x.errors + x.non2xx ? `, ${x.errors + x.non2xx} bad` : ''}`;
    rows.push([connections, r(h), r(g), fmt(h.rps / g.rps, 2)]);
  }
  note(
    `GET /services (Accept: text/html, brotli as a browser asks; ${fmt(text.length)} bytes of HTML before compression) and the page's query \`${op.name}\` by POST /graphql, both answered from memory; ${SECONDS} s per cell.`,
  );
  table(['connections', 'rendered page', 'GraphQL (cached)', 'page/GraphQL'], rows);
  note('Target: page/GraphQL >= 0.5.');
}
