import { fmt, load } from '../lib/load.js';
import { gql, operation } from '../lib/operations.js';
import { SECONDS } from '../lib/options.js';
import { note, section, table } from '../lib/report.js';
import { signIn, uncachedGateway } from '../lib/servers.js';
import { stopProcess, type Stack } from '../../tests/support/stack.js';

/**
 * The cost of sessions answering to the database: each request with a session cookie re-reads its
 * user (one REST call, priming the request's user loader). Catalogue reads by a signed-in visitor
 * against an anonymous one, through the response cache (as served) and without it (every request
 * through Apollo, so the session check is paid on each).
 */
export async function sessionCheck(stack: Stack) {
  section('Sessions answer to the database: catalogue reads signed in vs anonymous (10 connections)');
  const headers = { 'content-type': 'application/json' };
  const services = operation(/^Services.*(Route|Page)?Query$/);
  const body = JSON.stringify({ query: services.text, variables: {} });
  const email = `bench-session-${Date.now()}@example.test`;
  const password = 'bench-session-password-1';
  const reg = await gql(
    stack.gatewayUrl,
    'mutation($i: RegisterInput!) { register(input: $i) { user { id } } }',
    {
      i: { name: 'Bench Visitor', email, password },
    },
  );
  if (reg.errors) throw new Error(`register failed: ${JSON.stringify(reg.errors)}`);
  const cookie = await signIn(stack.gatewayUrl, email, password);
  const { child: uncached, url: uncachedUrl } = await uncachedGateway(stack, 4397);
  const rows: (string | number)[][] = [];
  try {
    for (const [label, url] of [
      ['with the response cache (as served)', stack.gatewayUrl],
      ['RESPONSE_CACHE=off (Apollo every time)', uncachedUrl],
    ] as const) {
      const run = (extra: Record<string, string>) =>
        load({
          url: `${url}/graphql`,
          method: 'POST',
          headers: { ...headers, ...extra },
          body,
          connections: 10,
          seconds: SECONDS,
        });
      const anonymous = await run({});
      const signedIn = await run({ cookie });
      rows.push([
        label,
        `${fmt(anonymous.rps)} req/s, p99 ${anonymous.p99} ms`,
        `${fmt(signedIn.rps)} req/s, p99 ${signedIn.p99} ms${signedIn.errors + signedIn.non2xx ? `, ${signedIn.errors + signedIn.non2xx} bad` : ''}`,
        fmt(signedIn.rps / anonymous.rps, 2),
      ]);
    }
  } finally {
    await stopProcess(uncached);
  }
  table(['gateway', 'anonymous', 'signed in', 'signed in / anonymous'], rows);
  note(
    `Operation \`${services.name}\`; ${SECONDS} s per cell. Target: signed in within 10% of anonymous (ratio >= 0.90) for catalogue reads as served. Without the cache the signed-in request also pays its one user read.`,
  );
}
