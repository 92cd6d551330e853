/**
 * Partners' API clients (docs/product.md "API clients", docs/api.md "API clients"): created, listed,
 * rotated and revoked by the admin; the gateway looks a key up by its secret's hash on every request,
 * so a rotation or a revocation holds on the next request on every replica.
 */
import type {
  CreateApiClientBody,
  RevokeApiClientBody,
  RotateApiClientBody,
  SetApiClientAccessBody,
  SetApiClientLimitsBody,
} from '@greenleaf/shared/rest/developers';
import type { ApiReach } from '@greenleaf/shared/rules/api-reach';
import type { PartnerLimits } from '@greenleaf/shared/rules/partner-limits';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isoTimestamp } from '../catalogue/fields.js';
import type { Db, Tx } from '../db/client.js';
import { apiClients, bookingEvents, bookings } from '../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import { once } from '../idempotency/idempotent.js';

/** A client as the office and the gateway read it (never its secret's hash). */
interface ApiClientRecord {
  id: number;
  name: string;
  scopes: string[];
  allowedOrigins: string[];
  /** The prefixes a payment may return the browser to (shared/rules/return-urls.ts). */
  allowedReturnUrls: string[];
  /** What its key reads of bookings and customers (shared/rules/api-reach.ts). */
  reach: ApiReach;
  secretShown: string;
  createdAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
  /** Its own limits, each null for the default (shared/rules/partner-limits.ts). */
  limits: PartnerLimits;
}

const toRecord = (row: typeof apiClients.$inferSelect): ApiClientRecord => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  allowedOrigins: row.allowedOrigins,
  allowedReturnUrls: row.allowedReturnUrls,
  reach: row.reach === 'own' ? 'own' : 'all',
  secretShown: row.secretShown,
  createdAt: isoTimestamp(row.createdAt),
  rotatedAt: row.rotatedAt === null ? null : isoTimestamp(row.rotatedAt),
  revokedAt: row.revokedAt === null ? null : isoTimestamp(row.revokedAt),
  limits: {
    requestsPerMinute: row.requestsPerMinute,
    costPerMinute: row.costPerMinute,
    quoteRequestsPerDay: row.quoteRequestsPerDay,
  },
});

export async function createApiClient(
  db: Db,
  input: z.output<typeof CreateApiClientBody>,
): Promise<ApiClientRecord> {
  const insert = async (tx: Db | Tx) => {
    const [row] = await tx
      .insert(apiClients)
      .values({
        name: input.name,
        scopes: [...new Set(input.scopes)],
        allowedOrigins: [...new Set(input.allowedOrigins.map((o) => o.toLowerCase()))],
        allowedReturnUrls: [...new Set(input.allowedReturnUrls)],
        reach: input.reach,
        secretHash: input.secretHash,
        secretShown: input.secretShown,
        ...input.limits,
        createdBy: input.created_by ?? null,
      })
      .returning();
    return row!;
  };
  const { idempotency } = input;
  if (!idempotency) return toRecord(await insert(db));
  return db.transaction(async (tx) => {
    const { record, replayed } = await once(
      tx,
      'save:api_clients',
      idempotency,
      () => insert(tx),
      async (id) => (await tx.select().from(apiClients).where(eq(apiClients.id, id)))[0],
    );
    // Its secret was shown once and is kept only hashed: the key cannot answer it again.
    if (replayed) throw secretShownOnce(record.name, record.id);
    return toRecord(record);
  });
}

/** The same create again: the client it made is named, and the way to a new secret. */
const secretShownOnce = (name: string, id: number) =>
  new HttpError(
    409,
    `This idempotency key already made the API client "${name}" (id ${id}). Its secret is shown only once: rotate that client for a new secret.`,
    'DUPLICATE',
    { idempotencyKey: `Already made the API client ${id}` },
  );

/** Every client, newest first, revoked ones included (the office sees when each was revoked). */
export async function listApiClients(db: Db): Promise<ApiClientRecord[]> {
  const rows = await db.select().from(apiClients).orderBy(desc(apiClients.createdAt), desc(apiClients.id));
  return rows.map(toRecord);
}

