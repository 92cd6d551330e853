import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { Badge, Button, Code, Table, Text } from '@mantine/core';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';
import { refetchAfter } from '../../lib/refetchAfter';
import { AdminResendWebhookDeliveryMutation, AdminWebhookDeliveriesQuery } from './operations';

const STATUS_COLOUR: Record<string, string> = { DELIVERED: 'green', PENDING: 'yellow', FAILED: 'red' };

/** One endpoint's latest deliveries (newest first), each with its attempts, last error and Resend. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { data, error } = useQuery(AdminWebhookDeliveriesQuery, {
    variables: { endpointId },
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useMutation(
    AdminResendWebhookDeliveryMutation,
    refetchAfter([AdminWebhookDeliveriesQuery]),
  );
  const feedback = useErrorFeedback();
  const deliveries = data?.adminWebhookDeliveries ?? [];

  const onResend = async (id: string) => {
    feedback.clear();
    try {
      await resend({ variables: { id } });
    } catch (e) {
      feedback.report(e, 'The delivery could not be sent again.');
    }
  };

  if (error) return <ErrorAlert>The deliveries could not be loaded.</ErrorAlert>;
  if (deliveries.length === 0) return <Text c="dimmed">{data ? 'No deliveries yet.' : 'Loading…'}</Text>;
  return (
    <>
      {feedback.message && <ErrorAlert>{feedback.message}</ErrorAlert>}
      <Table aria-label="Deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last error</Table.Th>
            <Table.Th>Happened</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                {d.type} <Code>{d.eventId}</Code>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOUR[d.status] ?? 'gray'}>{d.status.toLowerCase()}</Badge>
                {d.status === 'PENDING' && (
                  <Text size="xs" c="dimmed">
                    next try {formatMoment(d.nextAttemptAt)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{d.attempts}</Table.Td>
              <Table.Td>{d.lastError ?? '—'}</Table.Td>
              <Table.Td>{formatMoment(d.createdAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Resend ${d.type} ${d.eventId}`}
                  onClick={() => void onResend(d.id)}
                >
                  Resend
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
