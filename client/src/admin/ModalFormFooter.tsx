import { Alert, Button, Group } from '@mantine/core';

/** The end of a form in a modal: why the save failed (when no field says it), Cancel and the submit button. */
export function ModalFormFooter({
  failure,
  submitLabel,
  saving,
  onCancel,
}: {
  failure: string | null;
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
