import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, waitFor, within } from '../../test-utils/renderAdmin';
import { PackageServicesEditor } from './PackageServicesEditor';

/** A screen answers after the fake gateway's answers (and refetches): more than a second on a busy machine. */
const SLOW = { timeout: 10_000 };

const service = (
  id: string,
  serviceId: string,
  serviceName: string,
  weeks: [number | null, number | null],
) => ({
  __typename: 'PackageService',
  id,
  serviceId,
  serviceName,
  quantity: 2,
  firstWeek: weeks[0],
  everyWeeks: weeks[1],
});

const pkg = {
  __typename: 'Package',
  id: '5',
  seasonId: '2',
  name: 'Spring Lawn Programme',
  description: null,
  imageUrl: null,
  startDate: null,
  endDate: null,
  price: 1800,
  status: 'ACTIVE',
  services: [service('51', '1', 'Lawn Mowing', [0, 4]), service('52', '3', 'Fertilising', [null, null])],
};

function gateway() {
  return fakeGateway({
    AdminPackageServices: () => ({
      adminPackage: pkg,
      adminSeasons: [{ __typename: 'Season', id: '2', startDate: '2026-09-01', endDate: '2026-10-26' }],
      adminSelectOptions: [
        { __typename: 'AdminSelectOption', value: '1', label: 'Lawn Mowing' },
        { __typename: 'AdminSelectOption', value: '3', label: 'Fertilising' },
      ],
    }),
    AdminSavePackageServices: () => ({
      adminSavePackage: {
        __typename: 'AdminPackagePayload',
        package: { __typename: 'Package', id: '5', status: 'ACTIVE', services: pkg.services },
      },
    }),
  });
}

describe("the package's services editor", () => {
  it("shows each service's first week and interval, previews the plan and saves them", async () => {
    const user = userEvent.setup();
    const g = gateway();
    renderAdmin(<PackageServicesEditor packageId="5" />, { gateway: g });
    const rows = await screen.findAllByTestId('package-service', {}, SLOW);
    const first = within(rows[0]!).getByRole('textbox', { name: 'First visit in week' });
    const every = within(rows[0]!).getByRole('textbox', { name: 'Then every (weeks)' });
    expect(first).toHaveValue('0');
    expect(every).toHaveValue('4');
    expect(within(rows[1]!).getByRole('textbox', { name: 'First visit in week' })).toHaveValue('');

    // Booked on the season's first day; Fertilising spread over its 8 weeks (weeks 0 and 4).
    const preview = screen.getByTestId('programme-preview');
    expect(within(preview).getByText('Plan of visits if booked on 2026-09-01')).toBeInTheDocument();
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2026-09-01 (week 0): Lawn Mowing, Fertilising',
      '2026-09-29 (week 4): Lawn Mowing, Fertilising',
    ]);

    await user.clear(every);
    await user.type(every, '30');
    expect(
      await screen.findByText('Then every (weeks) must be a whole number from 1 to 26, or empty', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save services' })).toBeDisabled();
    expect(screen.queryByTestId('programme-preview')).not.toBeInTheDocument();

    await user.clear(every);
    await user.type(every, '2');
    await user.type(within(rows[1]!).getByRole('textbox', { name: 'First visit in week' }), '1');
    // Lawn Mowing in weeks 0 and 2, Fertilising from week 1 spread (every 4): weeks 1 and 5.
    expect(
      within(screen.getByTestId('programme-preview'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2026-09-01 (week 0): Lawn Mowing',
      '2026-09-08 (week 1): Fertilising',
      '2026-09-15 (week 2): Lawn Mowing',
      '2026-10-06 (week 5): Fertilising',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    await waitFor(
      () => expect(g.calls.map((c) => c.operationName)).toContain('AdminSavePackageServices'),
      SLOW,
    );
    const saved = g.calls.find((c) => c.operationName === 'AdminSavePackageServices');
    expect((saved?.variables.input as { services: unknown }).services).toEqual([
      { serviceId: '1', serviceName: 'Lawn Mowing', quantity: 2, firstWeek: 0, everyWeeks: 2 },
      { serviceId: '3', serviceName: 'Fertilising', quantity: 2, firstWeek: 1, everyWeeks: null },
    ]);
  });
});
