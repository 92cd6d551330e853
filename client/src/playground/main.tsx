/**
 * The GraphQL playground for integrators: GraphiQL, bundled with the client build (its own entry,
 * playground.html), so it works with no internet. The gateway serves it on GET /graphql to browsers.
 */
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import type { ExecutionResult } from 'graphql';

/** Posts each operation to the page's own /graphql, with the session cookie. */
async function fetcher(params: { query: string; operationName?: string | null; variables?: unknown }) {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return res.json() as Promise<ExecutionResult>;
}

const defaultQuery = `# The lawn-care booking API. Press the play button (Ctrl+Enter) to run.
query Catalogue {
  categories { id name }
  services { id name fromPrice }
}
`;

createRoot(document.getElementById('playground')!).render(
  <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />,
);
