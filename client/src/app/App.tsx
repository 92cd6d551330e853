import { MantineProvider } from '@mantine/core';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { cssVariablesResolver, theme } from './theme';
import { createApolloClient } from './apollo';
import { AppRouter } from './router';
import { LoaderProvider } from '../shell/LoaderProvider';
import { BookingProvider } from '../features/booking/BookingProvider';

export function App() {
  const [client] = useState(createApolloClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ApolloProvider client={client}>
        <LoaderProvider>
          <BookingProvider>
            <AppRouter />
          </BookingProvider>
        </LoaderProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
