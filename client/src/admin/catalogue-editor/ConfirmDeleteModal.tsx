import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteModalProps {
  name: string | null;
  busy: boolean;
  /** The record is archived instead of deleted while it is in use (the modal says so). */
  archivable?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What a delete of a record still in use does instead (the gateway archives it). */
export const ARCHIVE_INSTEAD_TEXT =
  'If bookings, running series or packages still use it, it is archived instead: hidden from the shop and new bookings, still shown on old bookings, and restored by making it active again.';

/**
 * 'Are you sure you want to delete "{name}"? This action cannot be undone.' before any delete, and
 * that a record still in use is archived instead.
 */
export function ConfirmDeleteModal({
  name,
  busy,
  archivable = false,
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title="Confirm delete" centered>
      <Text>{`Are you sure you want to delete "${name ?? ''}"? This action cannot be undone.`}</Text>
      {archivable && (
        <Text size="sm" c="dimmed" mt="xs">
          {ARCHIVE_INSTEAD_TEXT}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
