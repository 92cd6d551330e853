import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../lib/feedback/ErrorAlert';
import { CancelAndSubmit } from './catalogue-editor/FormActions';

/**
 * A form in a modal: its fields, then why the save failed (`failure`, when no field says it), Cancel
 * (which closes it) and the submit button, which calls `onSubmit` (the page does not reload).
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  noValidate,
  failure,
  submitLabel,
  saving,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The form checks its own fields before sending, instead of the browser's. */
  noValidate?: boolean;
  failure: string | null;
  submitLabel: string;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        noValidate={noValidate}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          {children}
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <CancelAndSubmit submitLabel={submitLabel} saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
