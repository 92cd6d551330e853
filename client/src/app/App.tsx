// Mantine's styles first, so the app's own CSS modules (later in the same stylesheet) override them.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { cssVariablesResolver, theme } from './theme';
import { createApolloClient } from './apollo';
import { AppRouter } from './router';
import { LoaderProvider } from '../shell/LoaderProvider';
import { BookingProvider } from '../features/booking/BookingProvider';
import type { StoredBooking } from '../features/booking/bookingStorage';

/** `initialBooking`: the in-progress booking restored from storage (see main.tsx). */
export function App({ initialBooking }: { initialBooking: StoredBooking }) {
  const [client] = useState(createApolloClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ApolloProvider client={client}>
        <LoaderProvider>
          <BookingProvider initialBooking={initialBooking}>
            <AppRouter />
          </BookingProvider>
        </LoaderProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
