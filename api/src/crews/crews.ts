/**
 * Crews: who goes out together. A crew has a name, a colour for the schedule, an active flag (active
 * crews are the slot capacity, see migration 0014) and members, who are staff users (`users.crew_id`,
 * one crew each). Saving a crew sets its members in the same transaction.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SaveCrewBody } from '@greenleaf/shared/rest/crews';
import type { Db, Tx } from '../db/client.js';
import { onceById } from '../idempotency/idempotent.js';
import { crews, users } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { refuseSilentDeactivation } from './deactivation.js';

type SaveCrewInput = z.infer<typeof SaveCrewBody>;

const CREW_NAME_TAKEN = 'A crew with this name already exists.';
const MEMBERS_MUST_BE_STAFF = 'Crew members must be staff users.';

/** Every crew with its members (id, name), by name. */
export async function listCrews(db: Db) {
  const rows = await db.select().from(crews).orderBy(asc(crews.name), asc(crews.id));
  const members = rows.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email, crewId: users.crewId })
        .from(users)
        .where(
          inArray(
            users.crewId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(users.name))
    : [];
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    colour: c.colour,
    active: c.active,
    members: members.filter((m) => m.crewId === c.id).map(({ id, name, email }) => ({ id, name, email })),
  }));
}

export async function getCrew(db: Db, id: number) {
  const crew = (await listCrews(db)).find((c) => c.id === id);
  if (!crew) throw notFound('Crew');
  return crew;
}

export async function saveCrew(db: Db, input: SaveCrewInput) {
  const write = async (tx: Tx) => {
    const [clash] = await tx
      .select({ id: crews.id })
      .from(crews)
      .where(
        and(sql`lower(${crews.name}) = lower(${input.name})`, input.id ? ne(crews.id, input.id) : undefined),
      );
    if (clash) throw new HttpError(409, CREW_NAME_TAKEN, 'DUPLICATE', { name: CREW_NAME_TAKEN });
    if (input.memberIds.length) {
      const found = await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(inArray(users.id, input.memberIds));
      if (found.length !== new Set(input.memberIds).size || found.some((u) => u.role !== 'staff')) {
        throw badRequest(MEMBERS_MUST_BE_STAFF, { memberIds: MEMBERS_MUST_BE_STAFF });
      }
    }
    // Making a crew with future jobs inactive asks where they go: crews/deactivate.php.
    if (input.id && !input.active) {
      const [was] = await tx
        .select({ active: crews.active })
        .from(crews)
        .where(eq(crews.id, input.id))
        .for('update');
      if (was?.active) await refuseSilentDeactivation(tx, input.id);
    }
    const fields = { name: input.name, colour: input.colour, active: input.active };
    let crewId: number;
    if (input.id) {
      const [row] = await tx
        .update(crews)
        .set({ ...fields, updatedAt: sql`now()`, updatedBy: input.updated_by ?? null })
        .where(eq(crews.id, input.id))
        .returning({ id: crews.id });
      if (!row) throw notFound('Crew');
      crewId = row.id;
    } else {
      const [row] = await tx
        .insert(crews)
        .values({ ...fields, createdBy: input.created_by ?? null })
        .returning({ id: crews.id });
      crewId = row!.id;
    }
    await tx.update(users).set({ crewId: null }).where(eq(users.crewId, crewId));
    if (input.memberIds.length) {
      await tx.update(users).set({ crewId }).where(inArray(users.id, input.memberIds));
    }
    return crewId;
  };
  // A new crew once per idempotency key: the same key again answers the crew it made, writing nothing.
  const id = await db.transaction(async (tx) =>
    input.id
      ? write(tx)
      : (
          await onceById(
            tx,
            'save:crews',
            input.idempotency,
            () => write(tx),
            async (made) =>
              (await tx.select({ id: crews.id }).from(crews).where(eq(crews.id, made))).length > 0,
          )
        ).id,
  );
  return getCrew(db, id);
}
