/**
 * A list of ids as one query parameter (`= any(...)`, `unnest(...)`) rather than one parameter each:
 * PostgreSQL plans `in ($1, ..., $378)` anew for every length, which cost a week's schedule about
 * 11 ms of planning per read (issue #34); an array is one parameter, planned the same for any number.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';

/** `ids` as a PostgreSQL integer array (whole numbers only; anything else is refused, never written into SQL). */
export function idArray(ids: Iterable<number>): SQL {
  const list = [...new Set(ids)];
  for (const id of list) {
    if (!Number.isSafeInteger(id)) throw new TypeError(`idArray: ${String(id)} is not a whole number`);
  }
  return sql`${`{${list.join(',')}}`}::integer[]`;
}

/** `column` is one of `ids`. */
export const inIds = (column: Column | SQL, ids: Iterable<number>): SQL =>
  sql`${column} = any(${idArray(ids)})`;
