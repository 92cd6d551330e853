// Two api and two gateway processes over one throw-away PostgreSQL server, on loopback, as production
// runs them behind a load balancer: gateway i talks to api i. The cross-replica tests (scale-out,
// reminders, the e-mail outbox) start them this way and drive them from outside.
import type { ChildProcess } from 'node:child_process';
import { openDatabase, type Database } from '../../api/src/db/client.js';
import { freePorts } from '../../scripts/free-ports.mjs';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { startProcess, waitFor } from './stack.js';
import { replicaEnv } from './stack-env.js';

export interface Replicas {
  server: PostgresServer;
  /** A connection of the test's own to the shared database. */
  database: Database;
  /** The environment both kinds of process got (API_TOKEN and DATA_DIR among it). */
  env: Record<string, string>;
  gateways: string[];
  apiUrls: string[];
  apiProcesses: ChildProcess[];
  gatewayProcesses: ChildProcess[];
  /** Kills whatever still runs and removes the database server. */
  stop(): Promise<void>;
}

/** Starts them with `env` (over replicaEnv's) for both kinds, and `gatewayEnv` for the gateways only. */
export async function startReplicas(
  env: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
): Promise<Replicas> {
  const ports = await freePorts(4);
  const server = await startPostgres();
  const shared = { ...replicaEnv(), DATABASE_URL: server.url, DATA_DIR: server.dir + '/app', ...env };
  const apiUrls = [0, 1].map((i) => `http://127.0.0.1:${ports[2 + i]}`);
  const gateways = [0, 1].map((i) => `http://127.0.0.1:${ports[i]}`);
  const apiProcesses = [0, 1].map((i) => startProcess('api', { ...shared, API_PORT: String(ports[2 + i]) }));
  await Promise.all(apiUrls.map((u) => waitFor(`${u}/readyz`)));
  const gatewayProcesses = [0, 1].map((i) =>
    startProcess('gateway', {
      ...shared,
      PORT: String(ports[i]),
      API_URL: apiUrls[i]!,
      PUBLIC_URL: gateways[i]!,
      ...gatewayEnv,
    }),
  );
  await Promise.all(gateways.map((g) => waitFor(`${g}/healthz`)));
  const database = await openDatabase({ databaseUrl: server.url, poolSize: 2 });
  return {
    server,
    database,
    env: shared,
    gateways,
    apiUrls,
    apiProcesses,
    gatewayProcesses,
    async stop() {
      for (const p of [...apiProcesses, ...gatewayProcesses]) if (p.exitCode === null) p.kill('SIGKILL');
      await database.close();
      await server.stop();
    },
  };
}

/** A GraphQL request to one replica, without a session: the reply's data and errors. */
export async function gql(url: string, query: string, variables: object = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
}

/** Signs the demo administrator in on a gateway: the session's cookie header. */
export async function adminCookie(gateway: string): Promise<string> {
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: LoginInput!) { login(input: $input) { user { role } } }',
      variables: { input: { email: 'admin@greenleaf.local', password: 'admin12345' } },
    }),
  });
  const body = (await res.json()) as { data?: { login?: { user?: { role?: string } } } };
  if (body.data?.login?.user?.role !== 'ADMIN')
    throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`);
  return res.headers
    .getSetCookie()
    .map((x) => x.split(';')[0])
    .join('; ');
}

/** How many calls a gateway has made to api paths containing `path` (its /metrics): a job's runs. */
export async function apiCallsTo(gateway: string, path: string): Promise<number> {
  const text = await (await fetch(`${gateway}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('gateway_api_call_duration_seconds_count{') && l.includes(path))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}
