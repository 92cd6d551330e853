import type { ReactElement, ReactNode } from 'react';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApolloProvider } from '@apollo/client/react';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { MemoryRouter } from 'react-router';
import { print } from 'graphql';
import { theme } from '../app/theme';
import { BookingProvider } from '../features/booking/BookingProvider';
import { loadBooking } from '../features/booking/bookingSchema';
import { LoaderProvider } from '../shell/LoaderProvider';

/** What the fake gateway answers to one operation (by operation name). */
export type FakeResolver = (variables: Record<string, unknown>) => unknown;

export interface FakeGateway {
  client: ApolloClient;
  /** operations received, in order */
  calls: Array<{ operationName: string; variables: Record<string, unknown>; query: string }>;
}

/**
 * A small fake link: answers each operation from `resolvers[operationName]`; a resolver that throws
 * answers with a GraphQL error whose extensions.code is the error's message.
 */
export function fakeGateway(resolvers: Record<string, FakeResolver>): FakeGateway {
  const calls: FakeGateway['calls'] = [];
  const link = new ApolloLink((operation) => {
    const operationName = operation.operationName ?? '';
    calls.push({
      operationName,
      variables: operation.variables,
      query: print(operation.query),
    });
    return new Observable((observer) => {
      const resolver = resolvers[operationName];
      setTimeout(() => {
        if (!resolver) {
          observer.next({ errors: [{ message: `No fake for ${operationName}` }] });
        } else {
          try {
            observer.next({ data: resolver(operation.variables) as Record<string, unknown> });
          } catch (error) {
            const code = error instanceof Error ? error.message : 'INTERNAL_SERVER_ERROR';
            observer.next({ errors: [{ message: code, extensions: { code } }] });
          }
        }
        observer.complete();
      }, 0);
    });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  gateway?: FakeGateway;
}

export function render(ui: ReactElement, { route = '/', gateway, ...options }: Options = {}) {
  const client = gateway?.client ?? fakeGateway({}).client;
  const initialBooking = loadBooking();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme}>
        <ApolloProvider client={client}>
          <LoaderProvider>
            <BookingProvider initialBooking={initialBooking}>
              <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            </BookingProvider>
          </LoaderProvider>
        </ApolloProvider>
      </MantineProvider>
    );
  }
  return testingLibraryRender(ui, { wrapper: Wrapper, ...options });
}

export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
