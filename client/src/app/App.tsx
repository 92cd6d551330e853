// Mantine's styles first, so the app's own CSS modules (later in the same stylesheet) override them.
import '@mantine/core/styles.css';
// The theme's CSS variables and classes, in the stylesheet rather than a <style> in every page (see
// themeStylesheet.test.tsx, which keeps it equal to what MantineProvider makes of theme.ts).
import './theme.css';
import { MantineProvider } from '@mantine/core';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { theme } from './theme';
import { createApolloClient } from './apollo';
import { AppRouter } from './router';
import { LoaderProvider } from '../shell/LoaderProvider';
import { BookingProvider } from '../features/booking/BookingProvider';
import type { StoredBooking } from '../features/booking/bookingStorage';

interface AppProps {
  /** The in-progress booking restored from storage (see main.tsx). */
  initialBooking: StoredBooking;
  /**
   * Hydrating the server's HTML: the server rendered with no booking (it cannot see the browser's
   * storage), so the first render starts from none as well and the stored booking follows at once.
   */
  restoreBookingAfterMount?: boolean;
  /** The server render's client (its cache fills during the render); the browser makes its own. */
  client?: ApolloClient;
  /** The router and routes (the server's StaticRouter); the browser's router by default. */
  children?: ReactNode;
}

export function App({ initialBooking, restoreBookingAfterMount, client: given, children }: AppProps) {
  const [client] = useState(() => given ?? createApolloClient());
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <ApolloProvider client={client}>
        <LoaderProvider>
          <BookingProvider initialBooking={initialBooking} restoreAfterMount={restoreBookingAfterMount}>
            {children ?? <AppRouter />}
          </BookingProvider>
        </LoaderProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
