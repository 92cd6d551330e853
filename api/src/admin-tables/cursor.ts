/**
 * Keyset paging of the generic admin lists (issue #34): a list is ordered by its sort key then id, and
 * the next page starts after the last row's (key, id). The cursor is opaque to callers: base64url of
 * JSON `[key as text or null, id]`. A row inserted or removed while someone pages moves no other row
 * between pages, and a page costs the same however deep it is (no OFFSET).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from '../http/errors.js';

interface Cursor {
  /** The sort key of the last row read, as PostgreSQL prints it (`key::text`); null when it was null. */
  key: string | null;
  id: number;
}

const CursorShape = z.tuple([z.string().max(2000).nullable(), z.number().int().min(0)]);

export const encodeCursor = (c: Cursor): string =>
  Buffer.from(JSON.stringify([c.key, c.id]), 'utf8').toString('base64url');

/** The cursor a caller sent back, or a 400 naming `after`. */
export function decodeCursor(text: string): Cursor {
  try {
    const parsed = CursorShape.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success) return { key: parsed.data[0], id: parsed.data[1] };
  } catch {
    // falls through to the 400
  }
  throw badRequest('The cursor is not one this list gave.', { after: 'Not a cursor of this list' });
}

/**
 * The rows after `c` in the order `key <dir>, id asc`, PostgreSQL's default null placement (nulls last
 * ascending, first descending). The cursor's key is a bound parameter PostgreSQL reads as the key's type.
 * The key's bound (`key >= k` ascending) comes first so the index on (key, id) starts at the cursor
 * rather than reading from the top; a key that cannot be null (`nullable` false) needs no null arm.
 */
export function afterCursor(
  key: SQL | PgColumn,
  dir: 'asc' | 'desc',
  id: PgColumn,
  c: Cursor,
  nullable: boolean,
): SQL {
  if (c.key === null) {
    const sameNull = sql`(${key} is null and ${id} > ${c.id})`;
    return dir === 'asc' ? sameNull : sql`(${sameNull} or ${key} is not null)`;
  }
  const bound = dir === 'asc' ? sql`${key} >= ${c.key}` : sql`${key} <= ${c.key}`;
  const beyond = dir === 'asc' ? sql`${key} > ${c.key}` : sql`${key} < ${c.key}`;
  const next = sql`(${bound} and (${beyond} or ${id} > ${c.id}))`;
  return dir === 'asc' && nullable ? sql`(${next} or ${key} is null)` : next;
}
