/** How one REST call of the contract is written: its method, reply schema and query or body schema. */
import { z } from 'zod';

/** A GET: its reply, and the query string it takes (none when left out). */
export const get = <S extends z.ZodType, Q extends z.ZodType = typeof NoQuery>(reply: S, query?: Q) => ({
  GET: { reply, query: (query ?? NoQuery) as Q },
});
/** A POST: its reply, and the JSON body it takes (or multipart form data). */
export const post = <S extends z.ZodType, B extends z.ZodType | 'multipart'>(reply: S, body: B) => ({
  POST: { reply, body },
});

/** A call that takes no query string. */
const NoQuery = z.object({});

/** One page of a list paged by cursor (issue #34): its rows, whether more follow, the cursor after it. */
export const keysetPage = <S extends z.ZodType>(node: S) =>
  z.object({ nodes: z.array(node), hasNextPage: z.boolean(), endCursor: z.string().nullable() });
