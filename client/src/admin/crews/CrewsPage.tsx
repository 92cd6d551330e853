import { OfficePageHeader } from '../OfficePageHeader';
import {
  Alert,
  Badge,
  Box,
  Button,
  ColorInput,
  Group,
  MultiSelect,
  Paper,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../__generated__';
import { useFragment } from '../../__generated__/fragment-masking';
import type { AdminCrewsQuery as CrewsData, CrewsPage_CrewFragment } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';
import { ConfirmDeleteModal } from '../catalogue-editor/ConfirmDeleteModal';
import { removalNotice } from '../catalogue-editor/removalNotice';
import { LoadState } from '../LoadState';
import { FormModal } from '../FormModal';
import { useAdminPageTitle } from '../usePageTitle';
import { DeactivateCrewDialog } from './DeactivateCrewDialog';
import { AdminCrewsQuery } from './operations';
import { useDeleteCrewMutation, useSaveCrewMutation } from './useCrewMutations';
import { OfficeTable } from '../OfficeTable';

/** A crew as its row shows it (a save answers it too, so the row keeps up). */
const CrewsPage_crew = graphql(`
  fragment CrewsPage_crew on Crew {
    id
    name
    colour
    active
    members {
      id
      name
      email
    }
  }
`);

type Crew = CrewsPage_CrewFragment;
type Draft = { id?: string; name: string; colour: string; active: boolean; memberIds: string[] };

const NEW_CREW: Draft = { name: '', colour: '#2f9e44', active: true, memberIds: [] };

/**
 * /admin/crews: the crews that go out, their colour on the schedule and their members (staff users).
 * Each active crew is one place in every time slot.
 */
export function CrewsPage() {
  useAdminPageTitle('Crews');
  const { data, loading, error } = useQuery(AdminCrewsQuery, { fetchPolicy: 'cache-and-network' });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [remove] = useDeleteCrewMutation();
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const crews = useFragment(CrewsPage_crew, data?.adminCrews ?? []);
  const active = crews.filter((c) => c.active).length;

  const [confirming, setConfirming] = useState<Crew | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Deactivate, or Delete of an active crew: its future jobs need a place first.
  const [leaving, setLeaving] = useState<{ crew: Crew; mode: 'deactivate' | 'delete' } | null>(null);
  const plainDelete = useCallback(() => {
    if (leaving) setConfirming(leaving.crew);
    setLeaving(null);
  }, [leaving]);

  async function deleteCrew(crew: Crew) {
    setDeleting(true);
    try {
      const { data: removed } = await remove({ variables: { id: crew.id } });
      const archived = removed?.adminDeleteCrew.archived ?? false;
      setNotice({
        color: archived ? 'yellow' : 'green',
        text: `${crew.name}: ${removalNotice(removed?.adminDeleteCrew, 'deleted.')}`,
      });
    } catch (err) {
      setNotice({ color: 'red', text: describeFailure(err).message });
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  }

  return (
    <Paper withBorder p="lg">
      <OfficePageHeader
        title="Crews"
        subtitle={
          active > 0
            ? `${active} active crew${active === 1 ? '' : 's'}: each time slot takes ${active} booking${active === 1 ? '' : 's'}.`
            : 'No active crew yet: each time slot takes the default number of bookings.'
        }
        actions={<Button onClick={() => setDraft(NEW_CREW)}>Add Crew</Button>}
      />
      {notice && (
        <Alert
          color={notice.color}
          role={notice.color === 'red' ? 'alert' : 'status'}
          mb="md"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <LoadState error={error} loading={loading && !data} failedTitle="The crews could not be loaded">
        {crews.length === 0 ? (
          <Text>No crews yet.</Text>
        ) : (
          <CrewsTable
            crews={crews}
            onEdit={(crew) =>
              setDraft({
                id: crew.id,
                name: crew.name,
                colour: crew.colour,
                active: crew.active,
                memberIds: crew.members.map((m) => m.id),
              })
            }
            onDeactivate={(crew) => setLeaving({ crew, mode: 'deactivate' })}
            onDelete={(crew) => (crew.active ? setLeaving({ crew, mode: 'delete' }) : setConfirming(crew))}
          />
        )}
      </LoadState>
      <ConfirmDeleteModal
        name={confirming?.name ?? null}
        busy={deleting}
        archivable
        onConfirm={() => confirming && void deleteCrew(confirming)}
        onCancel={() => setConfirming(null)}
      />
      {leaving && (
        <DeactivateCrewDialog
          crew={leaving.crew}
          mode={leaving.mode}
          others={crews.filter((c) => c.active && c.id !== leaving.crew.id)}
          onClose={() => setLeaving(null)}
          onNothingToMove={plainDelete}
          onDone={(text) => {
            const { crew, mode } = leaving;
            setLeaving(null);
            setNotice({ color: 'green', text });
            // Its jobs have a place now: the delete archives it (it has bookings) or deletes it.
            if (mode === 'delete') void deleteCrew(crew);
          }}
        />
      )}
      {draft && (
        <CrewForm
          draft={draft}
          staff={data?.adminStaff ?? []}
          onClose={() => setDraft(null)}
          onSaved={async (name) => {
            setDraft(null);
            setNotice({ color: 'green', text: `${name} was saved.` });
          }}
        />
      )}
    </Paper>
  );
}

/** The crews, one row each: colour, name, members, status, and Edit, Deactivate, Delete. */
function CrewsTable({
  crews,
  onEdit,
  onDeactivate,
  onDelete,
}: {
  crews: readonly Crew[];
  onEdit: (crew: Crew) => void;
  onDeactivate: (crew: Crew) => void;
  onDelete: (crew: Crew) => void;
}) {
  return (
    <OfficeTable label="Crews" minWidth={520} columns={['Crew', 'Members', 'Status', 'Actions']} striped>
      {crews.map((crew) => (
        <Table.Tr key={crew.id}>
          <Table.Td>
            <Group gap={8} wrap="nowrap">
              <Box w={14} h={14} style={{ borderRadius: 7, background: crew.colour }} aria-hidden />
              <Text fw={600}>{crew.name}</Text>
            </Group>
          </Table.Td>
          <Table.Td>{crew.members.map((m) => m.name).join(', ') || '—'}</Table.Td>
          <Table.Td>
            <Badge color={crew.active ? 'green' : 'gray'} variant="light">
              {crew.active ? 'Active' : 'Inactive'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => onEdit(crew)}>
                Edit
              </Button>
              {crew.active && (
                <Button size="xs" variant="light" color="orange" onClick={() => onDeactivate(crew)}>
                  Deactivate
                </Button>
              )}
              <Button size="xs" color="red.9" onClick={() => onDelete(crew)}>
                Delete
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </OfficeTable>
  );
}

/** The fields the gateway may name in a refusal of the crew's save (`extensions.field`). */
const CREW_FIELDS = ['name', 'colour', 'memberIds', 'active'];

function CrewForm({
  draft,
  staff,
  onClose,
  onSaved,
}: {
  draft: Draft;
  staff: CrewsData['adminStaff'];
  onClose: () => void;
  onSaved: (name: string) => Promise<void>;
}) {
  const [value, setValue] = useState<Draft>(draft);
  const [save, { loading }] = useSaveCrewMutation();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const setFieldError = useCallback(
    (field: string, message: string) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
    [],
  );
  const feedback = useErrorFeedback({ fields: CREW_FIELDS, setFieldError });
  const fieldError = (field: string) => fieldErrors[field];
  return (
    <FormModal
      title={draft.id ? `Edit ${draft.name}` : 'Add Crew'}
      onClose={onClose}
      failure={feedback.message}
      submitLabel="Save Crew"
      saving={loading}
      onSubmit={() => {
        void save({ variables: { input: { ...value, ...(value.id ? { id: value.id } : {}) } } })
          .then(() => onSaved(value.name))
          .catch((err: unknown) => {
            setFieldErrors({});
            feedback.report(err);
          });
      }}
    >
      <TextInput
        label="Name"
        required
        maxLength={80}
        value={value.name}
        error={fieldError('name')}
        onChange={(e) => setValue({ ...value, name: e.currentTarget.value })}
      />
      <ColorInput
        label="Colour on the schedule"
        format="hex"
        value={value.colour}
        error={fieldError('colour')}
        onChange={(colour) => setValue({ ...value, colour })}
      />
      <MultiSelect
        label="Members"
        description="Staff users; each is in one crew at a time."
        data={staff.map((s) => ({ value: s.id, label: `${s.name} (${s.email})` }))}
        value={value.memberIds}
        error={fieldError('memberIds')}
        onChange={(memberIds) => setValue({ ...value, memberIds })}
        searchable
      />
      <Switch
        label="Active (counts as a place in every time slot)"
        checked={value.active}
        error={fieldError('active')}
        onChange={(e) => setValue({ ...value, active: e.currentTarget.checked })}
      />
    </FormModal>
  );
}
