/**
 * The gateway's logs carry no passwords, cookies, tokens or hashes: neither the request lines of a
 * sign-up and sign-in at debug level, nor errors and objects that hold such values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import { createLogger } from './logger.js';

const lines: string[] = [];
const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ options: { logger } });
});
afterAll(async () => {
  await t?.close();
});

describe('gateway logs', () => {
  it('of a sign-up, a failed and a good sign-in hold neither the password nor the session cookie', async () => {
    const c = t.client();
    const email = `logs-${Date.now()}@example.co.za`;
    const password = 'Gateway-Log-Secret-9';
    const reg = await c.gql('mutation($i: RegisterInput!) { register(input: $i) { user { id } } }', {
      i: { name: 'Sipho Log', email, password, phone: '0821112222' },
    });
    expect(reg.errors).toBeUndefined();
    const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { user { id } } }';
    await t.client().gql(LOGIN, { i: { email, password: `${password}-wrong` } });
    expect((await c.gql(LOGIN, { i: { email, password } })).errors).toBeUndefined();
    const cookie = c.cookie().split('=').slice(1).join('=');
    expect(cookie.length).toBeGreaterThan(20);
    const text = lines.join('');
    expect(text).toContain('api call');
    for (const secret of [password, cookie, '$argon2', t.config.apiToken]) expect(text).not.toContain(secret);
  });

  it('censor secret-named fields and reduce errors to what names the failure', () => {
    const before = lines.length;
    logger.error(
      {
        err: Object.assign(
          new Error('Failed query: insert into users values ($1)\nparams: $argon2id$v=19$zzz'),
          {
            params: ['$argon2id$v=19$zzz'],
          },
        ),
        input: { password: 'plain-secret-1', token: 'reset-token-1' },
        headers: { cookie: 'session=abc123', authorization: 'Bearer tok-abc' },
      },
      'failed',
    );
    const line = lines.slice(before).join('');
    for (const secret of ['argon2', 'plain-secret-1', 'reset-token-1', 'abc123', 'tok-abc']) {
      expect(line, secret).not.toContain(secret);
    }
    expect(line).toContain('insert into users values ($1)');
  });
});
