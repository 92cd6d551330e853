import { canSignIn } from '@greenleaf/shared/record-status';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword, verifyPassword } from './password.js';

// A real argon2id hash with the same cost, so an unknown e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-' + Math.random()));

/** The user for these credentials, or null for an unknown e-mail, a wrong password or a barred account. */
export async function authenticate(db: Db, email: string, password: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok || !canSignIn(user.statusId)) return null;
  return user;
}
