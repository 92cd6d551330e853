import type { ReactElement, ReactNode } from 'react';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';
import { BookingProvider } from '../features/booking/BookingProvider';
import { loadBooking } from '../features/booking/bookingSchema';
import { LoaderProvider } from '../shell/LoaderProvider';
import { fakeGateway, type FakeGateway } from './fakeGateway';

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
export * from './fakeGateway';
export { default as userEvent } from '@testing-library/user-event';
