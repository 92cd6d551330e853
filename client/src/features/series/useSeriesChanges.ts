import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { describeFailure } from '../../lib/graphqlErrors';
import { SkipSeriesVisitMutation, UndoSeriesChangeMutation } from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

// A customer's skip, and the undo of a skip, pause, resume or stop (signed in, or by a visit's manage
// token; pause, resume and stop themselves go through SeriesChangeModal). The answer's series updates
// every view of it through the cache; the other active queries (the account's bookings, the opened
// visit) are asked again, since skipping and undoing change visits.

/** A change's undo, offered until `expiresAt` (the gateway decides; docs/recurring.md, "Undo"). */
export interface SeriesUndo {
  token: string;
  expiresAt: string;
}

export interface SeriesMessage {
  kind: 'success' | 'error';
  text: string;
  /** The change this message tells of can be undone with this. */
  undo?: SeriesUndo | null;
}

const refetchActive = refetchAfter('active');

const tokenOf = (manageToken: string | undefined) => (manageToken ? { manageToken } : {});

/** Skips one visit (cancels it; the series goes on); says so, or the gateway's reason. */
export function useSkipSeriesVisitMutation(manageToken?: string) {
  const [mutate, state] = useMutation(SkipSeriesVisitMutation, refetchActive);
  const [message, setMessage] = useState<SeriesMessage | null>(null);
  const skipVisit = useCallback(
    async (guidId: string, paid: boolean): Promise<boolean> => {
      setMessage(null);
      try {
        const done = await mutate({ variables: { input: { guidId, ...tokenOf(manageToken) } } });
        setMessage({
          kind: 'success',
          undo: done.data?.skipSeriesVisit.undo ?? null,
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

/** Undoes a skip, pause, stop or resume with its token; says so, or the gateway's reason (out of time, a slot taken). */
export function useUndoSeriesChangeMutation(manageToken?: string) {
  const [mutate, state] = useMutation(UndoSeriesChangeMutation, refetchActive);
  const undoChange = useCallback(
    async (seriesId: string, token: string): Promise<SeriesMessage> => {
      try {
        await mutate({ variables: { input: { seriesId, token, ...tokenOf(manageToken) } } });
        return { kind: 'success', text: 'Undone: your visits are as they were.' };
      } catch (error) {
        return { kind: 'error', text: describeFailure(error).message };
      }
    },
    [mutate, manageToken],
  );
  return { undoChange, undoing: state.loading };
}
