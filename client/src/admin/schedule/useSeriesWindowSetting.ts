import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { describeFailure } from '../../lib/graphqlErrors';
import { AdminSeriesWindowQuery, AdminSetSeriesWindowMutation } from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

/** The weeks a series' visits may be made ahead (adminSetSeriesWindow). */
export const SERIES_WINDOW_RANGE = { min: 1, max: 26 } as const;

/**
 * How many weeks ahead the series job makes recurring visits (docs/recurring.md): the saved value, and
 * a save that says how it went; the setting is fetched again before the save counts as done.
 */
export function useSeriesWindowSetting() {
  const { data, error } = useQuery(AdminSeriesWindowQuery, { fetchPolicy: 'cache-and-network' });
  const [setWindow, state] = useMutation(AdminSetSeriesWindowMutation, {
    ...refetchAfter([AdminSeriesWindowQuery]),
  });
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function save(weeks: number): Promise<boolean> {
    setMessage(null);
    try {
      const result = await setWindow({ variables: { weeks } });
      const saved = result.data?.adminSetSeriesWindow ?? weeks;
      setMessage({
        kind: 'success',
        text: `Recurring visits are now made ${saved} week${saved === 1 ? '' : 's'} ahead.`,
      });
      return true;
    } catch (failure) {
      setMessage({ kind: 'error', text: describeFailure(failure).message });
      return false;
    }
  }

  return {
    weeks: data?.adminSeriesWindow ?? null,
    loadFailed: Boolean(error) && !data,
    saving: state.loading,
    save,
    message,
    clearMessage: () => setMessage(null),
  };
}