/** A new secret for a live client: the old one stops at once. A revoked client is not brought back. */
export async function rotateApiClient(
  db: Db,
  input: z.output<typeof RotateApiClientBody>,
): Promise<ApiClientRecord> {
  const [row] = await db
    .update(apiClients)
    .set({
      secretHash: input.secretHash,
      secretShown: input.secretShown,
      rotatedAt: new Date().toISOString(),
    })
    .where(and(eq(apiClients.id, input.id), isNull(apiClients.revokedAt)))
    .returning();
  if (row) return toRecord(row);
  await existing(db, input.id);
  throw conflict('A revoked API client cannot be rotated; create a new one.');
}

/** Sets the client's limits (null: the default); a revoked client's too, as a record of what it had. */
export async function setApiClientLimits(
  db: Db,
  input: z.output<typeof SetApiClientLimitsBody>,
): Promise<ApiClientRecord> {
  const [row] = await db.update(apiClients).set(input.limits).where(eq(apiClients.id, input.id)).returning();
  if (!row) throw notFound('API client');
  return toRecord(row);
}

/** Sets the client's reach and allowed return URLs (each left out: unchanged); a revoked client's too. */
export async function setApiClientAccess(
  db: Db,
  input: z.output<typeof SetApiClientAccessBody>,
): Promise<ApiClientRecord> {
  const changes = {
    ...(input.reach !== undefined ? { reach: input.reach } : {}),
    ...(input.allowedReturnUrls !== undefined
      ? { allowedReturnUrls: [...new Set(input.allowedReturnUrls)] }
      : {}),
  };
  // Nothing to change: the client as it is (404 for none).
  if (Object.keys(changes).length === 0) return toRecord(await existing(db, input.id));
  const [row] = await db.update(apiClients).set(changes).where(eq(apiClients.id, input.id)).returning();
  if (!row) throw notFound('API client');
  return toRecord(row);
}

/** The client's key stops for good (revoking twice answers the first revocation). */
export async function revokeApiClient(
  db: Db,
  input: z.output<typeof RevokeApiClientBody>,
): Promise<ApiClientRecord> {
  await db
    .update(apiClients)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(apiClients.id, input.id), isNull(apiClients.revokedAt)));
  return toRecord(await existing(db, input.id));
}

/** The live client whose secret hashes to `secretHash`, or 404 (unknown, rotated away or revoked alike). */
export async function authenticateApiClient(db: Db, secretHash: string): Promise<ApiClientRecord> {
  const [row] = await db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.secretHash, secretHash), isNull(apiClients.revokedAt)));
  if (!row) throw notFound('API client');
  return toRecord(row);
}

async function existing(db: Db, id: number) {
  const [row] = await db.select().from(apiClients).where(eq(apiClients.id, id));
  if (!row) throw notFound('API client');
  return row;
}

/**
 * Records, in the booking's own save, that `apiClientId` made it: the booking's `api_client_id` (what a
 * key of reach 'own' reads by, developers/own-reach.ts) and its 'created' event names the client
 * (`detail.apiClient`), which the booking's history shows as who acted (bookings/history.ts). 400 for
 * no such client (nothing is saved).
 */
export async function stampBookedByClient(
  tx: Db | Tx,
  bookingId: number,
  apiClientId: number,
): Promise<void> {
  const [client] = await tx
    .select({ id: apiClients.id, name: apiClients.name })
    .from(apiClients)
    .where(eq(apiClients.id, apiClientId));
  if (!client) throw badRequest('No such API client.', { apiClientId: 'No such API client' });
  const stamp = { apiClient: client.name, apiClientId: client.id };
  await tx.update(bookings).set({ apiClientId: client.id }).where(eq(bookings.id, bookingId));
  await tx
    .update(bookingEvents)
    .set({ detail: sql`${bookingEvents.detail} || ${JSON.stringify(stamp)}::jsonb` })
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, 'created')));
}

/** Whether the booking's 'created' event names this API client (stampBookedByClient). */
export async function madeByClient(db: Db | Tx, bookingId: number, apiClientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.bookingId, bookingId),
        eq(bookingEvents.kind, 'created'),
        sql`${bookingEvents.detail}->>'apiClientId' = ${String(apiClientId)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a live client lists `origin` among its allowed origins (a browser's CORS preflight). */
export async function originAllowed(db: Db, origin: string): Promise<{ allowed: boolean }> {
  const [row] = await db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(
      and(
        isNull(apiClients.revokedAt),
        sql`${apiClients.allowedOrigins} @> ${JSON.stringify([origin.toLowerCase()])}::jsonb`,
      ),
    )
    .limit(1);
  return { allowed: row !== undefined };
}
