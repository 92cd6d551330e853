/**
 * `changes/tombstones.php` (docs/api.md): the records removed for good since a moment, oldest first, a
 * page at a time by cursor (issue #35, "Pages and changes").
 */
import { z } from 'zod';
import { zOwnClient } from './own-client.js';

export const TOMBSTONE_ENTITIES = ['booking', 'customer', 'quote_request'] as const;
export const TOMBSTONE_REASONS = ['deleted', 'erased'] as const;

export const TombstonesQuery = z.object({
  first: z.coerce.number().int().min(1).max(500).default(100),
  after: z.string().max(200).optional(),
  /** Only the records removed at or after this moment. */
  since: z.iso.datetime({ offset: true }).optional(),
  /** Only those of this partner's API client (rest/own-client.ts). */
  ownClient: zOwnClient,
});

export const TombstoneRow = z.object({
  id: z.number().int(),
  entity: z.enum(TOMBSTONE_ENTITIES),
  entityId: z.number().int(),
  guidId: z.string().nullable(),
  reason: z.enum(TOMBSTONE_REASONS),
  at: z.string(),
});

export const TombstonesPage = z.object({
  nodes: z.array(TombstoneRow),
  hasNextPage: z.boolean(),
  endCursor: z.string().nullable(),
});
