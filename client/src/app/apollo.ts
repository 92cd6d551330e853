import { ApolloClient, InMemoryCache } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';

/**
 * The site's Apollo Client. BaseHttpLink is HttpLink without client awareness (the client name and
 * library version sent with each request), which the gateway does not use.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new BaseHttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
