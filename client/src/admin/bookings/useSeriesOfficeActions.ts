import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { SeriesAction } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import { ChangeSeriesMutation, SkipSeriesVisitMutation } from './operations';

/** What the last series action said: a success to read, or why it was refused. */
interface SeriesActionMessage {
  kind: 'success' | 'error';
  text: string;
}

const CHANGED: Record<Exclude<SeriesAction, 'CHANGE'>, (nextDate: string | null | undefined) => string> = {
  PAUSE: () => 'The series is paused: its upcoming unpaid visits are cancelled; paid ones stay booked.',
  RESUME: (nextDate) =>
    nextDate ? `The series is resumed: visits are planned again from ${nextDate}.` : 'The series is resumed.',
  STOP: () => 'The series is stopped: its upcoming unpaid visits are cancelled; paid ones stay booked.',
};

/**
 * The office's series actions on one visit's page or card (docs/recurring.md): skip the visit, and
 * pause, resume or stop its series, each saying how it went. The screen is fetched again with
 * `refetch` after each (a skipped or cancelled visit leaves the schedule; after a refusal someone else
 * may have changed the series). Each resolves to whether it was done.
 */
export function useSeriesOfficeActions(refetch: () => unknown) {
  const [skip, skipState] = useMutation(SkipSeriesVisitMutation);
  const [change, changeState] = useMutation(ChangeSeriesMutation);
  const [message, setMessage] = useState<SeriesActionMessage | null>(null);

  /** The screen fetched again; its own query says when that fails. */
  const fetchAgain = () => Promise.resolve(refetch()).catch(() => undefined);

  async function run(action: () => Promise<string>): Promise<boolean> {
    setMessage(null);
    let success: string;
    try {
      success = await action();
    } catch (failure) {
      setMessage({ kind: 'error', text: describeFailure(failure).message });
      void fetchAgain();
      return false;
    }
    await fetchAgain();
    setMessage({ kind: 'success', text: success });
    return true;
  }

  const changeSeries = (seriesId: string, action: Exclude<SeriesAction, 'CHANGE'>) =>
    run(async () => {
      const result = await change({ variables: { input: { seriesId, action } } });
      return CHANGED[action](result.data?.changeSeries.series.nextDate);
    });

  return {
    message,
    clearMessage: () => setMessage(null),
    /** Says how a change made elsewhere (the series change dialog) went. */
    tell: (text: string) => {
      void fetchAgain();
      setMessage({ kind: 'success', text });
    },
    busy: skipState.loading || changeState.loading,
    /** Cancels the visit (a paid one is marked Refund due); the series goes on. */
    skipVisit: (visit: { guidId: string; bookingDate: string }) =>
      run(async () => {
        await skip({ variables: { input: { guidId: visit.guidId } } });
        return `The visit of ${visit.bookingDate} is skipped; the series goes on.`;
      }),
    pause: (seriesId: string) => changeSeries(seriesId, 'PAUSE'),
    resume: (seriesId: string) => changeSeries(seriesId, 'RESUME'),
    stop: (seriesId: string) => changeSeries(seriesId, 'STOP'),
  };
}

export type SeriesOfficeActions = ReturnType<typeof useSeriesOfficeActions>;
