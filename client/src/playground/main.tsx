/**
 * The GraphQL playground for integrators: GraphiQL, bundled with the client build (its own entry,
 * playground.html), so it works with no internet. The gateway serves it on GET /graphql to browsers.
 * It opens with one tab per example operation (examples.ts) and a headers editor whose headers (an
 * API key's `Authorization`, say) go with every request; they are not kept in the browser's storage.
 */
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import type { ExecutionResult } from 'graphql';
import { PLAYGROUND_EXAMPLES } from './examples';

/** Posts each operation to the page's own /graphql, with the session cookie and the headers editor's headers. */
async function fetcher(
  params: { query: string; operationName?: string | null; variables?: unknown },
  opts?: { headers?: Record<string, unknown> },
) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(opts?.headers ?? {})) headers[name] = String(value);
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return res.json() as Promise<ExecutionResult>;
}

createRoot(document.getElementById('playground')!).render(
  <GraphiQL
    fetcher={fetcher}
    defaultTabs={[...PLAYGROUND_EXAMPLES]}
    defaultHeaders="{}"
    isHeadersEditorEnabled
    shouldPersistHeaders={false}
  />,
);
