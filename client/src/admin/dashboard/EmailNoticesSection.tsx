import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { graphql } from '../../__generated__';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { OfficeTable } from '../OfficeTable';
import { plural } from './format';
import { TryAgainButton } from './TryAgainButton';

const AdminEmailNoticesQuery = graphql(`
  query AdminEmailNotices {
    adminEmailNotices(first: 10) {
      retrying
      failed
      nodes {
        id
        description
        bookingGuidId
        attempts
        lastError
        failedAt
        createdAt
      }
    }
  }
`);

const AdminRetryEmailNoticeMutation = graphql(`
  mutation AdminRetryEmailNotice($id: ID!) {
    adminRetryEmailNotice(id: $id) {
      id
      attempts
      failedAt
    }
  }
`);

/**
 * Inside the dashboard's "E-mail" (issue #36): the changes whose e-mails could not be composed, so
 * nobody has them (a cancellation, a payment's confirmation): tried again, or given up after 24 hours,
 * each with its booking, so the office can tell the customer itself. Nothing when there are none.
 */
export function EmailNoticesSection() {
  const { data, error } = useQuery(AdminEmailNoticesQuery, { fetchPolicy: 'cache-and-network' });
  const [retry, retrying] = useMutation(AdminRetryEmailNoticeMutation, {
    refetchQueries: ['AdminEmailNotices', 'AdminEmailOutbox'],
  });
  if (error)
    return <ErrorAlert>The changes whose e-mails could not be written could not be loaded.</ErrorAlert>;
  const notices = data?.adminEmailNotices;
  if (!notices || (notices.retrying === 0 && notices.failed === 0)) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="email-notices-title">
      <Text fw={600} id="email-notices-title">
        Changes whose e-mails nobody has
      </Text>
      <Text c={notices.failed > 0 ? 'red.8' : undefined} data-testid="email-notices-counts">
        {`${plural(notices.retrying, 'change', 'changes')} tried again · ${plural(notices.failed, 'change', 'changes')} given up: tell those customers yourself`}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <OfficeTable columns={['What', 'Booking', 'Tries', 'Last error', 'When', '']} striped>
          {notices.nodes.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td>{n.description}</Table.Td>
              <Table.Td>
                {n.bookingGuidId ? (
                  <Anchor component={Link} to={`/admin/bookings/${n.bookingGuidId}`}>
                    Open the booking
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>{n.attempts}</Table.Td>
              <Table.Td>{n.lastError ?? '—'}</Table.Td>
              <Table.Td>
                {n.failedAt
                  ? `Given up ${formatMoment(n.failedAt)}`
                  : `Trying again since ${formatMoment(n.createdAt)}`}
              </Table.Td>
              <Table.Td>
                {n.failedAt && (
                  <TryAgainButton
                    label="Write again"
                    explain={`Writes these e-mails again now (${n.description.toLowerCase()}), once what stopped them is mended; tried for 24 hours.`}
                    failure="The e-mails could not be written again."
                    busy={retrying.loading}
                    onConfirm={() => retry({ variables: { id: n.id } })}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </OfficeTable>
      </Table.ScrollContainer>
    </Stack>
  );
}
