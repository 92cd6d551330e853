import { ApolloClient, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { fetchInNewTrace } from './trace-header';

/** The `<script type="application/json">` in which the server embeds its render's Apollo cache. */
const APOLLO_STATE_ID = 'apollo-state';

/**
 * The site's Apollo Client. BaseHttpLink is HttpLink without client awareness (the client name and
 * library version sent with each request), which the gateway does not use. Each request begins a
 * trace (trace-header.ts).
 *
 * On a server-rendered page the cache starts from the data the server rendered with, and until the
 * first render has committed (App turns it off) every query reads that cache before the network, so
 * hydrating asks the gateway for nothing the page already holds. The server passes its own link
 * (the gateway's schema, in-process).
 */
export function createApolloClient(link?: ApolloLink): ApolloClient {
  const cache = new InMemoryCache();
  const embedded = typeof document === 'undefined' ? null : document.getElementById(APOLLO_STATE_ID);
  if (embedded?.textContent) cache.restore(JSON.parse(embedded.textContent) as NormalizedCacheObject);
  const client = new ApolloClient({
    link: link ?? new BaseHttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: fetchInNewTrace }),
    cache,
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
    ssrMode: link !== undefined,
  });
  if (embedded) client.prioritizeCacheValues = true;
  return client;
}
