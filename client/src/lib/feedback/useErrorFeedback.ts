import { useCallback, useState } from 'react';
import { describeFailure } from '../graphqlErrors';

/**
 * The one client error path: any failed operation, read through graphqlErrors.ts, becomes the form's
 * field error when the gateway names one of the form's fields (`extensions.field`), otherwise the
 * message the form shows in its ErrorAlert (`prefix` first, "The service could not be saved.").
 */
export function useErrorFeedback(
  form: {
    /** The fields the form can show an error under. */
    fields?: readonly string[];
    setFieldError?: (field: string, message: string) => void;
  } = {},
) {
  const [message, setMessage] = useState<string | null>(null);
  const { fields, setFieldError } = form;
  const report = useCallback(
    (error: unknown, prefix?: string) => {
      const failure = describeFailure(error);
      if (failure.field && setFieldError && fields?.includes(failure.field)) {
        setMessage(null);
        setFieldError(failure.field, failure.message);
        return;
      }
      setMessage(prefix ? `${prefix} ${failure.message}` : failure.message);
    },
    [fields, setFieldError],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, report, clear };
}
