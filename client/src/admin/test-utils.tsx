/**
 * Renders admin components for component tests: Mantine and a memory router, the way the app provides
 * them. (The public client's test-utils/render.tsx belongs to the public side; this keeps the admin
 * tests independent of it.)
 */
import '@testing-library/jest-dom/vitest';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

function installBrowserStubs(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver, writable: true });
  }
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

installBrowserStubs();

/** What the fake gateway answers to an operation, by operation name (may be a promise); throwing answers a GraphQL error. */
export type FakeAnswer = (variables: Record<string, unknown>) => unknown;

export class FakeGraphQLError extends Error {
  constructor(
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface FakeGateway {
  client: ApolloClient;
  calls: { operationName: string; variables: Record<string, unknown> }[];
}

/** An Apollo client whose network is a table of answers: the gateway's boundary, not our code. */
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

/** Where a navigation went, for tests: 'Now at /admin/services'. */
function LocationProbe() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}`}</p>;
}

interface AdminRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  /** The route pattern the element is rendered at, so useParams works (e.g. '/admin/services/:id'). */
  path?: string;
  gateway?: FakeGateway;
}

export function renderAdmin(
  ui: ReactElement,
  { route = '/admin', path, gateway, ...options }: AdminRenderOptions = {},
) {
  const client = (gateway ?? fakeGateway({})).client;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider env="test">
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </ApolloProvider>
      </MantineProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

export * from '@testing-library/react';
