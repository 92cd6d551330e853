import { fmt, load, type LoadResult } from '../lib/load.js';
import { operation } from '../lib/operations.js';
import { SECONDS } from '../lib/options.js';
import { note, section, table } from '../lib/report.js';
import { floorServer, uncachedGateway } from '../lib/servers.js';
import { stopProcess, type Stack } from '../../tests/support/stack.js';

/** The services page query through the gateway (cached and not), against the api and a bare http server. */
export async function catalogue(stack: Stack) {
  section('Catalogue read: the services page query through the gateway, against the api and the floor');
  const op = operation(/^Services.*(Route|Page)?Query$/);
  const body = JSON.stringify({ query: op.text, variables: {} });
  const headers = { 'content-type': 'application/json' };
  const first = await fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers, body });
  const bytes = await first.text();
  if (!first.ok || bytes.includes('"errors"'))
    throw new Error(`services query failed: ${bytes.slice(0, 300)}`);
  const floor = await floorServer(bytes, 4399);
  // The same gateway with its catalogue response cache off: plain Apollo Server over the api.
  const { child: uncached, url: uncachedUrl } = await uncachedGateway(stack, 4398);
  const restPath = 'services/get-all-services-with-tabs.php';
  const rows: (string | number)[][] = [];
  try {
    for (const connections of [1, 10, 50]) {
      const post = (url: string) =>
        load({ url: `${url}/graphql`, method: 'POST', headers, body, connections, seconds: SECONDS });
      const g = await post(stack.gatewayUrl);
      const u = await post(uncachedUrl);
      const a = await load({
        url: `${stack.apiUrl}/${restPath}`,
        headers: { authorization: `Bearer ${stack.apiToken}` },
        connections,
        seconds: SECONDS,
      });
      const f = await load({ url: floor.url, method: 'POST', headers, body, connections, seconds: SECONDS });
      const r = (x: LoadResult) =>
        `${fmt(x.rps)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms${x.errors + x.non2xx ? `, ${x.errors + x.non2xx} bad` : ''}`;
      rows.push([
        connections,
        r(g),
        r(u),
        r(a),
        r(f),
        fmt(g.rps / a.rps, 2),
        fmt(g.rps / f.rps, 3),
        fmt(u.rps / f.rps, 3),
      ]);
    }
  } finally {
    await floor.close();
    await stopProcess(uncached);
  }
  note(
    `Operation \`${op.name}\` (${fmt(bytes.length)} bytes of JSON); api: \`GET ${restPath}\` (one of the page's two REST calls); ${SECONDS} s per cell. The gateway answers from its catalogue response cache; "no cache" is the same gateway with RESPONSE_CACHE=off.`,
  );
  table(
    [
      'connections',
      'gateway',
      'gateway, no cache',
      'api (REST)',
      'floor (bare http)',
      'gateway/api',
      'gateway/floor',
      'no cache/floor',
    ],
    rows,
  );
  note('Targets: gateway/api >= 1, gateway/floor >= 0.25.');
}
