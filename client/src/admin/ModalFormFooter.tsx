import { ErrorAlert } from '../lib/feedback/ErrorAlert';
import { CancelAndSubmit } from './catalogue-editor/FormActions';

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
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <CancelAndSubmit submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
    </>
  );
}
