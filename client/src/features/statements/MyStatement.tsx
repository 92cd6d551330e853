import { useQuery } from '@apollo/client/react';
import { Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { MyStatementQuery } from './operations';
import { StatementTable } from './StatementTable';

/** "Your statement" on My Account: what the customer was charged, paid and refunded, and what they owe. */
export function MyStatement() {
  const { data, loading, error } = useQuery(MyStatementQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <section aria-labelledby="my-statement">
      <Title order={2} size="h3" mt="xl" mb="sm" id="my-statement">
        Your statement
      </Title>
      {error && !data && <ErrorAlert>Your statement could not be loaded. Please try again.</ErrorAlert>}
      {loading && !data && <Text c="dimmed">Loading your statement...</Text>}
      {data && <StatementTable statement={data.myStatement} />}
    </section>
  );
}
