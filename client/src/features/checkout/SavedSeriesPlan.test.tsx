import { describe, expect, it } from 'vitest';
import { configure, fakeGateway, render, screen, waitFor, within } from '../../test-utils/render';
import type { BookingStatus } from '../../__generated__/graphql';
import { SavedSeriesPlan, useSavedSeries } from './SavedSeriesPlan';
import { PaymentsStep } from './steps/PaymentsStep';

// the fake gateway answers on a timer: give a shared, busy machine time
configure({ asyncUtilTimeout: 10_000 });

function Plan({ guidId, status }: { guidId: string; status: BookingStatus }) {
  return <SavedSeriesPlan saved={useSavedSeries(guidId, status)} />;
}

/** Lets the fake gateway's answer (sent on a timer) reach the page. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 20));

const line = (name: string) => ({ __typename: 'BookingLine', id: name, name });
const visit = (id: string, bookingDate: string, services: string[], status = 'PENDING') => ({
  __typename: 'Booking',
  id,
  bookingDate,
  bookingTime: '09:15 - 10:00',
  status,
  services: services.map(line),
});

const answer =
  (series: unknown, bookingDate = '2099-01-01', payLater = false) =>
  () => ({ booking: { __typename: 'Booking', id: '900', bookingDate, payLater, series }, me: null });

describe('what a saved booking starts, before paying and on the confirmation', () => {
  it("shows a programme's dated visits, paid once, without the cancelled ones", async () => {
    render(<Plan guidId="g-1" status="CONFIRMED" />, {
      gateway: fakeGateway({
        BookingSeriesPlanQuery: answer({
          __typename: 'BookingSeries',
          id: '8',
          kind: 'PROGRAMME',
          name: 'Spring Revival',
          repeatWeeks: null,
          bookingTime: '09:15 - 10:00',
          startDate: '2099-03-02',
          endDate: null,
          visitPrice: 0,
          visits: [
            visit('1', '2099-03-02', ['Lawn Mowing', 'Fertilising'], 'CONFIRMED'),
            visit('2', '2099-03-16', ['Weeding'], 'CANCELLED'),
            // a full slot moved this one
            { ...visit('3', '2099-03-30', ['Lawn Mowing'], 'CONFIRMED'), bookingTime: '10:45 - 11:30' },
          ],
        }),
      }),
    });
    const region = await screen.findByRole('region', { name: "Your programme's visits" });
    expect(within(region).getByTestId('programme-paid-once')).toHaveTextContent(
      'Spring Revival: paid once, at checkout, for all 2 visits.',
    );
    // no price for a programme's later visits: they are paid with it
    expect(within(region).getByTestId('later-visit-price')).toHaveTextContent(
      'Its later visits are paid with the programme: they cost nothing more.',
    );
    const items = within(within(region).getByRole('list', { name: 'Programme visits' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Monday, 2 March 2099: Lawn Mowing, Fertilising',
      'Monday, 30 March 2099, 10:45 - 11:30: Lawn Mowing',
    ]);
  });

  it('says how a series repeats and how each later visit is paid', async () => {
    render(<Plan guidId="g-1" status="PENDING" />, {
      gateway: fakeGateway({
        BookingSeriesPlanQuery: answer({
          __typename: 'BookingSeries',
          id: '7',
          kind: 'REPEAT',
          name: 'Lawn Mowing, monthly',
          repeatWeeks: 4,
          bookingTime: '10:00 - 10:45',
          startDate: '2099-01-01',
          endDate: '2099-02-26',
          visitPrice: 1043,
          visits: [visit('1', '2099-01-01', ['Lawn Mowing'])],
        }),
      }),
    });
    const region = await screen.findByRole('region', { name: 'This booking repeats' });
    expect(within(region).getByTestId('repeat-summary')).toHaveTextContent(
      'Every 4 weeks on Thursdays; the first visit is paid at checkout, each later visit from its reminder e-mail.',
    );
    // the price the series stored, the one the quote showed before buying
    expect(within(region).getByTestId('later-visit-price')).toHaveTextContent(
      /^Each later visit: R\s?1\s?043,00, paid from its reminder e-mail\.$/,
    );
    expect(
      within(within(region).getByRole('list', { name: 'Next visits' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thursday, 1 January 2099', 'Thursday, 29 January 2099', 'Thursday, 26 February 2099']);
  });

  it('says of a later visit that it belongs to the series and is paid on its own', async () => {
    render(<Plan guidId="g-2" status="PENDING" />, {
      gateway: fakeGateway({
        BookingSeriesPlanQuery: answer(
          {
            __typename: 'BookingSeries',
            id: '7',
            kind: 'REPEAT',
            name: 'Lawn Mowing, fortnightly',
            repeatWeeks: 2,
            bookingTime: '10:00 - 10:45',
            startDate: '2099-01-01',
            endDate: null,
            visitPrice: 350,
            visits: [],
          },
          '2099-01-15',
        ),
      }),
    });
    const region = await screen.findByRole('region', { name: 'This booking repeats' });
    expect(within(region).getByTestId('repeat-summary')).toHaveTextContent(
      'This visit is one of Lawn Mowing, fortnightly: every 2 weeks on Thursdays. Each visit is paid on its own.',
    );
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Thursday, 15 January 2099');
  });

  it('shows nothing for a one-off booking', async () => {
    const gateway = fakeGateway({ BookingSeriesPlanQuery: answer(null) });
    render(<Plan guidId="g-1" status="PENDING" />, { gateway });
    await waitFor(() => expect(gateway.calls).toHaveLength(1));
    await answered();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("tells, before paying a series' later visit, that it keeps its slot until paid", async () => {
    const laterVisit = {
      id: '900',
      guidId: 'g-2',
      bookingDate: '2099-01-15',
      bookingTime: '10:00 - 10:45',
      visitTime: '10:00 - 10:45',
      heldUntil: null,
      address: null,
      status: 'PENDING' as const,
      totalPrice: 350,
      amountOwed: 350,
      payableByLink: true,
      referralCredit: null,
      officeDiscount: null,
      paidAt: null,
      refundStatus: null,
      refundDue: 0,
      refunded: 0,
      propertyNotes: null,
      customer: null,
      services: [],
      modifiers: [],
    };
    render(<PaymentsStep booking={laterVisit} />, {
      gateway: fakeGateway({
        BookingSeriesPlanQuery: answer(
          {
            __typename: 'BookingSeries',
            id: '7',
            kind: 'REPEAT',
            name: 'Lawn Mowing, fortnightly',
            repeatWeeks: 2,
            bookingTime: '10:00 - 10:45',
            startDate: '2099-01-01',
            endDate: null,
            visitPrice: 350,
            visits: [],
          },
          '2099-01-15',
          true,
        ),
      }),
    });
    expect(
      await screen.findByText('This visit of your series keeps its time slot until you pay for it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your time slot is held for 30 minutes while you pay.')).toBeNull();
    expect(screen.getByRole('region', { name: 'This booking repeats' })).toBeInTheDocument();
  });

  it("shows both when a package was booked with a repeating service: the booking's series and the customer's programme it starts", async () => {
    const repeat = {
      __typename: 'BookingSeries',
      id: '7',
      kind: 'REPEAT',
      name: 'Lawn Mowing, fortnightly',
      repeatWeeks: 2,
      bookingTime: '10:00 - 10:45',
      startDate: '2099-03-02',
      endDate: null,
      visits: [visit('900', '2099-03-02', ['Lawn Mowing', 'Fertilising'])],
    };
    const spring = {
      ...repeat,
      id: '8',
      kind: 'PROGRAMME',
      name: 'Spring Revival',
      repeatWeeks: null,
      visits: [
        visit('900', '2099-03-02', ['Lawn Mowing', 'Fertilising']),
        visit('901', '2099-03-30', ['Weeding']),
      ],
    };
    const other = {
      ...spring,
      id: '3',
      name: 'Autumn Care',
      visits: [visit('500', '2098-04-01', ['Weeding'])],
    };
    render(<Plan guidId="g-1" status="PENDING" />, {
      gateway: fakeGateway({
        BookingSeriesPlanQuery: () => ({
          booking: {
            __typename: 'Booking',
            id: '900',
            bookingDate: '2099-03-02',
            payLater: false,
            series: repeat,
          },
          me: { __typename: 'User', id: '5', series: [spring, repeat, other] },
        }),
      }),
    });
    expect(await screen.findByRole('region', { name: 'This booking repeats' })).toBeInTheDocument();
    const programme = screen.getByRole('region', { name: "Your programme's visits" });
    expect(programme).toHaveTextContent('Spring Revival: paid once, at checkout, for all 2 visits.');
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
