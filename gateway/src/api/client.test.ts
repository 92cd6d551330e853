/** The REST client against the real api: typed paths, memo, batching, headers, error mapping. */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../api/src/db/seed.js';
import { startTestApi, TEST_TOKEN, type TestApi } from '../../../api/src/test/harness.js';
import { RestApiClient, type ApiCallRecord } from './client.js';
import { errorCode } from './errors.js';

let api: TestApi;
let proxy: Server;
let proxyUrl: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

/** A recording pass-through in front of the api, to see what the client really sends. */
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.db);
  const target = new URL(api.baseUrl);
  proxy = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise<void>((r) => proxy.close(() => r()));
  await api?.close();
});

function client(requestId = 'req-1') {
  const calls: ApiCallRecord[] = [];
  const c = new RestApiClient({
    baseUrl: proxyUrl,
    token: TEST_TOKEN,
    requestId,
    timeoutMs: 2000,
    onCall: (call) => calls.push(call),
  });
  return { c, calls };
}

describe('RestApiClient', () => {
  it('sends the bearer token and the request id on the documented path', async () => {
    const { c } = client('trace-42');
    const before = seen.length;
    await c.get('categories/list.php', { statusId: 1 });
    const sent = seen.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/categories/list.php?statusId=1');
    expect(sent[0]!.headers['authorization']).toBe(`Bearer ${TEST_TOKEN}`);
    expect(sent[0]!.headers['x-request-id']).toBe('trace-42');
  });

  it('shares identical GETs within a request, and forgets them after a write', async () => {
    const { c, calls } = client();
    await Promise.all([c.get('modifier/list.php'), c.get('modifier/list.php')]);
    await c.get('modifier/list.php');
    expect(calls.filter((x) => x.path === 'modifier/list.php')).toHaveLength(1);
    const id = await c.post('modifier/save.php', { name: 'Gate code' });
    expect(typeof id).toBe('number');
    const after = await c.get('modifier/list.php');
    expect(after.map((m) => m.id)).toContain(id);
    expect(calls.filter((x) => x.path === 'modifier/list.php')).toHaveLength(2);
  });

  it('batches lookups by id: many services → one list call; one → one get call; unknown → null', async () => {
    const all = await client().c.get('services/list.php');
    const { c, calls } = client();
    const found = await Promise.all([
      ...all.map((s) => c.serviceById.load(s.id)),
      c.serviceById.load(999_999),
    ]);
    expect(found.slice(0, -1).map((s) => s?.id)).toEqual(all.map((s) => s.id));
    expect(found.at(-1)).toBeNull();
    expect(calls.map((x) => x.path)).toEqual(['services/list.php']);
    const single = client();
    expect((await single.c.serviceById.load(all[0]!.id))?.name).toBe(all[0]!.name);
    expect(single.calls.map((x) => x.path)).toEqual(['services/get.php']);
  });

  it('maps failures: 400 → BAD_USER_INPUT with the field, 404 → NOT_FOUND, 409 → its code, 401 → UNAUTHENTICATED', async () => {
    const { c } = client();
    const bad = await c.post('modifier/save.php', { name: 'x' }).catch((e: unknown) => e);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect((bad as { extensions: Record<string, unknown> }).extensions['field']).toBe('name');
    expect(errorCode(await c.get('services/get.php', { id: 999_999 }).catch((e: unknown) => e))).toBe(
      'NOT_FOUND',
    );
    const email = `dup-${Date.now()}@example.test`;
    await c.post('users/save.php', { name: 'Dup', email, password: 'password123' });
    const dup = await c
      .post('users/save.php', { name: 'Dup', email, password: 'password123' })
      .catch((e: unknown) => e);
    expect(errorCode(dup)).toBe('EMAIL_TAKEN');
    const wrongToken = new RestApiClient({
      baseUrl: proxyUrl,
      token: 'wrong-token-0123456789',
      requestId: 'r',
      timeoutMs: 2000,
    });
    expect(errorCode(await wrongToken.get('categories/list.php').catch((e: unknown) => e))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('typed bodies and query strings (checked by `npm run typecheck`)', () => {
  it('refuses at compile time a body or query the api would refuse with a 400', async () => {
    const { c } = client();
    const typeOnly = (call: () => Promise<unknown>) => expect(typeof call).toBe('function');
    // @ts-expect-error a misspelled body field (the api's field is `name`)
    typeOnly(() => c.post('modifier/save.php', { nmae: 'Gate code' }));
    // @ts-expect-error a required body field left out (`email`)
    typeOnly(() => c.post('users/save.php', { name: 'Ann', password: 'password123' }));
    // @ts-expect-error a body field of the wrong type (`leadHours` is a number)
    typeOnly(() => c.post('bookings/claim-reminders.php', { leadHours: '24' }));
    // @ts-expect-error a misspelled query field (`statusId`)
    typeOnly(() => c.get('categories/list.php', { status: 1 }));
    // @ts-expect-error a required query left out (`services/get.php` needs `id`)
    typeOnly(() => c.get('services/get.php'));
    // @ts-expect-error a JSON body on the multipart upload
    typeOnly(() => c.post('upload/upload.php', { file: 'x' }));
    // The same calls spelled right compile, and the api takes them.
    const id = await c.post('modifier/save.php', { name: 'Gate code typed' });
    expect((await c.get('modifier/get.php', { id })).name).toBe('Gate code typed');
    expect(await c.get('categories/list.php', { statusId: 1 })).toEqual(expect.any(Array));
  });
});
