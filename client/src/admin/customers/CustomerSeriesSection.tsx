import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminCustomerQuery as AdminCustomerData } from '../../__generated__/graphql';
import { AdminSection } from '../AdminSection';
import {
  cadenceLabel,
  SERIES_KIND_LABELS,
  SERIES_STATUS_COLORS,
  SERIES_STATUS_LABELS,
} from '../bookings/seriesDisplay';
import { OfficeTable } from '../OfficeTable';

type Series = NonNullable<AdminCustomerData['adminCustomer']>['user']['series'];

/** The customer's recurring series and programmes, each with its next visit (linked) and how many are to come. */
export function CustomerSeriesSection({ series }: { series: Series }) {
  return (
    <AdminSection id="customer-series" title="Recurring series and programmes">
      <OfficeTable
        empty="No recurring series or programmes."
        label="Recurring series and programmes"
        minWidth={520}
        columns={['Series', 'Status', 'Next visit', 'Visits to come']}
        striped
      >
        {series.map((s) => {
          const next = s.upcomingVisits[0];
          return (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Text size="sm">{s.name}</Text>
                <Text size="xs" c="dimmed">
                  {s.kind === 'REPEAT' && s.repeatWeeks
                    ? cadenceLabel(s.repeatWeeks)
                    : SERIES_KIND_LABELS[s.kind]}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={SERIES_STATUS_COLORS[s.status]} variant="light">
                  {SERIES_STATUS_LABELS[s.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {next ? (
                  <Anchor component={Link} to={`/admin/bookings/${next.id}`}>
                    {`${next.bookingDate} ${next.bookingTime.slice(0, 5)}`}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{s.upcomingVisits.length}</Table.Td>
            </Table.Tr>
          );
        })}
      </OfficeTable>
    </AdminSection>
  );
}
