import { Anchor, Badge, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadState } from '../LoadState';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminQuoteRequestsPageQuery } from './operations';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { OfficeTable } from '../OfficeTable';
import { ListPager } from '../lists/ListPager';
import { useCursorPages } from '../lists/useCursorPages';

const STATUSES = [
  { value: 'ALL', label: 'All' },
  { value: 'NEW', label: 'New' },
  { value: 'BOOKED', label: 'Booked' },
];

/**
 * /admin/requests: the customers' quote requests, newest first, a page at a time (by cursor, issue #34),
 * of one status and found by the customer's name, e-mail or phone.
 */
export function QuoteRequestsPage() {
  useAdminPageTitle('Quote requests');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState('ALL');
  const [pageSize, setPageSize] = useState(25);
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [debounced, status, reset]);
  const { data, previousData, loading, error } = useQuery(AdminQuoteRequestsPageQuery, {
    variables: {
      first: pageSize,
      after: pages.after,
      status: status === 'NEW' || status === 'BOOKED' ? status : null,
      search: debounced || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.adminQuoteRequestsPage;
  const requests = shown?.nodes ?? [];
  const filtered = Boolean(debounced) || status !== 'ALL';
  return (
    <Paper withBorder p="lg">
      <Title order={1} size="h2" mb="md">
        Quote requests
      </Title>
      <Group align="flex-end" mb="md">
        <TextInput
          label="Search requests"
          description="Name, e-mail or phone (any format)"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flexGrow: 1 }}
        />
        <Select
          label="Status"
          data={STATUSES}
          value={status}
          onChange={(value) => setStatus(value ?? 'ALL')}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <LoadState error={error} loading={loading && !shown} failedTitle="The requests could not be loaded">
        <Stack gap="md">
          {requests.length === 0 ? (
            <Text>{filtered ? 'No quote request matches.' : 'No quote requests yet.'}</Text>
          ) : (
            <OfficeTable
              label="Quote requests"
              minWidth={600}
              columns={['Request', 'Received', 'Customer', 'Service', 'Suburb', 'Status']}
              striped
              highlightOnHover
            >
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
            </OfficeTable>
          )}
          <ListPager
            total={null}
            page={pages.page}
            pageSize={pageSize}
            shown={requests.length}
            hasNextPage={Boolean(shown?.hasNextPage)}
            onPrevious={pages.previous}
            onNext={() => pages.next(shown?.endCursor)}
            onPageSize={(size) => {
              setPageSize(size);
              reset();
            }}
          />
        </Stack>
      </LoadState>
    </Paper>
  );
}
