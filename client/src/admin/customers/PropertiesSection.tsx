import { Button, Group, Table, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { describeFailure } from '../../lib/graphqlErrors';
import { AdminSection } from '../AdminSection';
import { FormModal } from '../FormModal';
import { useDeleteCustomerPropertyMutation, useSaveCustomerPropertyMutation } from './useCustomerMutations';
import { OfficeTable } from '../OfficeTable';
import { ServedAddressFields } from '../forms/ServedAddressFields';

interface Property {
  id: string;
  street: string;
  suburb: string;
  postalCode: string;
  notes?: string | null;
}

interface PropertyDraft {
  id?: string;
  street: string;
  suburb: string;
  postalCode: string;
  notes: string;
}

const NEW_PROPERTY: PropertyDraft = { street: '', suburb: '', postalCode: '', notes: '' };

/** The customer's properties (the addresses the crews visit), with Add, Edit and Remove. */
export function PropertiesSection({
  customerId,
  properties,
}: {
  customerId: string;
  properties: readonly Property[];
}) {
  const [editing, setEditing] = useState<PropertyDraft | null>(null);
  const [remove, removing] = useDeleteCustomerPropertyMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function removeProperty(p: Property) {
    setFailure(null);
    try {
      await remove({ variables: { input: { id: p.id, customerId } } });
    } catch (err) {
      setFailure(describeFailure(err).message);
    }
  }

  return (
    <AdminSection id="customer-properties" title="Properties">
      <OfficeTable
        empty="No properties yet."
        label="Properties"
        minWidth={560}
        columns={['Address', 'Notes for the crew', <VisuallyHidden key="actions">Actions</VisuallyHidden>]}
        striped
      >
        {properties.map((p) => {
          const address = `${p.street}, ${p.suburb} ${p.postalCode}`;
          return (
            <Table.Tr key={p.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{address}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.notes ?? ''}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Edit ${address}`}
                    onClick={() => setEditing({ ...p, notes: p.notes ?? '' })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Remove ${address}`}
                    loading={removing.loading}
                    onClick={() => void removeProperty(p)}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </OfficeTable>
      {failure && (
        <Text c="red" role="alert" mt="sm">
          {failure}
        </Text>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="light" onClick={() => setEditing(NEW_PROPERTY)}>
          Add property
        </Button>
      </Group>
      {editing && (
        <PropertyFormModal customerId={customerId} draft={editing} onClose={() => setEditing(null)} />
      )}
    </AdminSection>
  );
}

function PropertyFormModal({
  customerId,
  draft,
  onClose,
}: {
  customerId: string;
  draft: PropertyDraft;
  onClose: () => void;
}) {
  const [value, setValue] = useState<PropertyDraft>(draft);
  const [save, { loading }] = useSaveCustomerPropertyMutation();
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);
  const set = (patch: Partial<PropertyDraft>) => setValue((v) => ({ ...v, ...patch }));

  return (
    <FormModal
      title={draft.id ? 'Edit property' : 'Add property'}
      onClose={onClose}
      failure={failure && !failure.field ? failure.message : null}
      submitLabel="Save property"
      saving={loading}
      onSubmit={() => {
        setFailure(null);
        void save({
          variables: {
            input: {
              ...(value.id ? { id: value.id } : {}),
              customerId,
              street: value.street,
              suburb: value.suburb,
              postalCode: value.postalCode,
              notes: value.notes,
            },
          },
        })
          .then(onClose)
          .catch((err: unknown) => {
            const f = describeFailure(err);
            setFailure({ field: f.field, message: f.message });
          });
      }}
    >
      <ServedAddressFields value={value} onChange={setValue} errorOf={fieldError} />
      <Textarea
        label="Notes for the crew (gate code, pets, parking)"
        autosize
        minRows={2}
        maxLength={500}
        value={value.notes}
        error={fieldError('notes')}
        onChange={(e) => set({ notes: e.currentTarget.value })}
      />
    </FormModal>
  );
}
