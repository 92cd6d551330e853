import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import type { ErrorCode } from '../__generated__/enums';
import { SiteInfoQuery, type SiteInfo } from '../app/siteInfo';
import { TEST_SITE_INFO } from './siteInfo';

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

/** The gateway refusing with `code` (its message the code unless given), and other extensions (`field`). */
export const refusal = (code: ErrorCode, message: string = code, extensions: Record<string, unknown> = {}) =>
  new FakeGraphQLError(message, { code, ...extensions });

export interface FakeGateway {
  client: ApolloClient;
  /** The operations received, in order. */
  calls: { operationName: string; variables: Record<string, unknown> }[];
}

/**
 * `siteInfo` is in the cache from the start (`options.siteInfo`, the configuration's defaults unless
 * given), as on a server-rendered page, so it is not among the calls; an answer for `SiteInfoQuery`
 * replaces it.
 */
export function fakeGateway(
  answers: Record<string, FakeAnswer>,
  options: { siteInfo?: SiteInfo } = {},
): FakeGateway {
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
  const cache = new InMemoryCache();
  if (!answers['SiteInfoQuery']) {
    cache.writeQuery({
      query: SiteInfoQuery,
      data: { siteInfo: withTypenames(options.siteInfo ?? TEST_SITE_INFO) },
    });
  }
  return { client: new ApolloClient({ link, cache }), calls };
}

/** The site info as the gateway answers it (with its types' names, which the cache expects). */
function withTypenames(info: SiteInfo) {
  return {
    __typename: 'SiteInfo' as const,
    ...info,
    address: { __typename: 'OfficeAddress' as const, ...info.address },
    officeHours: info.officeHours.map((row) => ({ __typename: 'OfficeHours' as const, ...row })),
  };
}
