/** In production the gateway serves the built client with an SPA fallback, next to GraphQL. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test/harness.js';

let t: TestGateway;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'gl-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  // What client/vite-plugin-precompress.ts writes next to each text file (contents told apart here).
  writeFileSync(join(dist, 'assets', 'app.js.br'), 'BROTLI-BYTES');
  writeFileSync(join(dist, 'assets', 'app.js.gz'), 'GZIP-BYTES');
  t = await startTestGateway({ config: { clientDist: dist, serveClient: 'auto' } });
});
afterAll(async () => {
  await t?.close();
});

describe('serving the built client', () => {
  it('serves index.html for client routes, assets with long caching, and keeps /graphql and 404s for the rest', async () => {
    for (const path of ['/', '/services/2', '/booking-successful/booking-abc', '/admin/users']) {
      const res = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${t.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
    expect((await t.client().gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    expect((await fetch(`${t.url}/nope.json`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });
});

/** The raw reply (no decoding, unlike fetch) to a GET with this Accept-Encoding. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{
    body: string;
    encoding: string | undefined;
    vary: string | undefined;
    type: string | undefined;
  }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () =>
        resolve({
          body,
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          type: res.headers['content-type'],
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('precompressed assets', () => {
  it('sends the brotli copy when accepted, else the gzip copy, else the file, with Vary: Accept-Encoding', async () => {
    const url = `${t.url}/assets/app.js`;
    const br = await rawGet(url, 'gzip, deflate, br, zstd');
    expect(br).toMatchObject({ body: 'BROTLI-BYTES', encoding: 'br', vary: 'Accept-Encoding' });
    expect(br.type).toMatch(/javascript/);
    expect(await rawGet(url, 'gzip, deflate')).toMatchObject({ body: 'GZIP-BYTES', encoding: 'gzip' });
    expect(await rawGet(url, 'identity')).toMatchObject({ body: 'console.log("app")', encoding: undefined });
  });
});
