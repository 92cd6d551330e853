import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, FakeGraphQLError, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { DeactivateCrewDialog } from './DeactivateCrewDialog';

const SLOW = { timeout: 10_000 };
const DAY = '2031-11-18';

const preview = (over: boolean) => ({
  adminCrewDeactivationPreview: {
    __typename: 'CrewDeactivationPreview',
    crew: { __typename: 'Crew', id: '1', name: 'Crew North' },
    jobs: [
      {
        __typename: 'CrewFutureJob',
        id: '11',
        guidId: 'booking-11',
        date: DAY,
        time: '10:00 - 10:45',
        customerName: 'Thandi',
        suburb: 'Rondebosch',
      },
      {
        __typename: 'CrewFutureJob',
        id: '12',
        guidId: 'booking-12',
        date: DAY,
        time: '13:00 - 13:45',
        customerName: 'Pieter',
        suburb: 'Claremont',
      },
    ],
    overCapacity: over
      ? [{ __typename: 'CrewOverCapacitySlot', date: DAY, time: '10:00 - 10:45', booked: 3, capacity: 2 }]
      : [],
  },
});

const deactivated = {
  adminDeactivateCrew: {
    __typename: 'AdminDeactivateCrewPayload',
    crew: { __typename: 'Crew', id: '1', name: 'Crew North', colour: '#2f9e44', active: false, members: [] },
    moved: 2,
    reassignedTo: { __typename: 'Crew', id: '2', name: 'Crew South' },
  },
};

const others = [
  { id: '2', name: 'Crew South' },
  { id: '3', name: 'Crew East' },
];

describe('the deactivate crew dialog', () => {
  it('lists the jobs and the over-capacity times, moves the jobs to the chosen crew with "Deactivate anyway"', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      AdminCrewDeactivationPreview: () => preview(true),
      AdminDeactivateCrew: () => deactivated,
      AdminCrews: () => ({ adminCrews: [], adminStaff: [] }),
    });
    const done: string[] = [];
    renderAdmin(
      <DeactivateCrewDialog
        crew={{ id: '1', name: 'Crew North' }}
        others={others}
        mode="deactivate"
        onClose={() => {}}
        onDone={(text) => done.push(text)}
      />,
      { gateway },
    );
    const jobs = await screen.findByTestId('deactivate-jobs', {}, SLOW);
    expect(within(jobs).getByText('Thandi')).toBeInTheDocument();
    expect(within(jobs).getByText('Claremont')).toBeInTheDocument();
    expect(screen.getByTestId('deactivate-over')).toHaveTextContent(
      `${DAY} 10:00 - 10:45: 3 bookings, 2 places`,
    );
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Move its jobs to' }));
    await user.click(await screen.findByRole('option', { name: 'Crew South' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate anyway' }));
    await expect.poll(() => done, SLOW).toEqual(['Crew North is inactive: 2 jobs moved to Crew South.']);
    expect(gateway.calls.find((c) => c.operationName === 'AdminDeactivateCrew')?.variables).toEqual({
      input: { crewId: '1', reassignTo: '2', confirmOverCapacity: true },
    });
  });

  it('leaves the jobs unassigned by default, and shows a busy crew under the select', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      AdminCrewDeactivationPreview: () => preview(false),
      AdminDeactivateCrew: () => {
        throw new FakeGraphQLError('Crew South already has a job when booking #12 is.', {
          code: 'CREW_BUSY',
          field: 'reassignTo',
        });
      },
    });
    renderAdmin(
      <DeactivateCrewDialog
        crew={{ id: '1', name: 'Crew North' }}
        others={others}
        mode="deactivate"
        onClose={() => {}}
        onDone={() => {}}
      />,
      { gateway },
    );
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }, SLOW));
    expect(
      await screen.findByText('Crew South already has a job when booking #12 is.', {}, SLOW),
    ).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'AdminDeactivateCrew')?.variables).toEqual({
      input: { crewId: '1', reassignTo: null, confirmOverCapacity: false },
    });
    expect(screen.queryByTestId('deactivate-over')).not.toBeInTheDocument();
  });
});
