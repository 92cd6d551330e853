import { RECORD_STATUS_LABELS } from '@greenleaf/shared/record-status';
import { useLeaveGuard } from '../forms/useLeaveGuard';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { telLink } from '../../lib/contactLinks';
import { STATUS_COLORS, STATUS_LABELS } from '../bookings/statusDisplay';
import {
  cadenceLabel,
  SERIES_KIND_LABELS,
  SERIES_STATUS_COLORS,
  SERIES_STATUS_LABELS,
} from '../bookings/seriesDisplay';
import { describeFailure } from '../../lib/graphqlErrors';
import { formatZar } from '../../lib/money';
import { LoadFailure, Loading } from '../LoadState';
import { AdminSection } from '../AdminSection';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminCustomerQuery } from './operations';
import { SideScroll } from '../SideScroll';
import { useSaveCustomerNotesMutation } from './useSaveCustomerNotes';
import { CustomerFormModal } from './CustomerFormModal';
import { PropertiesSection } from './PropertiesSection';
import { useSendSignInLinkMutation } from './useCustomerMutations';

/**
 * /admin/customers/{id}: a customer as the office sees them: contact details (mail and phone links)
 * with Edit customer and Send a sign-in link, their properties (add, edit, remove), every booking with
 * its status, total, payment and any refund owed, their recurring series and programmes (each with its
 * next visit, linked to its page, where the series' actions are), what they spent, and notes the
 * office keeps (the customer never sees them).
 */
export function CustomerPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminCustomerQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const record = data?.adminCustomer;
  useAdminPageTitle(record ? record.user.name : 'Customer');
  const [notes, setNotes] = useState('');
  const [save, saving] = useSaveCustomerNotesMutation();
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const [editing, setEditing] = useState(false);
  const [sendLink, sending] = useSendSignInLinkMutation();
  const [accountMessage, setAccountMessage] = useState<{ color: string; text: string } | null>(null);
  useEffect(() => setNotes(record?.officeNotes ?? ''), [record?.officeNotes]);
  // Notes typed and not saved: a link away asks first.
  const guard = useLeaveGuard(Boolean(record) && notes !== (record?.officeNotes ?? ''), 'the notes');

  if (loading && !data) {
    return <Loading />;
  }
  if (error) return <LoadFailure title="The customer could not be loaded" error={error} />;
  if (!record) {
    return (
      <Alert color="yellow" role="alert" title="Customer not found">
        {`There is no customer ${id}.`}
      </Alert>
    );
  }
  const { user } = record;

  async function saveNotes() {
    setMessage(null);
    try {
      const res = await save({ variables: { input: { id: user.id, officeNotes: notes } } });
      setNotes(res.data?.adminSaveCustomerNotes.officeNotes ?? '');
      setMessage({ color: 'green', text: 'The notes are saved.' });
    } catch (err) {
      setMessage({ color: 'red', text: describeFailure(err).message });
    }
  }

  async function sendSignInLink() {
    setAccountMessage(null);
    try {
      const res = await sendLink({ variables: { input: { id: user.id } } });
      const email = res.data?.adminSendCustomerSignInLink.email ?? user.email;
      setAccountMessage({ color: 'green', text: `A sign-in link was e-mailed to ${email}.` });
    } catch (err) {
      setAccountMessage({ color: 'red', text: describeFailure(err).message });
    }
  }

  return (
    <Stack gap="lg">
      {guard.dialog}
      {editing && (
        <CustomerFormModal
          draft={{ id: user.id, name: user.name, email: user.email, phone: user.phone ?? '' }}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setAccountMessage({ color: 'green', text: 'The customer is saved.' });
          }}
        />
      )}
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {user.name}
            </Title>
            <Text c="dimmed" size="sm">{`Customer ${user.id}`}</Text>
          </div>
          <Group gap="sm">
            <Badge color={user.status === 'ACTIVE' ? 'green' : 'red'} variant="light">
              {RECORD_STATUS_LABELS[user.status]}
            </Badge>
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              Edit customer
            </Button>
            <Button size="xs" variant="light" loading={sending.loading} onClick={() => void sendSignInLink()}>
              Send a sign-in link
            </Button>
          </Group>
        </Group>
        {accountMessage && (
          <Alert
            color={accountMessage.color}
            role={accountMessage.color === 'red' ? 'alert' : 'status'}
            mt="sm"
          >
            {accountMessage.text}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md">
          <div>
            <Text size="sm" c="dimmed">
              E-mail
            </Text>
            <Anchor href={`mailto:${user.email}`} style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Anchor>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Phone
            </Text>
            {user.phone ? (
              <Anchor href={telLink(user.phone)}>{user.phone}</Anchor>
            ) : (
              <Text c="dimmed">None</Text>
            )}
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Bookings
            </Text>
            <Text fw={600}>{record.bookings.length}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Total spent
            </Text>
            <Text fw={700} data-testid="customer-total-spent">
              {formatZar(record.totalSpent)}
            </Text>
          </div>
        </SimpleGrid>
        {user.address && (
          <Text size="sm" mt="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.address}
          </Text>
        )}
      </Paper>

      <PropertiesSection customerId={user.id} properties={record.properties} />

      <AdminSection id="customer-bookings" title="Bookings">
        {record.bookings.length === 0 ? (
          <Text c="dimmed">No bookings yet.</Text>
        ) : (
          <SideScroll label="Bookings" minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Visit</Table.Th>
                  <Table.Th>Services</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Paid</Table.Th>
                  <Table.Th>Refund owed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {record.bookings.map((b) => (
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

      <AdminSection id="customer-series" title="Recurring series and programmes">
        {user.series.length === 0 ? (
          <Text c="dimmed">No recurring series or programmes.</Text>
        ) : (
          <SideScroll label="Recurring series and programmes" minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Series</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Next visit</Table.Th>
                  <Table.Th>Visits to come</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.series.map((s) => {
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
              </Table.Tbody>
            </Table>
          </SideScroll>
        )}
      </AdminSection>

      <AdminSection id="customer-notes" title="Office notes">
        <Textarea
          label="Notes about this customer (never shown to them)"
          autosize
          minRows={3}
          maxLength={5000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        {message && (
          <Alert color={message.color} role={message.color === 'red' ? 'alert' : 'status'} mt="sm">
            {message.text}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button onClick={() => void saveNotes()} loading={saving.loading}>
            Save notes
          </Button>
        </Group>
      </AdminSection>
    </Stack>
  );
}
