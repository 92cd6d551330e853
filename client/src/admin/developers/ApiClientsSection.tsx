import { useMutation, useQuery } from '@apollo/client/react';
import { API_SCOPE_WORDS, API_SCOPES } from '@greenleaf/shared/rules/api-scopes';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { Badge, Button, Checkbox, Code, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { SecretListSection } from './SecretListSection';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';
import { refetchAfter } from '../../lib/refetchAfter';
import { useKeyedCreate } from '../../lib/idempotencyKey';
import { ApiClientLimitsModal, limitsText } from './ApiClientLimitsModal';
import {
  ApiClientAccessModal,
  linesOf,
  ReachChoice,
  REACH_LABEL,
  ReturnUrlsInput,
} from './ApiClientAccessModal';
import type { ApiClientReach } from '../../__generated__/graphql';
import { SecretShownOnce } from './SecretShownOnce';
import {
  AdminApiClientsQuery,
  AdminCreateApiClientMutation,
  AdminRevokeApiClientMutation,
  AdminRotateApiClientMutation,
} from './operations';
import { OfficeTable } from '../OfficeTable';

const refetchClients = refetchAfter([AdminApiClientsQuery]);

/** A secret just made: shown this once, never again. */
interface ShownSecret {
  name: string;
  secret: string;
}

/**
 * Partners' API clients (docs/product.md "API clients"): the admin creates a key with its scopes and
 * allowed origins, sees its secret once, and rotates or revokes it. The list shows only the first
 * characters of each secret.
 */
export function ApiClientsSection() {
  const { data, error } = useQuery(AdminApiClientsQuery, { fetchPolicy: 'cache-and-network' });
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [limitsOf, setLimitsOf] = useState<string | null>(null);
  const [accessOf, setAccessOf] = useState<string | null>(null);
  const [rotate] = useMutation(AdminRotateApiClientMutation, refetchClients);
  const [revoke] = useMutation(AdminRevokeApiClientMutation, refetchClients);
  const feedback = useErrorFeedback();
  const clients = data?.adminApiClients ?? [];
  const editing = clients.find((c) => c.id === limitsOf);
  const editingAccess = clients.find((c) => c.id === accessOf);

  const onRotate = async (id: string) => {
    if (!window.confirm('Replace this key? Its current secret stops working at once.')) return;
    feedback.clear();
    try {
      const done = await rotate({ variables: { id } });
      const made = done.data?.adminRotateApiClient;
      if (made) setShown({ name: made.client.name, secret: made.secret });
    } catch (e) {
      feedback.report(e, 'The key could not be rotated.');
    }
  };
  const onRevoke = async (id: string) => {
    if (!window.confirm('Revoke this key? It is refused from its next request and cannot be restored.'))
      return;
    feedback.clear();
    try {
      await revoke({ variables: { id } });
    } catch (e) {
      feedback.report(e, 'The key could not be revoked.');
    }
  };

  return (
    <SecretListSection
      titleId="api-clients-title"
      title="API clients"
      intro={
        <>
          Keys for partners' servers (sent as <Code>Authorization: Bearer …</Code>). Each may call only what
          its scopes allow.
        </>
      }
      secret={
        shown && (
          <SecretShownOnce
            title={`The secret of ${shown.name}`}
            note="Copy it now: it is shown only this once and cannot be read again."
            secret={shown.secret}
            testId="api-secret"
            onDone={() => setShown(null)}
          />
        )
      }
      failure={feedback.message}
      form={<NewClientForm onCreated={setShown} />}
      loadFailure={error ? 'The API clients could not be loaded.' : null}
      empty={clients.length > 0 ? null : data ? 'No API clients yet.' : 'Loading…'}
    >
      <Table.ScrollContainer minWidth={760}>
        <OfficeTable
          columns={['Name', 'Key', 'Scopes', 'Reads', 'Return URLs', 'Limits', 'Created', 'State', '']}
          striped
        >
          {clients.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>
                <Code>{c.secretShown}…</Code>
              </Table.Td>
              <Table.Td>{c.scopes.join(', ')}</Table.Td>
              <Table.Td>
                <Text size="sm">{REACH_LABEL[c.reach]}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.allowedReturnUrls.join(', ') || 'None'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{limitsText(c.limits)}</Text>
              </Table.Td>
              <Table.Td>{formatMoment(c.createdAt)}</Table.Td>
              <Table.Td>
                {c.revokedAt ? (
                  <Badge color="gray">Revoked {formatMoment(c.revokedAt)}</Badge>
                ) : (
                  <Badge color="green">Live</Badge>
                )}
              </Table.Td>
              <Table.Td>
                {!c.revokedAt && (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setLimitsOf(c.id)}>
                      Limits
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setAccessOf(c.id)}>
                      Reach
                    </Button>
                    <Button size="xs" variant="default" onClick={() => void onRotate(c.id)}>
                      Rotate
                    </Button>
                    <Button size="xs" variant="default" color="red" onClick={() => void onRevoke(c.id)}>
                      Revoke
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </OfficeTable>
      </Table.ScrollContainer>
      {editing && <ApiClientLimitsModal client={editing} onClose={() => setLimitsOf(null)} />}
      {editingAccess && <ApiClientAccessModal client={editingAccess} onClose={() => setAccessOf(null)} />}
    </SecretListSection>
  );
}

/** Name, scopes, allowed origins, reach and allowed return URLs (one per line) of a new client. */
function NewClientForm({ onCreated }: { onCreated: (shown: ShownSecret) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [origins, setOrigins] = useState('');
  const [reach, setReach] = useState<ApiClientReach>('OWN');
  const [returnUrls, setReturnUrls] = useState('');
  const [create, { loading }] = useKeyedCreate(useMutation(AdminCreateApiClientMutation, refetchClients));
  const feedback = useErrorFeedback();

  const submit = async () => {
    feedback.clear();
    try {
      const input = {
        name,
        scopes,
        allowedOrigins: linesOf(origins),
        reach,
        allowedReturnUrls: linesOf(returnUrls),
      };
      const done = await create({ variables: { input } });
      const made = done.data?.adminCreateApiClient;
      if (!made) return;
      onCreated({ name: made.client.name, secret: made.secret });
      setName('');
      setScopes([]);
      setOrigins('');
      setReach('OWN');
      setReturnUrls('');
    } catch (e) {
      feedback.report(e, 'The API client could not be created.');
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        description="The partner's name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Checkbox.Group label="Scopes" value={scopes} onChange={setScopes}>
        <Stack gap={4} mt={4}>
          {API_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} label={`${scope}: ${API_SCOPE_WORDS[scope]}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Textarea
        label="Allowed origins"
        description="For a browser key only: https://partner.example, one per line"
        autosize
        minRows={1}
        value={origins}
        onChange={(e) => setOrigins(e.currentTarget.value)}
      />
      <ReachChoice value={reach} onChange={setReach} />
      <ReturnUrlsInput value={returnUrls} onChange={setReturnUrls} />
      {feedback.message && <ErrorAlert>{feedback.message}</ErrorAlert>}
      <Group>
        <Button
          onClick={() => void submit()}
          loading={loading}
          disabled={!name.trim() || scopes.length === 0}
        >
          Create API client
        </Button>
      </Group>
    </Stack>
  );
}
