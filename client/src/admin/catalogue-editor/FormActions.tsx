import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Button, Group, type MantineSpacing } from '@mantine/core';

export const INVALID_SUBMIT_MESSAGE = 'Please fix the form errors before submitting.';

interface FormActionsProps {
  submitLabel: string;
  saving: boolean;
  invalidSubmit: boolean;
  onCancel: () => void;
}

/** Cancel and the submit button of an editor form, with the invalid-submit message above them. */
export function FormActions({ submitLabel, saving, invalidSubmit, onCancel }: FormActionsProps) {
  return (
    <>
      {invalidSubmit && <ErrorAlert mt="md">{INVALID_SUBMIT_MESSAGE}</ErrorAlert>}
      <CancelAndSubmit
        submitLabel={submitLabel}
        saving={saving}
        onCancel={onCancel}
        cancelWhileSaving={false}
        mt="md"
      />
    </>
  );
}

/** Cancel and the submit button at the end of a form (Cancel can be locked while the save runs). */
export function CancelAndSubmit({
  submitLabel,
  saving,
  onCancel,
  cancelWhileSaving = true,
  mt,
}: {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  cancelWhileSaving?: boolean;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={!cancelWhileSaving && saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
