import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_EVENT_WORDS, WEBHOOK_EVENTS } from '@greenleaf/shared/rules/webhooks';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { Badge, Button, Checkbox, Code, Group, Stack, Table, TextInput } from '@mantine/core';
import { Fragment, useRef, useState } from 'react';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { SecretListSection } from './SecretListSection';
import { OfficeTable } from '../OfficeTable';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { refetchAfter } from '../../lib/refetchAfter';
import { SecretShownOnce } from './SecretShownOnce';
import {
  AdminCreateWebhookEndpointMutation,
  AdminDeleteWebhookEndpointMutation,
  AdminEnableWebhookEndpointMutation,
  AdminWebhookEndpointsQuery,
} from './operations';
import { WebhookDeliveries } from './WebhookDeliveries';

const refetchEndpoints = refetchAfter([AdminWebhookEndpointsQuery]);

/** A signing secret just made: shown this once, never again. */
interface ShownSecret {
  url: string;
  secret: string;
}

interface Endpoint {
  id: string;
  enabled: boolean;
  disabledAt?: string | null;
  failingSince?: string | null;
}

function EndpointState({ e }: { e: Endpoint }) {
  if (!e.enabled)
    return <Badge color="red">Disabled{e.disabledAt ? ` ${formatMoment(e.disabledAt)}` : ''}</Badge>;
  if (e.failingSince) return <Badge color="yellow">Failing since {formatMoment(e.failingSince)}</Badge>;
  return <Badge color="green">Live</Badge>;
}

/**
 * Partners' webhook endpoints (docs/product.md "Webhooks"): the admin subscribes an https address to
 * events, sees its signing secret once, deletes it, enables one disabled for failing, and reads each
 * endpoint's deliveries (sending one again).
 */
export function WebhooksSection() {
  const { data, error } = useQuery(AdminWebhookEndpointsQuery, { fetchPolicy: 'cache-and-network' });
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [remove] = useMutation(AdminDeleteWebhookEndpointMutation, refetchEndpoints);
  const [enable] = useMutation(AdminEnableWebhookEndpointMutation, refetchEndpoints);
  const feedback = useErrorFeedback();
  const endpoints = data?.adminWebhookEndpoints ?? [];

  const onDelete = async (id: string, url: string) => {
    const sure = window.confirm(
      `Delete the endpoint ${url}? No more events are sent to it, and its deliveries (sent and waiting) are deleted with it. This cannot be undone.`,
    );
    if (!sure) return;
    feedback.clear();
    try {
      await remove({ variables: { id } });
      if (open === id) setOpen(null);
    } catch (e) {
      feedback.report(e, 'The endpoint could not be deleted.');
    }
  };
  const onEnable = async (id: string) => {
    feedback.clear();
    try {
      await enable({ variables: { id } });
    } catch (e) {
      feedback.report(e, 'The endpoint could not be enabled.');
    }
  };

  return (
    <SecretListSection
      titleId="webhooks-title"
      title="Webhooks"
      intro={
        <>
          Partners' addresses that receive booking events, signed with their secret. An endpoint that fails
          for 3 days is disabled and every administrator is e-mailed; enable it once it answers again.
        </>
      }
      secret={
        shown && (
          <SecretShownOnce
            title={`The signing secret of ${shown.url}`}
            note="Copy it now for the partner: it is shown only this once and cannot be read again."
            secret={shown.secret}
            testId="webhook-secret"
            onDone={() => setShown(null)}
          />
        )
      }
      failure={feedback.message}
      form={<NewEndpointForm onCreated={setShown} />}
      loadFailure={error ? 'The webhook endpoints could not be loaded.' : null}
      empty={endpoints.length > 0 ? null : data ? 'No webhook endpoints yet.' : 'Loading…'}
    >
      <Table.ScrollContainer minWidth={720}>
        <OfficeTable columns={['URL', 'Events', 'State', 'Last delivery', '']} striped>
          {endpoints.map((e) => (
            <Fragment key={e.id}>
              <Table.Tr>
                <Table.Td>
                  <Code>{e.url}</Code>
                </Table.Td>
                <Table.Td>{e.events.join(', ')}</Table.Td>
                <Table.Td>
                  <EndpointState e={e} />
                </Table.Td>
                <Table.Td>{e.lastDeliveredAt ? formatMoment(e.lastDeliveredAt) : 'None yet'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-expanded={open === e.id}
                      onClick={() => setOpen(open === e.id ? null : e.id)}
                    >
                      {open === e.id ? 'Hide deliveries' : 'Deliveries'}
                    </Button>
                    {!e.enabled && (
                      <Button size="xs" onClick={() => void onEnable(e.id)}>
                        Enable
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => void onDelete(e.id, e.url)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
              {open === e.id && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <WebhookDeliveries endpointId={e.id} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </OfficeTable>
      </Table.ScrollContainer>
    </SecretListSection>
  );
}

/** The https address and the events of a new endpoint. */
function NewEndpointForm({ onCreated }: { onCreated: (shown: ShownSecret) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [create, { loading }] = useMutation(AdminCreateWebhookEndpointMutation, refetchEndpoints);
  const feedback = useErrorFeedback();
  // One key for the form as it stands: "Add endpoint" tapped again after a lost answer adds one endpoint.
  const requestKey = useRef<string | null>(null);
  const edited = () => {
    requestKey.current = null;
  };

  const submit = async () => {
    feedback.clear();
    try {
      requestKey.current ??= newIdempotencyKey();
      const idempotencyKey = requestKey.current;
      const done = await create({ variables: { url: url.trim(), events, idempotencyKey } });
      const made = done.data?.adminCreateWebhookEndpoint;
      if (!made) return;
      onCreated({ url: made.endpoint.url, secret: made.secret });
      requestKey.current = null;
      setUrl('');
      setEvents([]);
    } catch (e) {
      feedback.report(e, 'The endpoint could not be added.');
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Endpoint URL"
        description="The partner's https:// address that receives the events"
        value={url}
        onChange={(e) => {
          edited();
          setUrl(e.currentTarget.value);
        }}
      />
      <Checkbox.Group
        label="Events"
        value={events}
        onChange={(next) => {
          edited();
          setEvents(next);
        }}
      >
        <Stack gap={4} mt={4}>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} label={`${event}: ${WEBHOOK_EVENT_WORDS[event]}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      {feedback.message && <ErrorAlert>{feedback.message}</ErrorAlert>}
      <Group>
        <Button onClick={() => void submit()} loading={loading} disabled={!url.trim() || events.length === 0}>
          Add endpoint
        </Button>
      </Group>
    </Stack>
  );
}
