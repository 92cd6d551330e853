import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailure } from '../LoadState';
import { SideScroll } from '../SideScroll';
import { useAdminPageTitle } from '../usePageTitle';
import { CustomerFormModal, NEW_CUSTOMER } from './CustomerFormModal';
import { AdminCustomersQuery } from './operations';
import { showHiddenCharacters } from '@greenleaf/shared/rules/single-line-text';
import { TableHead } from '../TableHead';

const PAGE_SIZE = 25;

/**
 * /admin/customers (ADMIN and MANAGER): the customers, newest first, found by name, e-mail, phone (in
 * any format) or suburb, with each one's bookings and last visit; New customer opens the form, a name
 * opens their record.
 */
export function CustomersPage() {
  useAdminPageTitle('Customers');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, previousData, loading, error } = useQuery(AdminCustomersQuery, {
    variables: { search: debounced || null, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const customers = shown?.adminCustomers.customers ?? [];
  const total = shown?.adminCustomers.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

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
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {error && !shown && <LoadFailure title="The customers could not be loaded" error={error} />}
      <Paper withBorder radius="md">
        <SideScroll label="Customers" minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <TableHead columns={['Name', 'E-mail', 'Phone', 'Bookings', 'Last visit']} />
            <Table.Tbody>
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
            </Table.Tbody>
          </Table>
        </SideScroll>
        {loading && !shown && (
          <Center p="lg">
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text>Loading customers...</Text>
            </Group>
          </Center>
        )}
        {shown && customers.length === 0 && (
          <Text p="lg" ta="center" c="dimmed">
            {debounced ? 'No customer matches the search.' : 'No customers yet.'}
          </Text>
        )}
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total > 0 ? `${total} ${total === 1 ? 'customer' : 'customers'}` : ''}
        </Text>
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={page}
            onChange={setPage}
            aria-label="Pages"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Group>
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
