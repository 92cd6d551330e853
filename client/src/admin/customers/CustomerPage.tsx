import { OfficePageHeader } from '../OfficePageHeader';
import { WarningAlert } from '../../lib/feedback/ErrorAlert';
import { RECORD_STATUS_LABELS } from '@greenleaf/shared/record-status';
import { useLeaveGuard } from '../forms/useLeaveGuard';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { describeFailure } from '../../lib/graphqlErrors';
import { LoadFailure, Loading } from '../LoadState';
import { AdminSection } from '../AdminSection';
import { EraseCustomerSection } from './EraseCustomerSection';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminCustomerQuery } from './operations';
import { useSaveCustomerNotesMutation } from './useSaveCustomerNotes';
import { CustomerFormModal } from './CustomerFormModal';
import { PropertiesSection } from './PropertiesSection';
import { CustomerFacts } from './CustomerFacts';
import { CustomerBookingsSection } from './CustomerBookingsSection';
import { CustomerSeriesSection } from './CustomerSeriesSection';
import { CustomerStatementSection } from './CustomerStatementSection';
import { useSendSignInLinkMutation } from './useCustomerMutations';

/**
 * /admin/customers/{id}: a customer as the office sees them: contact details (mail and phone links)
 * with Edit customer and Send a sign-in link, their properties (add, edit, remove), their bookings (the
 * latest 20, paging back) with status, total, payment and any refund owed, their recurring series and programmes (each with its
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
    return <WarningAlert title="Customer not found">{`There is no customer ${id}.`}</WarningAlert>;
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
        <OfficePageHeader
          title={user.name}
          subtitle={`Customer ${user.id}`}
          actions={
            <Group gap="sm">
              <Badge color={user.status === 'ACTIVE' ? 'green' : 'red'} variant="light">
                {RECORD_STATUS_LABELS[user.status]}
              </Badge>
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                Edit customer
              </Button>
              <Button
                size="xs"
                variant="light"
                loading={sending.loading}
                onClick={() => void sendSignInLink()}
              >
                Send a sign-in link
              </Button>
            </Group>
          }
        />
        {accountMessage && (
          <Alert
            color={accountMessage.color}
            role={accountMessage.color === 'red' ? 'alert' : 'status'}
            mt="sm"
          >
            {accountMessage.text}
          </Alert>
        )}
        <CustomerFacts user={user} bookingCount={record.bookingsCount} totalSpent={record.totalSpent} />
        {user.address && (
          <Text size="sm" mt="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.address}
          </Text>
        )}
      </Paper>

      <PropertiesSection customerId={user.id} properties={record.properties} />

      <CustomerBookingsSection customerId={user.id} count={record.bookingsCount} />

      <CustomerSeriesSection series={user.series} />

      <CustomerStatementSection customerId={user.id} />

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

      <EraseCustomerSection customerId={user.id} name={user.name} />
    </Stack>
  );
}
