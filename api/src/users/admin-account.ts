import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from './password.js';

/**
 * Creates the first admin account on a database that has no admin. An existing account with that
 * e-mail is left as it is (its role and password are not changed).
 */
export async function ensureAdminAccount(db: Db, email: string, password: string): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return;
  const passwordHash = await hashPassword(password);
  // The e-mail's unique index makes this a no-op when the address exists, also between replicas.
  await db
    .insert(users)
    .values({ name: 'Administrator', email: email.trim(), passwordHash, role: 'admin' })
    .onConflictDoNothing();
}
