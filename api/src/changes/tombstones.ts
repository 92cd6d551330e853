/**
 * The records removed for good (docs/api.md, "changes/tombstones.php"; migration 0072): oldest first by
 * (`at`, `id`) through the lists' keyset (admin-tables/keyset-page.ts), so a page costs the same however
 * deep it is. A key of reach 'own' reads only those its client booked.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TombstonesQuery } from '@greenleaf/shared/rest/tombstones';
import type { Db } from '../db/client.js';
import { tombstones } from '../db/schema.js';
import { keysetRows, keyText, type Keyset } from '../admin-tables/keyset-page.js';

const BY_TIME: Keyset = { key: tombstones.at, dir: 'asc', id: tombstones.id, nullable: false };

export async function tombstonesPage(db: Db, q: z.infer<typeof TombstonesQuery>) {
  const { rows, hasNextPage, endCursor } = await keysetRows(
    db
      .select({
        id: tombstones.id,
        entity: tombstones.entity,
        entityId: tombstones.entityId,
        guidId: tombstones.guidId,
        reason: tombstones.reason,
        at: tombstones.at,
        cursorKey: keyText(BY_TIME),
      })
      .from(tombstones)
      .$dynamic(),
    BY_TIME,
    q,
    [
      q.since ? sql`${tombstones.at} >= ${q.since}::timestamptz` : undefined,
      q.ownClient === undefined ? undefined : sql`${tombstones.apiClientIds} @> array[${q.ownClient}::int]`,
    ],
  );
  return { nodes: rows, hasNextPage, endCursor };
}
