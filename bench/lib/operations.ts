// The exact operations the client sends, taken from the client's generated documents, so a benchmark
// measures what a page really asks for.
import { Kind, print, type DocumentNode } from 'graphql';
import * as generated from '../../client/src/__generated__/graphql.js';

interface Operation {
  name: string;
  text: string;
}

export function operations(): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [exportName, value] of Object.entries(generated)) {
    if (!exportName.endsWith('Document') || !value || typeof value !== 'object') continue;
    const doc = value as DocumentNode;
    if (doc.kind !== Kind.DOCUMENT) continue;
    const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (!op || !('name' in op) || !op.name) continue;
    out.set(op.name.value, { name: op.name.value, text: print(doc) });
  }
  return out;
}

/** The first operation whose name matches, or an error naming what exists. */
export function operation(pattern: RegExp): Operation {
  const all = operations();
  for (const op of all.values()) if (pattern.test(op.name)) return op;
  throw new Error(`No client operation matches ${pattern}; have: ${[...all.keys()].join(', ')}`);
}

export async function gql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return await res.json();
}

/** Sum of the api's request counters: the number of REST calls answered so far. */
export async function restCallCount(apiUrl: string): Promise<number> {
  const text = await (await fetch(`${apiUrl}/metrics`)).text();
  let n = 0;
  for (const line of text.split('\n')) {
    if (
      line.startsWith('api_http_request_duration_seconds_count') &&
      !line.includes('path="/metrics"') &&
      !line.includes('catalogue/version.php') // the gateways' long poll, not a page's call
    ) {
      n += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return n;
}
