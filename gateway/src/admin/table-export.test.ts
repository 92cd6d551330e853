/**
 * GET /exports/{table}.csv through the gateway (issue #34 "Exports that stream"): the office's list as
 * the api writes it, piped through; the rules of adminTableExport (401, 403, a manager and the users).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../api/src/test/harness.js';
import { startTestGateway, type TestGateway } from '../test/harness.js';

let api: TestApi;
let t: TestGateway;
const tag = `Exp${Date.now().toString(36)}`;

beforeAll(async () => {
  api = await startTestApi();
  t = await startTestGateway({ api });
  for (const name of [`${tag} Edging, "neat"`, `${tag} Aeration`, `${tag} Bare`]) {
    const res = await api.post('query/query.php', {
      table: 'categories',
      action: 'insert',
      data: [{ key: 'name', value: name }],
    });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await api.close();
});

const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('GET /exports/{table}.csv', () => {
  it("streams the office's list through, with its search and sort", async () => {
    const office = await t.signedIn('manager');
    const res = await office.fetch(
      `/exports/categories.csv?search=${encodeURIComponent(tag)}&sort=name&dir=desc`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('categories.csv');
    // Piped as it comes: no length known before the last page is read.
    expect(res.headers.get('content-length')).toBeNull();
    const [header, ...rows] = lines(await res.text());
    expect(header).toMatch(/^Id,Name,Description,/);
    expect(rows.map((r) => r.split(',')[1])).toEqual([`"${tag} Edging`, `${tag} Bare`, `${tag} Aeration`]);
    expect(rows[0]).toContain(`"${tag} Edging, ""neat"""`);
  });

  it('keeps to the filters', async () => {
    const admin = await t.signedIn('admin');
    const filters = JSON.stringify([{ key: 'statusId', value: '3' }]);
    const res = await admin.fetch(
      `/exports/categories.csv?search=${encodeURIComponent(tag)}&filters=${encodeURIComponent(filters)}`,
    );
    expect(res.status).toBe(200);
    expect(lines(await res.text())).toHaveLength(1); // the header: none of them is inactive
  });

  it('refuses the signed out (401), customers and a manager asking the users (403), bad filters (400)', async () => {
    expect((await t.client().fetch('/exports/categories.csv')).status).toBe(401);
    expect((await (await t.signedIn('client')).fetch('/exports/categories.csv')).status).toBe(403);
    expect((await (await t.signedIn('manager')).fetch('/exports/users.csv')).status).toBe(403);
    const admin = await t.signedIn('admin');
    expect((await admin.fetch('/exports/users.csv')).status).toBe(200);
    expect((await admin.fetch('/exports/nothing.csv')).status).toBe(404);
    const bad = await admin.fetch(
      `/exports/categories.csv?filters=${encodeURIComponent(JSON.stringify([{ key: 'nope', value: 1 }]))}`,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('nope');
    expect((await admin.fetch('/exports/categories.csv?filters=%7Bnot')).status).toBe(400);
  });
});
