import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, waitFor } from '../../test-utils/renderAdmin';
import { VariationsPage } from './VariationsPage';

/** A screen answers after the fake gateway's answers (and refetches): more than a second on a busy machine. */
const SLOW = { timeout: 10_000 };

const frequency = {
  __typename: 'Variation',
  id: '3',
  name: 'Frequency',
  description: null,
  options: [
    {
      __typename: 'VariationOption',
      id: '31',
      label: 'Once-off',
      additionalCost: 0,
      description: null,
      repeatWeeks: null,
    },
    {
      __typename: 'VariationOption',
      id: '32',
      label: 'Fortnightly',
      additionalCost: 0,
      description: null,
      repeatWeeks: 2,
    },
  ],
};

describe('the variations page', () => {
  it("shows an option's saved repeat and saves it as repeatWeeks (empty as a one-off)", async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      AdminVariationsRouteQuery: () => ({ adminVariations: [frequency] }),
      AdminSaveVariationMutation: () => ({
        adminSaveVariation: { __typename: 'AdminVariationPayload', variation: frequency },
      }),
    });
    renderAdmin(<VariationsPage />, { gateway });
    await user.click(await screen.findByRole('button', { name: /^Frequency/ }, SLOW));
    const repeats = await screen.findAllByRole('textbox', { name: /^Repeats every \(weeks\)/ }, SLOW);
    expect(repeats.map((input) => (input as HTMLInputElement).value)).toEqual(['', '2']);
    await user.clear(repeats[1]!);
    await user.type(repeats[1]!, '4');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(
      () => expect(gateway.calls.map((call) => call.operationName)).toContain('AdminSaveVariationMutation'),
      SLOW,
    );
    const saved = gateway.calls.find((call) => call.operationName === 'AdminSaveVariationMutation');
    expect(saved?.variables).toEqual({
      input: {
        id: '3',
        name: 'Frequency',
        description: null,
        options: [
          { id: '31', label: 'Once-off', additionalCost: 0, description: null, repeatWeeks: null },
          { id: '32', label: 'Fortnightly', additionalCost: 0, description: null, repeatWeeks: 4 },
        ],
      },
    });
  });
});
