import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { AdminSection } from '../AdminSection';
import { ErasureText } from '../../features/privacy/ErasureText';
import { useAdminEraseCustomerMutation } from '../../features/privacy/usePrivacy';
import { refusalText } from '../../lib/graphqlErrors';

/** The office's "Delete personal data" for a customer who asked (POPIA), with the same confirmation words. */
export function EraseCustomerSection({ customerId, name }: { customerId: string; name: string }) {
  const { erase, loading } = useAdminEraseCustomerMutation();
  const client = useApolloClient();
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);

  async function confirm() {
    setMessage(null);
    try {
      const { data } = await erase(customerId);
      setOpened(false);
      const cancelled = data?.adminEraseCustomer.cancelledVisits ?? 0;
      setMessage({
        color: 'green',
        text: `Personal data erased. ${cancelled} future unpaid visit${cancelled === 1 ? '' : 's'} cancelled.`,
      });
      await client.refetchQueries({ include: 'active' });
    } catch (failure) {
      setOpened(false);
      setMessage({
        color: 'red',
        text: refusalText(failure, 'The data could not be erased. Please try again.'),
      });
    }
  }

  return (
    <AdminSection id="customer-erase" title="Delete personal data">
      <Text size="sm">When the customer asks to be deleted (POPIA).</Text>
      {message?.color === 'red' && <ErrorAlert mt="sm">{message.text}</ErrorAlert>}
      {message && message.color !== 'red' && (
        <Alert color={message.color} role="status" mt="sm">
          {message.text}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          Delete personal data
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Delete ${name}'s personal data`}>
        <Stack gap="sm">
          <ErasureText reader="office" />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            Keep
          </Button>
          <Button color="red.9" loading={loading} onClick={() => void confirm()}>
            Delete personal data
          </Button>
        </Group>
      </Modal>
    </AdminSection>
  );
}
