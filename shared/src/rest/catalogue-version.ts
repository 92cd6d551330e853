/** The query string of `catalogue/version.php`, the catalogue version's long poll (docs/api.md). */
import { z } from 'zod';

/** The longest the api holds one poll, in seconds. */
export const MAX_WAIT_SECONDS = 25;

/** `after`: the version the caller holds; `wait`: seconds to hold the answer while it is the same. */
export const CatalogueVersionQuery = z.object({
  after: z.coerce.number<number | string>().int().min(0).optional(),
  wait: z.coerce.number<number | string>().min(0).max(MAX_WAIT_SECONDS).default(0),
});
