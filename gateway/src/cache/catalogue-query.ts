/**
 * Which GraphQL requests the response cache may answer: queries whose every root field reads only the
 * catalogue. Their answers are the same for every visitor (no session, no bookings, no clock), so one
 * cached answer per catalogue version serves everyone.
 */
import { Kind, OperationTypeNode, parse, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Root Query fields that depend on nothing but the catalogue tables, or on nothing at all (`siteInfo`:
 * the configuration); `timeSlots` counts bookings.
 * `quote` is not one of them: it decides the viewer's earned discounts (their earlier bookings, a
 * referral code), so one visitor's answer must never be served to another.
 */
const CATALOGUE_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'categories',
  'category',
  'services',
  'service',
  'seasons',
  'season',
  'packages',
  'package',
  'modifiers',
  // The business's details: configuration, fixed for the process's life, so the same under every
  // catalogue version (and the shell asks for it on every page).
  'siteInfo',
]);

/** Same as the server's parser limit, so nothing larger is parsed here either. */
const MAX_TOKENS = 2000;

function onlyCatalogueFields(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): boolean {
  return set.selections.every((s) => {
    if (s.kind === Kind.FIELD) return CATALOGUE_FIELDS.has(s.name.value);
    if (s.kind === Kind.INLINE_FRAGMENT) return onlyCatalogueFields(s.selectionSet, fragments, seen);
    const name = s.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return false;
    return onlyCatalogueFields(fragment.selectionSet, fragments, new Set([...seen, name]));
  });
}

/** True when the operation `operationName` (or the only one) of `query` reads only the catalogue. */
export function readsOnlyCatalogue(query: string, operationName: string | undefined): boolean {
  let doc;
  try {
    doc = parse(query, { maxTokens: MAX_TOKENS, noLocation: true });
  } catch {
    return false;
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = [];
  for (const d of doc.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    else if (d.kind === Kind.OPERATION_DEFINITION) operations.push(d);
  }
  const op = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  return (
    op?.operation === OperationTypeNode.QUERY && onlyCatalogueFields(op.selectionSet, fragments, new Set())
  );
}

/**
 * `readsOnlyCatalogue`, remembered for the last thousand distinct documents. Requests without an
 * operation name (most) are kept by the query string itself: no key is built and hashed per request
 * (a quote's text is a kilobyte), and the string's hash is reused by the quote lane's own lookup.
 */
export function catalogueQueryClassifier(): (query: string, operationName: string | undefined) => boolean {
  const unnamed = new LRUCache<string, boolean>({ max: 1000 });
  const named = new LRUCache<string, boolean>({ max: 1000 });
  // The last query classified: most requests repeat it, and comparing costs less than hashing.
  let last: { query: string; operationName: string | undefined; answer: boolean } | null = null;
  return (query, operationName) => {
    if (last && last.query === query && last.operationName === operationName) return last.answer;
    const known = operationName === undefined ? unnamed : named;
    const key = operationName === undefined ? query : `${operationName}\u0000${query}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = readsOnlyCatalogue(query, operationName);
      known.set(key, answer);
    }
    last = { query, operationName, answer };
    return answer;
  };
}
