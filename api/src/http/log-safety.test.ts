/**
 * Logs never carry SQL parameters, password hashes, passwords or e-mail addresses: a query that fails
 * in the database (here a trigger refusing every new user) is logged as its error type, code and SQL
 * text with placeholders, with none of the values it was given (drizzle puts them in the message).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeError } from '@greenleaf/shared/log-safety';
import { buildApp } from '../app.js';
import { DiskStorage } from '../storage/storage.js';
import { startTestApi, TEST_TOKEN, type TestApi } from '../test/harness.js';

let api: TestApi;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  app = await buildApp(
    {
      database: api.database,
      config: { API_TOKEN: TEST_TOKEN, SLOT_CAPACITY: 2 },
      storage: new DiskStorage(mkdtempSync(join(tmpdir(), 'gl-log-'))),
    },
    { logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } },
  );
  await api.db.execute(
    sql.raw(`create function gl_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by a test trigger'; end $$`),
  );
  await api.db.execute(
    sql.raw(
      'create trigger gl_test_refuse before insert on users for each row execute function gl_test_refuse()',
    ),
  );
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

describe('the logs', () => {
  it('of a failing query with a password hash among its parameters carry none of the values', async () => {
    const password = 'Sup3r-Secret-Passw0rd!';
    const email = 'log-secrecy@example.co.za';
    const res = await app.inject({
      method: 'POST',
      url: '/users/save.php?email=log-secrecy@example.co.za',
      headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' },
      payload: { name: 'Lindiwe Dlamini', email, password, phone: '0829876543' },
    });
    expect(res.statusCode).toBe(500);
    const text = lines.join('');
    // The failure was logged, with what an operator needs...
    expect(text).toContain('unhandled error');
    expect(text).toContain('refused by a test trigger');
    expect(text).toContain('insert into \\"users\\"');
    // ...and none of the values.
    for (const secret of [password, '$argon2', email, 'Lindiwe', '0829876543', TEST_TOKEN]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('redact secret-named fields and error properties wherever they are logged', () => {
    const drizzleLike = Object.assign(
      new Error('Failed query: select 1 where x = $1\nparams: $argon2id$v=19$abc'),
      {
        query: 'select 1 where x = $1',
        params: ['$argon2id$v=19$abc'],
        cause: Object.assign(new Error('duplicate key'), {
          code: '23505',
          detail: 'Key (email)=(a@b.c) exists.',
        }),
      },
    );
    const safe = JSON.stringify(safeError(drizzleLike));
    expect(safe).not.toContain('argon2');
    expect(safe).not.toContain('a@b.c');
    expect(safe).toContain('23505');
    expect(safe).toContain('select 1 where x = $1');
    app.log.info(
      { user: { password: 'hunter2-hunter2', passwordHash: '$argon2id$x' }, token: 'tok-123' },
      'x',
    );
    const last = lines.at(-1)!;
    expect(last).not.toContain('hunter2');
    expect(last).not.toContain('argon2');
    expect(last).not.toContain('tok-123');
    expect(last).toContain('[redacted]');
  });
});
