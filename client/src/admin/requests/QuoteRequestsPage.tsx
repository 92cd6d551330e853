import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { LoadState } from '../LoadState';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminQuoteRequestsQuery } from './operations';
import { SideScroll } from '../SideScroll';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { TableHead } from '../TableHead';

/** /admin/requests: the customers' quote requests, newest first. */
export function QuoteRequestsPage() {
  useAdminPageTitle('Quote requests');
  const { data, loading, error } = useQuery(AdminQuoteRequestsQuery, { fetchPolicy: 'network-only' });
  const requests = data?.adminQuoteRequests ?? [];
  return (
    <Paper withBorder p="lg">
      <Title order={1} size="h2" mb="md">
        Quote requests
      </Title>
      <LoadState error={error} loading={loading && !data} failedTitle="The requests could not be loaded">
        {requests.length === 0 ? (
          <Text>No quote requests yet.</Text>
        ) : (
          <SideScroll label="Quote requests" minWidth={600}>
            <Table striped highlightOnHover>
              <TableHead columns={['Request', 'Received', 'Customer', 'Service', 'Suburb', 'Status']} />
              <Table.Tbody>
                {requests.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/requests/${request.id}`}>
                        Request {request.id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatMoment(request.createdAt)}</Table.Td>
                    <Table.Td>{request.name}</Table.Td>
                    <Table.Td>{request.serviceName}</Table.Td>
                    <Table.Td>{request.suburb}</Table.Td>
                    <Table.Td>
                      <Badge color={request.status === 'NEW' ? 'yellow' : 'green'} variant="light">
                        {request.status === 'NEW' ? 'New' : 'Booked'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SideScroll>
        )}
      </LoadState>
    </Paper>
  );
}
