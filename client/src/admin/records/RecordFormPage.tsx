import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import { LoadFailure } from '../LoadState';
import { ErrorAlert, WarningAlert } from '../../lib/feedback/ErrorAlert';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { notifications } from '@mantine/notifications';
import { ConfirmDeleteModal } from '../catalogue-editor/ConfirmDeleteModal';
import { removalNotice } from '../catalogue-editor/removalNotice';
import { describeFailure } from '../../lib/graphqlErrors';
import { fromFormValues, toFormValues } from '../forms/convert';
import { DynamicForm } from '../forms/DynamicForm';
import type { FormValues, OptionSource } from '../forms/fieldTypes';
import { fieldsForTable, sectionsForTable, tableTitle } from '../forms/tableForms';
import { useLeaveGuard } from '../forms/useLeaveGuard';
import { useOptionLists } from '../forms/useOptionLists';
import { tableConfig, tableNotFoundMessage, type TableConfig } from '../lists/tableConfigs';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminRecordRouteQuery } from './operations';
import { useCreateRowMutation, useDeleteRowMutation, useUpdateRowMutation } from './useRowMutations';

/** /admin/{tableId}/{id} and /admin/{tableId}/add: the generic record form. */
export function RecordFormPage() {
  const { tableId = '', id = 'add' } = useParams();
  const config = tableConfig(tableId);
  if (!config) {
    return <ErrorAlert title="Unknown table">{tableNotFoundMessage(tableId)}</ErrorAlert>;
  }
  return <RecordForm key={`${tableId}/${id}`} tableId={tableId} id={id} config={config} />;
}

function Waiting({ text }: { text: string }) {
  return <LoadingStatus text={text} centred={{ p: 'xl' }} />;
}

function RecordForm({ tableId, id, config }: { tableId: string; id: string; config: TableConfig }) {
  const creating = id === 'add';
  const title = tableTitle(tableId);
  useAdminPageTitle(creating ? `Add ${title}` : `${title} #${id}`);
  const navigate = useNavigate();
  const location = useLocation();
  const fields = fieldsForTable(tableId);
  const sections = useMemo(() => sectionsForTable(tableId, creating), [tableId, creating]);
  const sources = useMemo(
    () => fields.flatMap((field): OptionSource[] => (field.optionSource ? [field.optionSource] : [])),
    [fields],
  );
  const options = useOptionLists(sources);
  const record = useQuery(AdminRecordRouteQuery, {
    variables: { table: config.table, id },
    skip: creating,
    fetchPolicy: 'network-only',
  });
  const [createRow] = useCreateRowMutation(config.title);
  const [updateRow] = useUpdateRowMutation(config.title);
  const [deleteRow] = useDeleteRowMutation();
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  /**
   * Back or Cancel: back to where the admin came from, or to the table's list when the form was opened
   * directly; with changes not saved, asks first.
   */
  const back = location.key !== 'default' ? -1 : `/admin/${tableId}`;
  const leave = () => guard.leave(back);

  if (options.loading) return <Waiting text="Loading form options..." />;
  if (!creating && record.loading && !record.data) return <Waiting text="Loading record..." />;
  if (!creating && record.error) {
    return (
      <LoadFailure
        title="Failed to load the record."
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    );
  }
  const row = creating ? null : (record.data?.adminTableRow ?? null);
  if (!creating && !row) {
    return (
      <WarningAlert title="Record not found">{`There is no record ${id} in ${config.title}.`}</WarningAlert>
    );
  }

  async function save(values: FormValues) {
    setBusy(true);
    setSaveError(null);
    setServerErrors({});
    const data = fromFormValues(fields, values);
    try {
      if (creating) await createRow({ variables: { input: { table: config.table, data } } });
      else await updateRow({ variables: { input: { table: config.table, id, data } } });
      setDirty(false);
      guard.leaveNow(back);
    } catch (error) {
      const failure = describeFailure(error);
      // The server's reason goes on the field it concerns (keys as the form names them).
      const byField = Object.fromEntries(
        Object.entries(failure.fields).map(([key, text]) => [key.replace(/^(data|input)\./, ''), text]),
      );
      if (failure.field && !byField[failure.field.replace(/^(data|input)\./, '')]) {
        byField[failure.field.replace(/^(data|input)\./, '')] = failure.message;
      }
      setServerErrors(byField);
      setSaveError(`The record could not be saved. ${failure.message}`);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const { data: removed } = await deleteRow({ variables: { input: { table: config.table, id } } });
      setConfirmingDelete(false);
      if (removed?.adminDeleteRow.archived) {
        notifications.show({ color: 'yellow', message: removalNotice(removed.adminDeleteRow, '') });
      }
      void navigate(`/admin/${tableId}`);
    } catch (error) {
      setConfirmingDelete(false);
      setSaveError(`The record could not be deleted. ${describeFailure(error).message}`);
    } finally {
      setBusy(false);
    }
  }

  const recordName = row && typeof row.data.name === 'string' ? row.data.name : `#${id}`;

  return (
    <Stack gap="md">
      {options.failed.length > 0 && (
        <WarningAlert>
          {`Some choices could not be loaded (${options.failed.join(', ')}). Please reload the page.`}
        </WarningAlert>
      )}
      <DynamicForm
        title={title}
        subtitle={creating ? 'Add a new record' : `Record ${id}`}
        onBack={leave}
        sections={sections}
        initialValues={toFormValues(fields, row ? { ...row.data, id: row.id } : null)}
        optionLists={options.lists}
        creating={creating}
        onSubmit={save}
        onCancel={leave}
        error={saveError}
        serverErrors={serverErrors}
        onDirtyChange={setDirty}
        busy={busy}
      />
      {!creating && (
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete
          </Button>
        </Group>
      )}
      {guard.dialog}
      <ConfirmDeleteModal
        name={confirmingDelete ? recordName : null}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}
