import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteModalProps {
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete "{name}"? This action cannot be undone.' before any delete. */
export function ConfirmDeleteModal({ name, busy, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title="Confirm delete" centered>
      <Text>{`Are you sure you want to delete "${name ?? ''}"? This action cannot be undone.`}</Text>
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
