import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { AdminCustomerStatementQuery } from '../../features/statements/operations';
import { StatementTable } from '../../features/statements/StatementTable';
import { AdminSection } from '../AdminSection';

/** The customer's statement on their office page: the same table the customer reads. */
export function CustomerStatementSection({ customerId }: { customerId: string }) {
  const { data, loading, error } = useQuery(AdminCustomerStatementQuery, {
    variables: { customerId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminSection id="customer-statement" title="Statement">
      {error && !data && <ErrorAlert>The statement could not be loaded. Please try again.</ErrorAlert>}
      {loading && !data && <Text c="dimmed">Loading the statement...</Text>}
      {data && <StatementTable statement={data.adminCustomerStatement} />}
    </AdminSection>
  );
}
