/**
 * A create that happens once per idempotency key (shared/rules/idempotency.ts; table
 * `idempotency_keys`, migration 0075). Inside the create's transaction the key is claimed first: a
 * new key is inserted and the record made; a key already used answers that record (`replayed`), or
 * is refused when it came with a different request. Two requests with the same key at once: the
 * second's insert waits on the first's transaction, then finds its key (or, when the first rolled
 * back, claims it), so one record is ever made.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEEP_DAYS, type Idempotency } from '@greenleaf/shared/rules/idempotency';
import type { Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/** Old keys removed by one claim (the oldest first), so a claim stays cheap. */
const PRUNE_BATCH = 200;

const reused = () =>
  new HttpError(
    409,
    'This idempotency key was already used for a different request. Send a new key for a new request.',
    'DUPLICATE',
    { idempotencyKey: 'Already used for a different request' },
  );

const ofKey = (operation: string, claim: Idempotency) =>
  and(
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.actor, claim.actor),
    eq(idempotencyKeys.key, claim.key),
  );

const expired = sql`now() - (${IDEMPOTENCY_KEEP_DAYS}::int * interval '1 day')`;

interface Made {
  recordId: number | null;
  recordName: string | null;
}

/**
 * Claims `claim` for `operation` in `tx`: null when this request is the key's first (make the record,
 * then remember it with the key), else the record its first request made (its id or its name).
 */
async function claimKey(tx: Tx, operation: string, claim: Idempotency): Promise<Made | null> {
  // A key older than the window is forgotten: this request is a new one.
  await tx
    .delete(idempotencyKeys)
    .where(and(ofKey(operation, claim), lt(idempotencyKeys.createdAt, expired)));
  const [fresh] = await tx
    .insert(idempotencyKeys)
    .values({ operation, actor: claim.actor, key: claim.key, fingerprint: claim.fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (fresh) {
    await tx.execute(
      sql`delete from idempotency_keys where ctid in (select ctid from idempotency_keys where created_at < ${expired} limit ${PRUNE_BATCH})`,
    );
    return null;
  }
  const [earlier] = await tx
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      recordId: idempotencyKeys.recordId,
      recordName: idempotencyKeys.recordName,
    })
    .from(idempotencyKeys)
    .where(ofKey(operation, claim));
  if (!earlier || earlier.fingerprint !== claim.fingerprint) throw reused();
  if (earlier.recordId === null && earlier.recordName === null) throw reused();
  return earlier;
}

/**
 * Makes a record once per key: `make` runs in `tx` when the key is new (or absent) and its record's
 * id is remembered with the key; otherwise `load` reads the record the key's first request made.
 */
export async function once<T extends { id: number }>(
  tx: Tx,
  operation: string,
  claim: Idempotency | undefined,
  make: () => Promise<T>,
  load: (id: number) => Promise<T | undefined>,
): Promise<{ record: T; replayed: boolean }> {
  if (!claim) return { record: await make(), replayed: false };
  const earlier = await claimKey(tx, operation, claim);
  if (earlier !== null) {
    if (earlier.recordId === null) throw reused();
    const record = await load(earlier.recordId);
    // The record the key made is gone (removed since): the key cannot answer it, nor make another.
    if (!record) throw reused();
    return { record, replayed: true };
  }
  const record = await make();
  await tx.update(idempotencyKeys).set({ recordId: record.id }).where(ofKey(operation, claim));
  return { record, replayed: false };
}

/**
 * `once` for a create known by its id alone (a catalogue row, a crew, a user): `make` inserts and
 * answers the new id; a key sent again answers the id its first request made, while that row is
 * still there (`exists`).
 */
export async function onceById(
  tx: Tx,
  operation: string,
  claim: Idempotency | undefined,
  make: () => Promise<number>,
  exists: (id: number) => Promise<boolean>,
): Promise<{ id: number; replayed: boolean }> {
  const { record, replayed } = await once(
    tx,
    operation,
    claim,
    async () => ({ id: await make() }),
    async (id) => ((await exists(id)) ? { id } : undefined),
  );
  return { id: record.id, replayed };
}

/**
 * `once` for a thing known by name, not by a row's id (an uploaded file's stored name): `make` makes it
 * and answers its name; the key sent again answers the name its first request made.
 */
export async function onceByName(
  tx: Tx,
  operation: string,
  claim: Idempotency,
  make: () => Promise<string>,
): Promise<{ name: string; replayed: boolean }> {
  const earlier = await claimKey(tx, operation, claim);
  if (earlier !== null) {
    if (earlier.recordName === null) throw reused();
    return { name: earlier.recordName, replayed: true };
  }
  const name = await make();
  await tx.update(idempotencyKeys).set({ recordName: name }).where(ofKey(operation, claim));
  return { name, replayed: false };
}
