import { describe, expect, it, vi } from 'vitest';
import { StatusMoveDialog } from '../../admin/bookings/StatusMoveDialog';
import { renderAdmin } from '../../test-utils/renderAdmin';
import { configure, fakeGateway, render, screen, within } from '../../test-utils/render';
import { CancelPreviewNotice } from './CancelPreviewNotice';

configure({ asyncUtilTimeout: 10_000 });

const visit = (guidId: string, bookingDate: string) => ({
  __typename: 'CancelPreviewVisit',
  guidId,
  bookingDate,
  visitTime: '10:00 - 11:30',
});

const preview = (over: Record<string, unknown>) => ({
  cancelPreview: {
    __typename: 'CancelPreview',
    givesUpProgramme: false,
    laterProgrammeVisit: false,
    refundDue: 0,
    doneVisits: 0,
    allVisits: 1,
    visits: [],
    ...over,
  },
});

describe("the cancel dialog says what a cancel does, from the gateway's preview", () => {
  it('shows the office every visit of a programme given up and the share owed back', async () => {
    const asked: unknown[] = [];
    const gateway = fakeGateway({
      CancelPreviewQuery: (variables) => {
        asked.push(variables);
        return preview({
          givesUpProgramme: true,
          refundDue: 750,
          doneVisits: 1,
          allVisits: 4,
          visits: [
            visit('booking-first-0001', '2099-01-15'),
            visit('booking-third-0003', '2099-02-12'),
            visit('booking-fourth-0004', '2099-02-26'),
          ],
        });
      },
    });
    renderAdmin(
      <StatusMoveDialog
        from="CONFIRMED"
        to="CANCELLED"
        paid
        guidId="booking-first-0001"
        busy={false}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
      { gateway },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    const list = await within(dialog).findByRole('list', { name: 'Visits cancelled' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Thursday, 15 January 2099, 10:00 - 11:30',
      'Thursday, 12 February 2099, 10:00 - 11:30',
      'Thursday, 26 February 2099, 10:00 - 11:30',
    ]);
    expect(within(dialog).getByText(/first visit of the customer’s programme/)).toHaveTextContent(
      '(1 of its 4 visits are done)',
    );
    expect(within(dialog).getByTestId('cancel-preview-refund')).toHaveTextContent(
      /^R\s750,00 is refunded: the share of the 3 visits not done\.$/,
    );
    expect(asked).toEqual([{ guidId: 'booking-first-0001' }]);
  });

  it('tells the customer a later visit alone is cancelled and nothing is refunded', async () => {
    const gateway = fakeGateway({
      CancelPreviewQuery: () =>
        preview({
          laterProgrammeVisit: true,
          allVisits: 1,
          visits: [visit('booking-later-0002', '2099-01-29')],
        }),
    });
    render(<CancelPreviewNotice guidId="booking-later-0002" manageToken="token-abc" reader="customer" />, {
      gateway,
    });
    expect(
      await screen.findByText('Only this visit of the programme is cancelled; its other visits stay booked.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cancel-preview-refund')).toHaveTextContent(
      /^Nothing is refunded for it: the programme was paid as a whole/,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("tells the customer all of a programme's price comes back when none of it is done", async () => {
    const gateway = fakeGateway({
      CancelPreviewQuery: () =>
        preview({
          givesUpProgramme: true,
          refundDue: 1200,
          allVisits: 2,
          visits: [visit('booking-first-0001', '2099-01-15'), visit('booking-next-0002', '2099-01-22')],
        }),
    });
    render(<CancelPreviewNotice guidId="booking-first-0001" reader="customer" />, { gateway });
    expect(await screen.findByText(/first visit of your programme/)).toBeInTheDocument();
    expect(screen.getByTestId('cancel-preview-refund')).toHaveTextContent(
      /^R\s1\s200,00 is refunded, all that was paid\.$/,
    );
  });
});
