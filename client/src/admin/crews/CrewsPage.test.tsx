import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen } from '../../test-utils/renderAdmin';
import { CrewsPage } from './CrewsPage';

const SLOW = { timeout: 10_000 };

const crew = (id: string, name: string, active = true) => ({
  __typename: 'Crew',
  id,
  name,
  colour: '#2f9e44',
  active,
  members: [],
});

const emptyPreview = {
  adminCrewDeactivationPreview: {
    __typename: 'CrewDeactivationPreview',
    crew: { __typename: 'Crew', id: '1', name: 'Crew North' },
    jobs: [],
    overCapacity: [],
  },
};

describe('the crews page', () => {
  it('asks the preview before a Delete of an active crew, and with nothing to move asks the plain delete', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      AdminCrews: () => ({
        adminCrews: [crew('1', 'Crew North'), crew('2', 'Crew Old', false)],
        adminStaff: [],
      }),
      AdminCrewDeactivationPreview: () => emptyPreview,
    });
    renderAdmin(<CrewsPage />, { route: '/admin/crews', path: '/admin/crews', gateway });
    await screen.findByText('Crew North', {}, SLOW);
    // Only the active crew can be deactivated.
    expect(screen.getAllByRole('button', { name: 'Deactivate' })).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(
      await screen.findByText(
        'Are you sure you want to delete "Crew North"? This action cannot be undone.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(gateway.calls.map((c) => c.operationName)).toContain('AdminCrewDeactivationPreview');
  });
});
