/**
 * For the admin tests: the real api on PGlite (api/src/test/harness.ts) and the real gateway in front
 * of it over HTTP, with accounts created through the api and sessions obtained by signing in through
 * the gateway's `login` mutation (a real session cookie).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, TEST_TOKEN, type TestApi } from '../../../api/src/test/harness.js';
import { createGateway, type Gateway } from '../app.js';
import { loadConfig } from '../config.js';

export interface GqlReply<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] | undefined;
}

export interface Caller {
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GqlReply<T>>;
}

export interface AdminTestStack {
  api: TestApi;
  url: string;
  /** The gateway's DATA_DIR (the e-mail outbox is in `outbox/`). */
  dataDir: string;
  anonymous: Caller;
  /** Signs up an account with this role through the api and signs it in through the gateway. */
  signIn(
    role: 'admin' | 'client' | 'staff' | 'manager',
    email?: string,
  ): Promise<Caller & { userId: number }>;
  close(): Promise<void>;
}

let emails = 0;

function caller(url: string, cookie?: string): Caller {
  return {
    async gql<T>(query: string, variables: Record<string, unknown> = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: T | null; errors?: GqlReply['errors'] };
      return { status: res.status, data: body.data ?? null, errors: body.errors };
    },
  };
}

/** An admin stack and its admin, signed in: what most of the office's tests start with. */
export async function startAdminStackAsAdmin(): Promise<{
  stack: AdminTestStack;
  admin: Caller & { userId: number };
}> {
  const stack = await startAdminStack();
  return { stack, admin: await stack.signIn('admin') };
}

/** `env`: more of the gateway's settings (its jobs' intervals, say). */
export async function startAdminStack(env: Record<string, string> = {}): Promise<AdminTestStack> {
  const api = await startTestApi();
  const dataDir = mkdtempSync(join(tmpdir(), 'gl-admin-gw-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    API_URL: api.baseUrl,
    API_TOKEN: TEST_TOKEN,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'admin-tests-session-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    API_TIMEOUT_MS: '10000',
    ...env,
  });
  const gateway: Gateway = await createGateway(config);
  const server: Server = await new Promise((resolve) => {
    const s = createServer(gateway.handler).listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    api,
    url,
    dataDir,
    anonymous: caller(url),
    async signIn(role, email) {
      emails += 1;
      const address = email ?? `${role}-${emails}-${Date.now()}@example.co.za`;
      const password = 'correct-horse-battery';
      const saved = await api.post<{ id: number }>('users/save.php', {
        name: `Test ${role} ${emails}`,
        email: address,
        password,
        role,
      });
      if (saved.status !== 200) throw new Error(`could not create ${role}: ${saved.text}`);
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($input: LoginInput!) { login(input: $input) { user { id role } } }',
          variables: { input: { email: address, password } },
        }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const body = (await res.json()) as { errors?: unknown };
      if (!cookie || body.errors) throw new Error(`could not sign in as ${role}: ${JSON.stringify(body)}`);
      return { ...caller(url, cookie), userId: saved.body.id };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.stop();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `extensions.code` of the first error. */
export function firstCode(reply: GqlReply<unknown>): unknown {
  return reply.errors?.[0]?.extensions?.['code'];
}

/** A "Lawn Mowing" service (R350, no variations) in its own category, made through the api: its id. */
export async function addLawnMowing(stack: AdminTestStack): Promise<number> {
  const category = await stack.api.post<{ id: number }>('categories/save.php', { name: 'Lawn Care' });
  const service = await stack.api.post<{ id: number }>('services/save.php', {
    categoryId: category.body.id,
    name: 'Lawn Mowing',
    basePrice: 350,
    isPackage: false,
    variations: [],
  });
  return service.body.id;
}
