/** The arguments of a list paged by cursor (issue #34): `first` (1 to 200) and the `after` cursor. */
import { badInput } from '../api/errors.js';

/** The most rows a page of an office list holds. */
const PAGE_MAX = 200;

/** `first` and `after` as the api takes them; BAD_USER_INPUT naming the argument otherwise. */
export function pageArgs(
  first: number | null | undefined,
  after: string | null | undefined,
  fallback: number,
) {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > PAGE_MAX)
    throw badInput('first', `first must be from 1 to ${PAGE_MAX}`);
  if (after && after.length > 200) throw badInput('after', 'Not a cursor this list gave');
  return { first: size, ...(after ? { after } : {}) };
}

/** A page as the schema's: its `hasNextPage` and `endCursor`, and the same again as its `pageInfo`. */
export const withPageInfo = <P extends { hasNextPage: boolean; endCursor: string | null }>(page: P) => ({
  ...page,
  pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
});
