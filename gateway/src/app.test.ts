/** The HTTP surface around GraphQL: health, playground, security headers, CSRF, limits, uploads. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test/harness.js';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t?.close();
});

describe('http', () => {
  it('/healthz and /readyz answer 200 with the api up, and echo a request id', async () => {
    const health = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toBe('abc-123');
    expect((await fetch(`${t.url}/readyz`)).status).toBe(200);
  });

  it("passes the caller's request id on to every api call of the request", async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-xyz-1' },
      body: JSON.stringify({ query: '{ categories { id } modifiers { id } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('trace-xyz-1');
    const calls = t.apiCalls.filter((c) => c.requestId === 'trace-xyz-1').map((c) => c.call.path);
    expect(calls.sort()).toEqual(['categories/list.php', 'modifier/list.php']);
  });

  it('a browser GET /graphql gets the self-contained playground with a strict CSP', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('GraphQL playground');
    expect(html).toContain('id="headers"');
    expect(html).not.toMatch(/(src|href)="https?:/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://sandbox.payfast.co.za');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await fetch(`${t.url}/graphql-playground.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('__schema');
  });

  it('introspection works and every schema type, field, argument and input field has a description', async () => {
    const res = await t
      .client()
      .gql(
        `{ __schema { types { name description fields { name description args { name description } } inputFields { name description } } } }`,
      );
    expect(res.errors).toBeUndefined();
    const ours = res.data!.__schema.types.filter(
      (ty: any) =>
        !ty.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(ty.name),
    );
    const undocumented = ours.flatMap((ty: any) => [
      ...(ty.description ? [] : [ty.name]),
      ...(ty.fields ?? []).flatMap((f: any) => [
        ...(f.description ? [] : [`${ty.name}.${f.name}`]),
        ...f.args.filter((a: any) => !a.description).map((a: any) => `${ty.name}.${f.name}(${a.name})`),
      ]),
      ...(ty.inputFields ?? []).filter((f: any) => !f.description).map((f: any) => `${ty.name}.${f.name}`),
    ]);
    expect(undocumented).toEqual([]);
  });

  it('CSRF prevention refuses a simple GET query without a preflight header', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ categories { id } }')}`);
    expect(res.status).toBe(400);
    const ok = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses too deep and too aliased queries', async () => {
    const deep = await t
      .client()
      .gql(
        '{ categories { services { category { services { category { services { category { services { category { services { category { id } } } } } } } } } } } }',
      );
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: modifiers { id }`).join(' ');
    const many = await t.client().gql(`{ ${aliases} }`);
    expect(many.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses a body over the size limit', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { x: 'y'.repeat(5 * 1024 * 1024) } }),
    });
    expect(res.status).toBe(413);
  });

  it('serves an uploaded image under /uploads/:name and 404s anything else', async () => {
    // A 1x1 PNG uploaded straight to the api.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
    const up = await t.api.request('POST', 'upload/upload.php', { form });
    expect(up.body.success).toBe(true);
    const res = await fetch(`${t.url}${up.body.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // The api keeps the image encoded again (no metadata): a PNG still, the bytes the api stored.
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    expect(readFileSync(join(t.api.uploadDir, up.body.file)).equals(served)).toBe(true);
    expect((await fetch(`${t.url}/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe('metrics', () => {
  it('exposes GraphQL operation latency by operation name, and HTTP and api call metrics', async () => {
    await t.client().gql('query MetricsProbe { categories { id } }');
    const res = await fetch(`${t.url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /gateway_graphql_operation_duration_seconds_count\{operation="MetricsProbe",type="query",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /gateway_api_call_duration_seconds_count\{path="categories\/list\.php",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /gateway_http_request_duration_seconds_count\{route="\/graphql",method="POST",status="200"\}/,
    );
  });

  it('in production, answers only with the internal credential', async () => {
    const prod = await startTestGateway({ config: { nodeEnv: 'production' } });
    try {
      expect((await fetch(`${prod.url}/metrics`)).status).toBe(401);
      const ok = await fetch(`${prod.url}/metrics`, {
        headers: { authorization: `Bearer ${prod.config.apiToken}` },
      });
      expect(ok.status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
