import { useMutation, useQuery } from '@apollo/client/react';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { graphql } from '../../__generated__';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { OfficeTable } from '../OfficeTable';
import { EmailNoticesSection } from './EmailNoticesSection';
import { TryAgainButton } from './TryAgainButton';
import { plural } from './format';

const AdminEmailOutboxQuery = graphql(`
  query AdminEmailOutbox {
    failed: adminEmailOutbox(state: FAILED, first: 5) {
      waiting
      failed
      nodes {
        id
        recipient
        subject
        attempts
        lastError
        failedAt
      }
    }
    waiting: adminEmailOutbox(state: WAITING, first: 5) {
      nodes {
        id
        recipient
        subject
        attempts
        lastError
        nextAttemptAt
      }
    }
  }
`);

const AdminRetryEmailMutation = graphql(`
  mutation AdminRetryEmail($id: ID!) {
    adminRetryEmail(id: $id) {
      id
      state
      attempts
      failedAt
    }
  }
`);

/**
 * The dashboard's "E-mail" (issue #36): every e-mail goes through the outbox, so the office sees the
 * ones the mail server has not accepted yet (tried again, with the server's last words) and the ones
 * given up after 72 hours, which nobody received; and the changes whose e-mails could not be written.
 */
export function EmailOutboxCard() {
  const { data, error } = useQuery(AdminEmailOutboxQuery, { fetchPolicy: 'cache-and-network' });
  const [retry, retrying] = useMutation(AdminRetryEmailMutation, { refetchQueries: ['AdminEmailOutbox'] });
  const counts = data?.failed;
  const rows = [
    ...(data?.failed.nodes ?? []).map((m) => ({
      ...m,
      givenUp: true,
      when: `Given up ${formatMoment(m.failedAt ?? '')}`,
    })),
    ...(data?.waiting.nodes ?? []).map((m) => ({
      ...m,
      givenUp: false,
      when: m.nextAttemptAt ? `Tried again ${formatMoment(m.nextAttemptAt)}` : 'Waiting',
    })),
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="email-outbox-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="email-outbox-title">
          E-mail
        </Title>
        {error ? (
          <ErrorAlert>The e-mail outbox could not be loaded.</ErrorAlert>
        ) : !counts ? (
          <Text c="dimmed">Loading…</Text>
        ) : counts.waiting === 0 && counts.failed === 0 ? (
          <Text c="dimmed" data-testid="email-outbox-counts">
            Every e-mail has been sent.
          </Text>
        ) : (
          <>
            <Text c={counts.failed > 0 ? 'red.8' : undefined} data-testid="email-outbox-counts">
              {`${plural(counts.waiting, 'e-mail', 'e-mails')} waiting for the mail server · ${plural(counts.failed, 'e-mail', 'e-mails')} given up`}
            </Text>
            <Table.ScrollContainer minWidth={520}>
              <OfficeTable columns={['To', 'Subject', 'Tries', 'Last error', 'When', '']} striped>
                {rows.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{m.recipient}</Table.Td>
                    <Table.Td>{m.subject}</Table.Td>
                    <Table.Td>{m.attempts}</Table.Td>
                    <Table.Td>{m.lastError ?? '—'}</Table.Td>
                    <Table.Td>{m.when}</Table.Td>
                    <Table.Td>
                      {m.givenUp && (
                        <TryAgainButton
                          label="Send again"
                          explain={`Sends "${m.subject}" to ${m.recipient} again now; a refusal is tried again for 72 hours.`}
                          failure="The e-mail could not be sent again."
                          busy={retrying.loading}
                          onConfirm={() => retry({ variables: { id: m.id } })}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </OfficeTable>
            </Table.ScrollContainer>
          </>
        )}
        <EmailNoticesSection />
      </Stack>
    </Paper>
  );
}
