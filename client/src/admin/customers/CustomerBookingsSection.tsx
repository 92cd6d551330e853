import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatZar } from '../../lib/money';
import { AdminSection } from '../AdminSection';
import { STATUS_COLORS, STATUS_LABELS } from '../bookings/statusDisplay';
import { LoadState } from '../LoadState';
import { OfficeTable } from '../OfficeTable';
import { useCursorPages } from '../lists/useCursorPages';
import { AdminCustomerBookingsQuery } from './operations';

/** Bookings on a page of the customer's record. */
const CUSTOMER_BOOKINGS_PAGE = 20;

/**
 * The customer's bookings, the latest visit first, a page at a time (issue #34: a customer with years of
 * visits reads 20, and Older bookings pages back): each visit (linked), services, status, total, payment
 * and refund owed.
 */
export function CustomerBookingsSection({ customerId, count }: { customerId: string; count: number }) {
  const pages = useCursorPages();
  const { data, previousData, loading, error } = useQuery(AdminCustomerBookingsQuery, {
    variables: { id: customerId, first: CUSTOMER_BOOKINGS_PAGE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.adminCustomer?.bookingsPage;
  const bookings = shown?.nodes ?? [];
  const first = (pages.page - 1) * CUSTOMER_BOOKINGS_PAGE + 1;
  return (
    <AdminSection id="customer-bookings" title="Bookings">
      <LoadState error={error} loading={loading && !shown} failedTitle="The bookings could not be loaded">
        <OfficeTable
          empty="No bookings yet."
          label="Bookings"
          minWidth={640}
          columns={['Visit', 'Services', 'Status', 'Total', 'Paid', 'Refund owed']}
          striped
        >
          {bookings.map((b) => (
            <Table.Tr key={b.guidId}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/bookings/${b.id}`}>
                  {`${b.bookingDate} ${b.bookingTime.slice(0, 5)}`}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {b.services.map((s) => s.name).join(', ')}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[b.status]} variant="light">
                  {STATUS_LABELS[b.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{formatZar(b.totalPrice)}</Table.Td>
              <Table.Td>{b.paidAt ? b.paidAt.slice(0, 10) : 'Not paid'}</Table.Td>
              <Table.Td>{b.refundDue > 0 ? formatZar(b.refundDue) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </OfficeTable>
        {(pages.page > 1 || shown?.hasNextPage) && (
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {`Bookings ${first}-${first + bookings.length - 1} of ${count}`}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={pages.previous} disabled={pages.page <= 1}>
                Newer bookings
              </Button>
              <Button
                variant="default"
                onClick={() => pages.next(shown?.endCursor)}
                disabled={!shown?.hasNextPage}
              >
                Older bookings
              </Button>
            </Group>
          </Group>
        )}
      </LoadState>
    </AdminSection>
  );
}
