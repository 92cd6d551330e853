import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import type { ErrorCode } from '../__generated__/enums';

/**
 * The gateway's boundary for component tests: an Apollo client whose network is a table of answers by
 * operation name, not our code.
 */

/** What the fake gateway answers to one operation (a value or a promise); throwing answers a GraphQL error. */
export type FakeAnswer = (variables: Record<string, unknown>) => unknown;

/** A GraphQL error with these extensions (any other Error thrown answers its message alone). */
export class FakeGraphQLError extends Error {
  constructor(
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The gateway refusing with `code` (its message the code unless given). */
export const refusal = (code: ErrorCode, message: string = code) => new FakeGraphQLError(message, { code });

export interface FakeGateway {
  client: ApolloClient;
  /** The operations received, in order. */
  calls: { operationName: string; variables: Record<string, unknown> }[];
}

export function fakeGateway(answers: Record<string, FakeAnswer>): FakeGateway {
  const calls: FakeGateway['calls'] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        calls.push({ operationName, variables: operation.variables });
        const answer = answers[operationName];
        setTimeout(() => {
          Promise.resolve()
            .then(() => {
              if (!answer) throw new FakeGraphQLError(`No answer for ${operationName}`);
              return answer(operation.variables);
            })
            .then(
              (data) => observer.next({ data: data as Record<string, unknown> }),
              (error: unknown) => {
                const extensions = error instanceof FakeGraphQLError ? error.extensions : {};
                const message = error instanceof Error ? error.message : 'failed';
                observer.next({ errors: [{ message, extensions }] });
              },
            )
            .finally(() => observer.complete());
        }, 0);
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}
