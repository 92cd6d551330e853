import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { SeriesAction } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import { ChangeSeriesMutation, SkipSeriesVisitMutation } from './operations';

// A customer's changes to a series (signed in, or by a visit's manage token). The answer's series
// updates every view of it through the cache; the other active queries (the account's bookings, the
// opened visit) are asked again, since pausing, stopping and skipping cancel visits.

export interface SeriesMessage {
  kind: 'success' | 'error';
  text: string;
}

const refetchActive = { refetchQueries: 'active' as const, awaitRefetchQueries: true };

const CHANGED: Record<Exclude<SeriesAction, 'CHANGE'>, string> = {
  PAUSE:
    'Your visits are paused: the upcoming unpaid ones are cancelled; paid ones stay booked. Resume them whenever you like.',
  RESUME: 'Your visits are resumed: the next ones are planned again.',
  STOP: 'Your series is stopped and its upcoming unpaid visits are cancelled; paid ones stay booked.',
};

const tokenOf = (manageToken: string | undefined) => (manageToken ? { manageToken } : {});

/** Pause, resume or stop a series; says what happened, or the gateway's reason (the cut-off's, say). */
export function useChangeSeriesMutation(manageToken?: string) {
  const [mutate, state] = useMutation(ChangeSeriesMutation, refetchActive);
  const [message, setMessage] = useState<SeriesMessage | null>(null);
  const changeSeries = useCallback(
    async (seriesId: string, action: Exclude<SeriesAction, 'CHANGE'>): Promise<boolean> => {
      setMessage(null);
      try {
        await mutate({ variables: { input: { seriesId, action, ...tokenOf(manageToken) } } });
        setMessage({ kind: 'success', text: CHANGED[action] });
        return true;
      } catch (error) {
        setMessage({ kind: 'error', text: describeFailure(error).message });
        return false;
      }
    },
    [mutate, manageToken],
  );
  return { changeSeries, changing: state.loading, message, setMessage };
}

/** Skips one visit (cancels it; the series goes on); says so, or the gateway's reason. */
export function useSkipSeriesVisitMutation(manageToken?: string) {
  const [mutate, state] = useMutation(SkipSeriesVisitMutation, refetchActive);
  const [message, setMessage] = useState<SeriesMessage | null>(null);
  const skipVisit = useCallback(
    async (guidId: string, paid: boolean): Promise<boolean> => {
      setMessage(null);
      try {
        await mutate({ variables: { input: { guidId, ...tokenOf(manageToken) } } });
        setMessage({
          kind: 'success',
          text: paid
            ? 'That visit is skipped and its payment will be refunded. The series goes on.'
            : 'That visit is skipped. The series goes on.',
        });
        return true;
      } catch (error) {
        setMessage({ kind: 'error', text: describeFailure(error).message });
        return false;
      }
    },
    [mutate, manageToken],
  );
  return { skipVisit, skipping: state.loading, message, setMessage };
}
