import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeGateway, refusal, type FakeAnswer } from '../../test-utils/fakeGateway';
import { useBookingOfficeActions } from './useBookingOfficeActions';

function setUp(answers: Record<string, FakeAnswer>) {
  const gateway = fakeGateway(answers);
  const refetch = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={gateway.client}>{children}</ApolloProvider>
  );
  const hook = renderHook(() => useBookingOfficeActions('41', refetch), { wrapper });
  return { gateway, refetch, hook };
}

const done = (field: string) => () => ({ [field]: { __typename: 'AdminBookingPayload', booking: null } });

describe('the office booking page actions', () => {
  it('records a refund and says so', async () => {
    const { gateway, refetch, hook } = setUp({ AdminMarkRefundedMutation: done('adminMarkRefunded') });
    let ok = false;
    await act(async () => {
      ok = await hook.result.current.recordRefund();
    });
    expect(ok).toBe(true);
    expect(gateway.calls).toEqual([
      { operationName: 'AdminMarkRefundedMutation', variables: { input: { id: '41' } } },
    ]);
    expect(hook.result.current.message).toEqual({ kind: 'success', text: 'The refund is recorded as made.' });
    expect(refetch).not.toHaveBeenCalled();
  });

  it('moves the booking to a day and slot and names them', async () => {
    const { gateway, hook } = setUp({ AdminRescheduleBookingMutation: done('adminRescheduleBooking') });
    await act(async () => {
      await hook.result.current.moveTo('2031-10-02', '10:45 - 11:30');
    });
    expect(gateway.calls[0]!.variables).toEqual({
      input: { id: '41', date: '2031-10-02', timeSlot: '10:45 - 11:30' },
    });
    expect(hook.result.current.message?.text).toBe('Booking moved to 2031-10-02, 10:45 - 11:30.');
  });

  it('cancels with or without e-mailing the customer, and says which', async () => {
    const { gateway, hook } = setUp({
      AdminSetBookingStatusMutation: ({ input }) => ({
        adminSetBookingStatus: {
          __typename: 'AdminBookingPayload',
          booking: null,
          customerNotified: (input as { notifyCustomer?: boolean }).notifyCustomer !== false,
        },
      }),
    });
    await act(async () => {
      await hook.result.current.moveStatus('CANCELLED');
    });
    expect(gateway.calls[0]!.variables).toEqual({
      input: { id: '41', status: 'CANCELLED', notifyCustomer: true },
    });
    expect(hook.result.current.message?.text).toBe(
      'Booking status changed to Cancelled. The customer was e-mailed.',
    );
    await act(async () => {
      await hook.result.current.moveStatus('CANCELLED', { notifyCustomer: false });
    });
    expect(gateway.calls[1]!.variables).toEqual({
      input: { id: '41', status: 'CANCELLED', notifyCustomer: false },
    });
    expect(hook.result.current.message?.text).toBe(
      'Booking status changed to Cancelled. The customer was not e-mailed.',
    );
  });

  it('says why a move was refused and fetches the booking again', async () => {
    const { refetch, hook } = setUp({
      AdminSetBookingStatusMutation: () => {
        throw refusal('BAD_USER_INPUT', 'A cancelled booking cannot change status.');
      },
    });
    let ok = true;
    await act(async () => {
      ok = await hook.result.current.moveStatus('CONFIRMED');
    });
    expect(ok).toBe(false);
    expect(hook.result.current.message).toEqual({
      kind: 'error',
      text: 'A cancelled booking cannot change status.',
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.clearMessage());
    await waitFor(() => expect(hook.result.current.message).toBeNull());
  });
});
