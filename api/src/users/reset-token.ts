import { randomBytes } from 'node:crypto';
import { sha256 } from '@greenleaf/shared/sha256';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { hashPassword } from './password.js';
import { type NoticeAsked, recordNotice } from '../email-outbox/notices.js';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * A new single-use reset token for `userId` (32 random bytes, base64url; or the caller's own). Only its
 * SHA-256 is stored; the user's earlier unused tokens stop working. With `notice`, the link's e-mail is
 * owed from the same transaction (the caller put the token in it, sealed).
 */
export async function createResetToken(
  db: Db,
  userId: number,
  given?: { token?: string | undefined; notice?: NoticeAsked | undefined },
): Promise<string> {
  const token = given?.token ?? randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ userId, tokenHash: sha256(token), expiresAt });
    // The link's e-mail is owed from the token's own transaction (email-outbox/notices.ts).
    await recordNotice(tx, given?.notice, 'password.reset_link', null, { userId });
  });
  return token;
}

/**
 * Sets a new password with a token that is known, unused and unexpired, and uses the token up in the
 * same statement that checks it (so two concurrent uses cannot both pass). Answers the user's e-mail
 * address (the gateway then knows the browser as theirs); null otherwise.
 */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  password: string,
): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    return user?.email ?? null;
  });
}
