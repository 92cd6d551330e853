/**
 * Renders admin components for component tests: Mantine and a memory router, the way the admin app
 * provides them (no theme, booking or loader providers: those are the public site's, see render.tsx).
 */
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fakeGateway, type FakeGateway } from './fakeGateway';

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
export * from './fakeGateway';
