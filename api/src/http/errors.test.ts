import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';
import { toHttpError } from './errors.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('database errors a caller can cause', () => {
  it('answers a delete blocked by ON DELETE RESTRICT with 409 IN_USE, not 500', async () => {
    // services.category_id is ON DELETE RESTRICT: PostgreSQL raises 23001 there, not 23503.
    const cat = await api.db.execute<{ id: number }>(
      sql`insert into categories (name) values ('Used') returning id`,
    );
    const categoryId = (cat as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await api.db.execute(sql`insert into services (category_id, name) values (${categoryId}, 'Uses it')`);
    const res = await api.get(`categories/delete.php?id=${categoryId}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
  });
});

describe('toHttpError', () => {
  it.each([
    ['23503', 409, 'IN_USE'],
    ['23001', 409, 'IN_USE'], // PostgreSQL 18 (PGlite) reports ON DELETE RESTRICT as 23001
    ['23505', 409, 'DUPLICATE'],
    ['GL001', 409, 'SLOT_FULL'],
    ['22P02', 400, 'BAD_REQUEST'],
  ])('maps database error %s to %i %s, also when wrapped by drizzle', (code, status, httpCode) => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('db'), { code }),
    });
    const e = toHttpError(wrapped);
    expect(e?.statusCode).toBe(status);
    expect(e?.code).toBe(httpCode);
  });

  it('leaves unknown failures to the 500 path', () => {
    expect(toHttpError(new Error('boom'))).toBeNull();
  });
});
