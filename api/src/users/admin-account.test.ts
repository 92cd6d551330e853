import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { ensureAdminAccount } from './admin-account.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const admins = () => api.db.select().from(users).where(eq(users.role, 'admin'));

describe('ensureAdminAccount', () => {
  it('leaves an existing account with that e-mail alone', async () => {
    const made = await api.post('users/save.php', {
      name: 'Owner',
      email: 'owner@greenleaf.test',
      password: 'client pass',
    });
    expect(made.status).toBe(200);
    await ensureAdminAccount(api.db, 'OWNER@greenleaf.test', 'admin pass 123');
    const [row] = await api.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'owner@greenleaf.test'));
    expect(row!.role).toBe('client');
    expect(
      (await api.post('users/authenticate.php', { email: 'owner@greenleaf.test', password: 'client pass' }))
        .status,
    ).toBe(200);
    expect(await admins()).toHaveLength(0);
  });

  it('creates an admin who can sign in, on a database with no admin', async () => {
    await ensureAdminAccount(api.db, 'admin@greenleaf.test', 'admin pass 123');
    const rows = await admins();
    expect(rows.map((r) => r.email)).toEqual(['admin@greenleaf.test']);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await api.post('users/authenticate.php', {
      email: 'admin@greenleaf.test',
      password: 'admin pass 123',
    });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('admin');
  });

  it('does nothing once an admin exists', async () => {
    await ensureAdminAccount(api.db, 'second@greenleaf.test', 'admin pass 456');
    await ensureAdminAccount(api.db, 'admin@greenleaf.test', 'changed pass 789');
    expect((await admins()).map((r) => r.email)).toEqual(['admin@greenleaf.test']);
    expect(
      (
        await api.post('users/authenticate.php', {
          email: 'admin@greenleaf.test',
          password: 'admin pass 123',
        })
      ).status,
    ).toBe(200);
  });
});
