/**
 * A new account once per idempotency key (shared/rules/idempotency.ts): the insert, in one transaction
 * with the key's claim; the same key again answers the account it made (`only` narrows what it may
 * answer, for instance customers only).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Idempotency } from '@greenleaf/shared/rules/idempotency';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { once } from '../idempotency/idempotent.js';

export async function insertUserOnce(
  db: Db,
  operation: string,
  idempotency: Idempotency | undefined,
  values: typeof users.$inferInsert,
  only?: SQL,
): Promise<typeof users.$inferSelect> {
  const { record } = await db.transaction((tx) =>
    once(
      tx,
      operation,
      idempotency,
      async () => (await tx.insert(users).values(values).returning())[0]!,
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
