/**
 * A customer's properties (migration 0029): the addresses the crews visit for them. A property's suburb
 * is an active service area when it is saved (spelt as the area spells it); one customer has each
 * street and suburb once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeletePropertyBody, SavePropertyBody } from '@greenleaf/shared/rest/customers';
import type { Db } from '../db/client.js';
import { customerProperties } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { isoTimestamp } from '../bookings/timestamps.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../bookings/pg-error.js';
import { assertAreaServed } from '../bookings/save-preflight.js';
import { assertCustomer } from './customers.js';
import { once } from '../idempotency/idempotent.js';

type PropertyRow = typeof customerProperties.$inferSelect;

const toPropertyView = (p: PropertyRow) => ({
  id: p.id,
  userId: p.userId,
  street: p.street,
  suburb: p.suburb,
  postalCode: p.postalCode,
  notes: p.notes,
  createdAt: isoTimestamp(p.createdAt),
  updatedAt: isoTimestamp(p.updatedAt),
});

/** The customer's properties, oldest first (the first one is where they usually are). */
export async function listProperties(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(customerProperties)
    .where(eq(customerProperties.userId, userId))
    .orderBy(asc(customerProperties.createdAt), asc(customerProperties.id));
  return rows.map(toPropertyView);
}

const addressTaken = () =>
  new HttpError(409, 'This customer already has a property at this address.', 'CONFLICT', {
    street: 'This customer already has a property at this address.',
  });

export async function saveProperty(db: Db, input: z.infer<typeof SavePropertyBody>) {
  await assertCustomer(db, input.userId);
  const fields = {
    street: input.street,
    suburb: await assertAreaServed(db, input.suburb),
    postalCode: input.postalCode,
    notes: input.notes,
    updatedBy: input.updated_by ?? null,
  };
  try {
    if (input.id) {
      const [p] = await db
        .update(customerProperties)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(customerProperties.id, input.id), eq(customerProperties.userId, input.userId)))
        .returning();
      if (!p) throw notFound('Property');
      return toPropertyView(p);
    }
    // A new property once per idempotency key: the same key again answers the property it made.
    const { record } = await db.transaction((tx) =>
      once(
        tx,
        'save:customer_properties',
        input.idempotency,
        async () =>
          (
            await tx
              .insert(customerProperties)
              .values({ ...fields, userId: input.userId, createdBy: input.updated_by ?? null })
              .returning()
          )[0]!,
        async (id) =>
          (
            await tx
              .select()
              .from(customerProperties)
              .where(and(eq(customerProperties.id, id), eq(customerProperties.userId, input.userId)))
          )[0],
      ),
    );
    return toPropertyView(record);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw addressTaken();
    throw err;
  }
}

export async function deleteProperty(db: Db, input: z.infer<typeof DeletePropertyBody>) {
  const [p] = await db
    .delete(customerProperties)
    .where(and(eq(customerProperties.id, input.id), eq(customerProperties.userId, input.userId)))
    .returning({ id: customerProperties.id });
  if (!p) throw notFound('Property');
  return { success: true };
}
