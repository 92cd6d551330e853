import { Alert, Button, Group } from '@mantine/core';

export const INVALID_SUBMIT_MESSAGE = 'Please fix the form errors before submitting.';

export interface FormActionsProps {
  submitLabel: string;
  saving: boolean;
  invalidSubmit: boolean;
  onCancel: () => void;
}

/** Cancel and the submit button of an editor form, with the invalid-submit message above them. */
export function FormActions({ submitLabel, saving, invalidSubmit, onCancel }: FormActionsProps) {
  return (
    <>
      {invalidSubmit && (
        <Alert color="red" role="alert" mt="md">
          {INVALID_SUBMIT_MESSAGE}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
