import { useCallback, useMemo, useState } from 'react';

/**
 * Paging by cursor (issue #34) for a list screen: the cursors of the pages read so far, so Previous goes
 * back a page and Next starts after the page shown. `reset` goes back to the first page (a new search).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const next = useCallback((endCursor: string | null | undefined) => {
    if (endCursor) setCursors((current) => [...current, endCursor]);
  }, []);
  const previous = useCallback(
    () => setCursors((current) => (current.length > 1 ? current.slice(0, -1) : current)),
    [],
  );
  const reset = useCallback(() => setCursors([null]), []);
  return useMemo(
    () => ({ page: cursors.length, after: cursors.at(-1) ?? null, next, previous, reset }),
    [cursors, next, previous, reset],
  );
}
