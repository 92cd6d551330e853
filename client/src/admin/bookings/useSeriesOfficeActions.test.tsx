import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeGateway, refusal, type FakeAnswer } from '../../test-utils/fakeGateway';
import { useSeriesOfficeActions } from './useSeriesOfficeActions';

function setUp(answers: Record<string, FakeAnswer>) {
  const gateway = fakeGateway(answers);
  const refetch = vi.fn(async () => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={gateway.client}>{children}</ApolloProvider>
  );
  const hook = renderHook(() => useSeriesOfficeActions(refetch), { wrapper });
  return { gateway, refetch, hook };
}

const series = (status: string, nextDate: string | null) => ({
  __typename: 'BookingSeries',
  id: '9',
  kind: 'REPEAT',
  status,
  name: 'Lawn Mowing, fortnightly',
  repeatWeeks: 2,
  bookingTime: '10:00 - 10:45',
  startDate: '2026-11-03',
  endDate: null,
  nextDate,
  visitPrice: 350,
  visits: [],
});

const answered =
  (field: string, status: string, nextDate: string | null = null) =>
  () => ({
    [field]: { __typename: 'ChangeSeriesPayload', series: series(status, nextDate) },
  });

describe("the office's series actions", () => {
  it('skips a visit by its guidId, fetches the screen again and says so', async () => {
    const { gateway, refetch, hook } = setUp({ SkipSeriesVisit: answered('skipSeriesVisit', 'ACTIVE') });
    let ok = false;
    await act(async () => {
      ok = await hook.result.current.skipVisit({ guidId: 'visit-2', bookingDate: '2026-11-17' });
    });
    expect(ok).toBe(true);
    expect(gateway.calls).toEqual([
      { operationName: 'SkipSeriesVisit', variables: { input: { guidId: 'visit-2' } } },
    ]);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(hook.result.current.message).toEqual({
      kind: 'success',
      text: 'The visit of 2026-11-17 is skipped; the series goes on.',
    });
  });

  it('pauses, resumes (naming the next date) and stops the series', async () => {
    const { gateway, hook } = setUp({
      ChangeSeries: (variables) => {
        const { action } = variables.input as { action: string };
        if (action === 'PAUSE') return answered('changeSeries', 'PAUSED')();
        if (action === 'RESUME') return answered('changeSeries', 'ACTIVE', '2026-12-15')();
        return answered('changeSeries', 'STOPPED')();
      },
    });
    await act(async () => {
      await hook.result.current.pause('9');
    });
    expect(hook.result.current.message?.text).toBe(
      'The series is paused: its upcoming unpaid visits are cancelled; paid ones stay booked.',
    );
    await act(async () => {
      await hook.result.current.resume('9');
    });
    expect(hook.result.current.message?.text).toBe(
      'The series is resumed: visits are planned again from 2026-12-15.',
    );
    await act(async () => {
      await hook.result.current.stop('9');
    });
    expect(hook.result.current.message?.text).toBe(
      'The series is stopped: its upcoming unpaid visits are cancelled; paid ones stay booked.',
    );
    expect(gateway.calls.map((c) => c.variables)).toEqual([
      { input: { seriesId: '9', action: 'PAUSE' } },
      { input: { seriesId: '9', action: 'RESUME' } },
      { input: { seriesId: '9', action: 'STOP' } },
    ]);
  });

  it('says why an action was refused and fetches the screen again', async () => {
    const { refetch, hook } = setUp({
      ChangeSeries: () => {
        throw refusal('INVALID_TRANSITION', 'A stopped series cannot be resumed.');
      },
    });
    let ok = true;
    await act(async () => {
      ok = await hook.result.current.resume('9');
    });
    expect(ok).toBe(false);
    expect(hook.result.current.message).toEqual({
      kind: 'error',
      text: 'A stopped series cannot be resumed.',
    });
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
