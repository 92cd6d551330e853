import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { AdminAreaWaitlistQuery } from './operations';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { OfficeTable } from '../OfficeTable';

/**
 * Under the service areas: who asked to be told when their suburb is served (the checkout's answer
 * to an unserved suburb), newest first, so the office sees where it is wanted.
 */
export function AreaWaitlistSection() {
  const { data, error } = useQuery(AdminAreaWaitlistQuery, { fetchPolicy: 'cache-and-network' });
  const entries = data?.adminAreaWaitlist ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="area-waitlist-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="area-waitlist-title">
          Area waitlist
        </Title>
        {error ? (
          <ErrorAlert>The waitlist could not be loaded.</ErrorAlert>
        ) : entries.length === 0 ? (
          <Text c="dimmed">{data ? 'Nobody is waiting for a new area yet.' : 'Loading…'}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <OfficeTable columns={['Suburb', 'E-mail', 'Asked']} striped>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.suburb}</Table.Td>
                  <Table.Td>{entry.email}</Table.Td>
                  <Table.Td>{formatMoment(entry.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </OfficeTable>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
