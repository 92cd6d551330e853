/**
 * A new account once per idempotency key (shared/rules/idempotency.ts): the insert, in one transaction
 * with the key's claim; the same key again answers the account it made (`only` narrows what it may
 * answer, for instance customers only).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Idempotency } from '@greenleaf/shared/rules/idempotency';
import type { Db, Tx } from '../db/client.js';
import { users } from '../db/schema.js';
import { once } from '../idempotency/idempotent.js';

export async function insertUserOnce(
  db: Db,
  operation: string,
  idempotency: Idempotency | undefined,
  values: typeof users.$inferInsert,
  only?: SQL,
  /** What the new account owes, written in its transaction (never for a key sent again). */
  made?: (tx: Tx, user: typeof users.$inferSelect) => Promise<void>,
): Promise<typeof users.$inferSelect> {
  const { record } = await db.transaction((tx) =>
    once(
      tx,
      operation,
      idempotency,
      async () => {
        const user = (await tx.insert(users).values(values).returning())[0]!;
        await made?.(tx, user);
        return user;
      },
      async (id) =>
        (
          await tx
            .select()
            .from(users)
            .where(and(eq(users.id, id), only))
        )[0],
    ),
  );
  return record;
}
