/**
 * Consents (POPIA, docs/product.md "Privacy (POPIA)"): giving consent writes a row with the exact
 * wording shown and its time; withdrawing sets `withdrawn_at` on the open one. At most one open
 * consent per purpose (a partial unique index, migration 0041), so giving twice keeps the first.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { consents } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

export function listConsents(db: Db, userId: number) {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
}

export async function setConsent(
  db: Db,
  input: { userId: number; purpose: 'marketing'; given: boolean; wording?: string | null },
) {
  if (input.given) {
    if (!input.wording) throw badRequest('Invalid request.', { wording: 'The wording shown is required' });
    await db
      .insert(consents)
      .values({ userId: input.userId, purpose: input.purpose, wording: input.wording })
      .onConflictDoNothing({
        target: [consents.userId, consents.purpose],
        where: sql`${consents.withdrawnAt} is null`,
      });
  } else {
    await db
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(
        and(
          eq(consents.userId, input.userId),
          eq(consents.purpose, input.purpose),
          isNull(consents.withdrawnAt),
        ),
      );
  }
  return listConsents(db, input.userId);
}
