import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailure } from '../LoadState';
import { useAdminPageTitle } from '../usePageTitle';
import { CustomerFormModal, NEW_CUSTOMER } from './CustomerFormModal';
import { AdminCustomersQuery } from './operations';
import { showHiddenCharacters } from '@greenleaf/shared/rules/single-line-text';
import { OfficeTable } from '../OfficeTable';
import { ListPager } from '../lists/ListPager';
import { useCursorPages } from '../lists/useCursorPages';

/**
 * /admin/customers (ADMIN and MANAGER): the customers, newest first, found by name, e-mail, phone (in
 * any format) or suburb, with each one's bookings and last visit; New customer opens the form, a name
 * opens their record. The list pages by cursor (Previous / Next, issue #34), so a page costs the same
 * however many customers there are.
 */
export function CustomersPage() {
  useAdminPageTitle('Customers');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [pageSize, setPageSize] = useState(25);
  const pages = useCursorPages();
  const { reset } = pages;
  const [creating, setCreating] = useState(false);
  // A new search starts at its first page.
  useEffect(() => reset(), [debounced, reset]);
  const { data, previousData, loading, error } = useQuery(AdminCustomersQuery, {
    variables: { search: debounced || null, limit: pageSize, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const customers = shown?.adminCustomers.customers ?? [];
  const total = shown?.adminCustomers.total ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Customers
        </Title>
        <Button onClick={() => setCreating(true)}>New customer</Button>
      </Group>
      <TextInput
        label="Search customers"
        description="Name, e-mail, phone (any format) or suburb"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {error && !shown && <LoadFailure title="The customers could not be loaded" error={error} />}
      <Paper withBorder radius="md">
        <OfficeTable
          label="Customers"
          minWidth={640}
          columns={['Name', 'E-mail', 'Phone', 'Bookings', 'Last visit']}
          striped
          highlightOnHover
          verticalSpacing="sm"
        >
          {customers.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/customers/${c.id}`}>
                  {showHiddenCharacters(c.name)}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{showHiddenCharacters(c.email)}</Table.Td>
              <Table.Td>{c.phone ?? ''}</Table.Td>
              <Table.Td>{c.bookingsCount}</Table.Td>
              <Table.Td>{c.lastVisit ?? 'None yet'}</Table.Td>
            </Table.Tr>
          ))}
        </OfficeTable>
        {loading && !shown && <LoadingStatus text="Loading customers..." centred={{ p: 'lg' }} />}
        {shown && customers.length === 0 && (
          <Text p="lg" ta="center" c="dimmed">
            {debounced ? 'No customer matches the search.' : 'No customers yet.'}
          </Text>
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        {total > 0 ? `${total} ${total === 1 ? 'customer' : 'customers'}` : ''}
      </Text>
      <ListPager
        total={total}
        page={pages.page}
        pageSize={pageSize}
        shown={customers.length}
        hasNextPage={Boolean(shown?.adminCustomers.hasNextPage)}
        onPrevious={pages.previous}
        onNext={() => pages.next(shown?.adminCustomers.endCursor)}
        onPageSize={(size) => {
          setPageSize(size);
          reset();
        }}
      />
      {creating && (
        <CustomerFormModal
          draft={NEW_CUSTOMER}
          onClose={() => setCreating(false)}
          onSaved={(customer) => {
            setCreating(false);
            void navigate(`/admin/customers/${customer.id}`);
          }}
        />
      )}
      {error && shown && <ErrorAlert>The list could not be refreshed. Please try again.</ErrorAlert>}
    </Stack>
  );
}
