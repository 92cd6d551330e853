import { describe, expect, it } from 'vitest';
import { fakeGateway, render, screen, userEvent, waitFor, within } from '../../test-utils/render';
import { SavedCardSection } from './SavedCardSection';

const SLOW = { timeout: 5000 };

describe("the profile's saved card", () => {
  it('shows the card and removes it after a confirmation, then shows nothing', async () => {
    let saved = true;
    const gateway = fakeGateway({
      MySavedCardQuery: () => ({
        mySavedCard: saved
          ? { __typename: 'SavedCard', label: null, savedAt: '2031-11-04T08:00:00.000Z' }
          : null,
      }),
      RemoveMySavedCardMutation: () => {
        saved = false;
        return { removeMySavedCard: true };
      },
    });
    render(<SavedCardSection />, { gateway });
    const section = await screen.findByRole('region', { name: 'Your saved card' }, SLOW);
    expect(section).toHaveTextContent('saved with our payment partner');
    await userEvent.click(within(section).getByRole('button', { name: 'Remove card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your saved card?' });
    expect(dialog).toHaveTextContent('no longer be charged automatically');
    expect(dialog).toHaveTextContent(
      'Visits we confirmed to charge to your card once done go back to waiting',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your saved card' })).toBeNull(), SLOW);
    expect(gateway.calls.map((c) => c.operationName)).toContain('RemoveMySavedCardMutation');
  });

  it('shows nothing without a saved card', async () => {
    const gateway = fakeGateway({ MySavedCardQuery: () => ({ mySavedCard: null }) });
    render(<SavedCardSection />, { gateway });
    await waitFor(() => expect(gateway.calls.map((c) => c.operationName)).toContain('MySavedCardQuery'));
    expect(screen.queryByRole('region', { name: 'Your saved card' })).toBeNull();
  });
});
