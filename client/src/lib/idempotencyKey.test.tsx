import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeGateway, refusal } from '../test-utils/fakeGateway';
import { useSaveServiceMutation } from '../admin/services/useServiceMutations';

/**
 * The office's creates send an idempotency key (useKeyedCreate): the same key for the same input
 * until a create succeeds (a retry after a failure makes nothing twice), a new one for a changed
 * input or the next create, none for a change of an existing record.
 */
describe('useKeyedCreate, on the service form’s save', () => {
  function setUp(fail: number) {
    let left = fail;
    const gateway = fakeGateway({
      AdminSaveServiceMutation: () => {
        if (left-- > 0) throw refusal('UPSTREAM_UNAVAILABLE', 'The service is busy.');
        return { adminSaveService: { service: { __typename: 'AdminService', id: '7', name: 'Edging' } } };
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={gateway.client}>{children}</ApolloProvider>
    );
    const hook = renderHook(() => useSaveServiceMutation(), { wrapper });
    const keys = () =>
      gateway.calls.map((c) => (c.variables['input'] as { idempotencyKey?: string }).idempotencyKey);
    return { hook, keys };
  }
  const input = { categoryId: '1', name: 'Edging', basePrice: 120, variations: [] };

  it('sends one key with a failed attempt and its retry, and a new one for the next create', async () => {
    const { hook, keys } = setUp(1);
    const save = () => hook.result.current[0]({ variables: { input } });
    await act(async () => {
      await expect(save()).rejects.toThrow();
    });
    await act(async () => {
      await save();
    });
    await act(async () => {
      await save();
    });
    const [failed, retried, next] = keys();
    expect(failed).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(failed);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(failed);
  });

  it('makes a new key when the input changes, and sends none with a change (an id)', async () => {
    const { hook, keys } = setUp(1);
    await act(async () => {
      await expect(hook.result.current[0]({ variables: { input } })).rejects.toThrow();
    });
    await act(async () => {
      await hook.result.current[0]({ variables: { input: { ...input, basePrice: 130 } } });
    });
    await act(async () => {
      await hook.result.current[0]({ variables: { input: { ...input, id: '7' } } });
    });
    const [first, edited, change] = keys();
    expect(edited).not.toBe(first);
    expect(change).toBeUndefined();
  });
});
