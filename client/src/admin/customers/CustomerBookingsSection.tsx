import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminCustomerQuery as AdminCustomerData } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';
import { AdminSection } from '../AdminSection';
import { STATUS_COLORS, STATUS_LABELS } from '../bookings/statusDisplay';
import { SideScroll } from '../SideScroll';
import { TableHead } from '../TableHead';

type Bookings = NonNullable<AdminCustomerData['adminCustomer']>['bookings'];

/** Every booking of the customer: its visit (linked), services, status, total, payment and refund owed. */
export function CustomerBookingsSection({ bookings }: { bookings: Bookings }) {
  return (
    <AdminSection id="customer-bookings" title="Bookings">
      {bookings.length === 0 ? (
        <Text c="dimmed">No bookings yet.</Text>
      ) : (
        <SideScroll label="Bookings" minWidth={640}>
          <Table striped>
            <TableHead columns={['Visit', 'Services', 'Status', 'Total', 'Paid', 'Refund owed']} />
            <Table.Tbody>
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
            </Table.Tbody>
          </Table>
        </SideScroll>
      )}
    </AdminSection>
  );
}
