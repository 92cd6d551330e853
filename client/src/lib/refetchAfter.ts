import type { ApolloClient, ObservableQuery } from '@apollo/client';

type Include = ApolloClient.MutateOptions['refetchQueries'];

/**
 * The screen's queries fetched again after a mutation, before the mutation counts as done, without
 * letting a failed refetch turn a committed change into an error: the mutation has already
 * succeeded on the server, so its promise resolves with its result, and a query whose refetch failed
 * shows that failure in its own place on the page (its `error`), not as the mutation's.
 */
export function refetchAfter(include: Include) {
  return {
    refetchQueries: include,
    onQueryUpdated: refetchQuietly,
  } as const;
}

function refetchQuietly(query: ObservableQuery) {
  return query
    .refetch()
    .retain()
    .then(
      () => undefined,
      () => undefined,
    );
}
