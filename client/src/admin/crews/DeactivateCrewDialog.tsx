import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { describeFailure } from '../../lib/graphqlErrors';
import { AdminCrewDeactivationPreviewQuery } from './operations';
import { useDeactivateCrewMutation } from './useCrewMutations';
import { OfficeTable } from '../OfficeTable';

const UNASSIGNED = 'unassigned';

interface Props {
  crew: { id: string; name: string };
  /** The other active crews its jobs may go to. */
  others: { id: string; name: string }[];
  /** 'delete': the crew is deleted (archived when it has bookings) once its jobs have a place. */
  mode: 'deactivate' | 'delete';
  onClose: () => void;
  /** Done: the words for the office (a delete still runs after this in delete mode). */
  onDone: (text: string) => void;
  /** Delete mode, when the crew has no future job and takes no place anyone needs: a plain delete. */
  onNothingToMove?: () => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Deactivate (or Delete) a crew with future jobs: its jobs and the times that would be over capacity
 * without it (the gateway's preview), where the jobs go ("Move its jobs to" another active crew, or
 * "Leave unassigned"), and "Deactivate anyway" when times would be over capacity.
 */
export function DeactivateCrewDialog({ crew, others, mode, onClose, onDone, onNothingToMove }: Props) {
  const { data, loading, error } = useQuery(AdminCrewDeactivationPreviewQuery, {
    variables: { crewId: crew.id },
    fetchPolicy: 'network-only',
  });
  const [deactivate, { loading: saving }] = useDeactivateCrewMutation();
  const [target, setTarget] = useState<string>(UNASSIGNED);
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const preview = data?.adminCrewDeactivationPreview;
  const jobs = preview?.jobs ?? [];
  const over = preview?.overCapacity ?? [];
  const nothing = preview !== undefined && jobs.length === 0 && over.length === 0;

  useEffect(() => {
    if (mode === 'delete' && nothing) onNothingToMove?.();
  }, [mode, nothing, onNothingToMove]);

  async function go() {
    setFailure(null);
    try {
      const { data: done } = await deactivate({
        variables: {
          input: {
            crewId: crew.id,
            reassignTo: target === UNASSIGNED ? null : target,
            confirmOverCapacity: over.length > 0,
          },
        },
      });
      const result = done?.adminDeactivateCrew;
      const moved = result?.moved ?? 0;
      const where = result?.reassignedTo ? `moved to ${result.reassignedTo.name}` : 'left unassigned';
      onDone(
        moved > 0
          ? `${crew.name} is inactive: ${plural(moved, 'job')} ${where}.`
          : `${crew.name} is inactive.`,
      );
    } catch (err) {
      const f = describeFailure(err);
      setFailure({ field: f.field, message: f.message });
    }
  }

  const action = mode === 'delete' ? 'Delete' : 'Deactivate';
  return (
    <Modal opened onClose={onClose} title={`${action} ${crew.name}`} size="lg">
      {loading && !data ? (
        <Loader size="sm" aria-label="Loading the crew's jobs" />
      ) : error ? (
        <ErrorAlert>{describeFailure(error).message}</ErrorAlert>
      ) : (
        <Stack>
          {jobs.length === 0 ? (
            <Text>{crew.name} has no future jobs.</Text>
          ) : (
            <>
              <Text>{`${crew.name} has ${plural(jobs.length, 'future job')}:`}</Text>
              <OfficeTable columns={['Date', 'Time', 'Customer', 'Suburb']} data-testid="deactivate-jobs">
                {jobs.map((j) => (
                  <Table.Tr key={j.id}>
                    <Table.Td>{j.date}</Table.Td>
                    <Table.Td>{j.time}</Table.Td>
                    <Table.Td>{j.customerName ?? '—'}</Table.Td>
                    <Table.Td>{j.suburb ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </OfficeTable>
              <Select
                label="Move its jobs to"
                data={[
                  { value: UNASSIGNED, label: 'Leave unassigned' },
                  ...others.map((c) => ({ value: c.id, label: c.name })),
                ]}
                value={target}
                allowDeselect={false}
                onChange={(value) => setTarget(value ?? UNASSIGNED)}
                error={failure?.field === 'reassignTo' ? failure.message : undefined}
              />
            </>
          )}
          {over.length > 0 && (
            <Alert color="yellow" title="Over capacity" data-testid="deactivate-over">
              <Text size="sm">
                {`Without ${crew.name} ${plural(over.length, 'time')} would hold more bookings than places:`}
              </Text>
              <ul>
                {over.map((o) => (
                  <li key={`${o.date} ${o.time}`}>
                    {`${o.date} ${o.time}: ${plural(o.booked, 'booking')}, ${plural(o.capacity, 'place')}`}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {failure && failure.field !== 'reassignTo' && <ErrorAlert>{failure.message}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button color="red" loading={saving} onClick={() => void go()}>
              {over.length > 0 ? `${action} anyway` : action}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
