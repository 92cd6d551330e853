import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  FakeGraphQLError,
  fakeGateway,
  renderAdmin,
  screen,
  waitFor,
  within,
} from '../../test-utils/renderAdmin';
import { BookingDetailPage } from './BookingDetailPage';

/** A screen answers after the fake gateway's answers (and refetches): more than a second on a busy machine. */
const SLOW = { timeout: 10_000 };

const visit = (id: string, bookingDate: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Booking',
  id,
  guidId: `visit-${id}`,
  bookingDate,
  bookingTime: '10:00 - 10:45',
  status,
  payLater: id !== '41',
  movedFrom: null,
  refundStatus: null,
  ...extra,
});

function series(status: string) {
  return {
    __typename: 'BookingSeries',
    id: '9',
    kind: 'REPEAT',
    status,
    name: 'Lawn Mowing, fortnightly',
    repeatWeeks: 2,
    bookingTime: '10:00 - 10:45',
    startDate: '2031-11-04',
    endDate: null,
    nextDate: '2031-12-16',
    visitPrice: 350,
    cardOnFile: true,
    cardChargeWhen: 'BEFORE_VISIT',
    cardChargeHoursBefore: 48,
    pausedFrom: null,
    crew: { __typename: 'Crew', id: '3', name: 'Green Team' },
    visitsWithoutCrew: [{ __typename: 'Booking', id: '43', bookingDate: '2031-12-02' }],
    planningFailure: null as { __typename: string; retryAt: string; reason: string } | null,
    firstVisitId: '41',
    visitCount: 3,
    recentVisits: [
      visit('41', '2031-11-04', 'CONFIRMED'),
      visit('42', '2031-11-18', 'PENDING', { movedFrom: '2031-11-18 09:15 - 10:00' }),
      visit('43', '2031-12-02', 'PENDING'),
    ],
  };
}

function booking(seriesStatus: string) {
  return {
    ...visit('42', '2031-11-18', 'PENDING', { movedFrom: '2031-11-18 09:15 - 10:00' }),
    allowedMoves: ['CONFIRMED', 'CANCELLED'],
    totalPrice: 350,
    referralCredit: null,
    officeDiscount: null,
    paidAt: null,
    refundDue: 0,
    amountPaid: 0,
    amountOwed: 350,
    heldUntil: null as string | null,
    createdAt: null,
    series: series(seriesStatus),
    customer: null,
    address: null,
    propertyNotes: null,
    crew: null,
    updatedAt: null,
    payments: [] as Record<string, unknown>[],
    services: [],
    modifiers: [],
  };
}

/** The history section reads its own pages (none here unless a test says). */
const NO_HISTORY = {
  AdminBookingHistoryPage: () => ({
    adminBooking: {
      __typename: 'Booking',
      id: '42',
      historyPage: { __typename: 'BookingEventPage', hasNextPage: false, endCursor: null, nodes: [] },
    },
  }),
};

/** The office's change of the series' card charge is refused (no such series). */
let refuseCardCharge = false;

function setUp(
  kind: 'REPEAT' | 'PROGRAMME' = 'REPEAT',
  id = '42',
  planningFailure: ReturnType<typeof series>['planningFailure'] = null,
  /** How many visits the series has made, of which the page lists the recent three. */
  visitCount = 3,
) {
  let seriesStatus = 'ACTIVE';
  const read = () => {
    const base = booking(seriesStatus);
    const shown = { ...base, series: { ...base.series, planningFailure, visitCount } };
    const own = shown.series.recentVisits.find((v) => v.id === id)!;
    return kind === 'REPEAT'
      ? shown
      : {
          ...shown,
          ...own,
          payLater: false,
          series: { ...shown.series, kind, name: 'Spring Revival', repeatWeeks: null, nextDate: null },
        };
  };
  const gateway = fakeGateway({
    ...NO_HISTORY,
    AdminBookingRouteQuery: () => ({ adminBooking: read() }),
    // The page's invoices section asks on its own (and again after every change: refetch 'active').
    BookingInvoicesQuery: () => ({ booking: { __typename: 'Booking', id: '42', invoices: [] } }),
    SkipSeriesVisit: () => ({
      skipSeriesVisit: { __typename: 'ChangeSeriesPayload', series: series(seriesStatus) },
    }),
    SeriesChangePreviewQuery: () => ({
      seriesChangePreview: {
        __typename: 'SeriesChangePreview',
        refundTotal: 0,
        changes: [
          {
            __typename: 'SeriesVisitChange',
            guidId: 'visit-43',
            what: 'CANCELLED',
            paid: false,
            refund: 0,
            restored: false,
            before: {
              __typename: 'SeriesVisitPlace',
              date: '2031-12-02',
              time: '10:00 - 10:45',
              crewName: 'Green Team',
              price: 350,
            },
            after: null,
          },
        ],
      },
    }),
    SetSeriesCardCharge: (variables) => {
      if (refuseCardCharge) throw new FakeGraphQLError('Series not found', { code: 'NOT_FOUND' });
      return {
        adminSetSeriesCardCharge: {
          ...series(seriesStatus),
          cardChargeWhen: variables.when,
          recentVisits: series(seriesStatus).recentVisits.map((v) => ({ ...v, status: 'CONFIRMED' })),
        },
      };
    },
    ApplySeriesChangeMutation: (variables) => {
      seriesStatus = (variables.input as { action: string }).action === 'STOP' ? 'STOPPED' : 'PAUSED';
      return {
        changeSeries: {
          __typename: 'ChangeSeriesPayload',
          series: { ...series(seriesStatus), upcomingVisits: [] },
          changes: [{ __typename: 'SeriesVisitChange', what: 'CANCELLED' }],
        },
      };
    },
  });
  renderAdmin(<BookingDetailPage />, {
    route: `/admin/bookings/${id}`,
    path: '/admin/bookings/:id',
    gateway,
  });
  return gateway;
}

describe("the office's booking page of a series visit", () => {
  it('shows the series with its visits, linked, and that this visit was moved and awaits payment', async () => {
    setUp();
    const section = await screen.findByRole('region', { name: 'Recurring series' }, SLOW);
    expect(within(section).getByTestId('series-name')).toHaveTextContent('Lawn Mowing, fortnightly');
    expect(within(section).getByTestId('series-status')).toHaveTextContent('Active');
    expect(within(section).getByTestId('series-card-on-file')).toHaveTextContent('charged automatically');
    expect(within(section).getByText('every 2 weeks')).toBeInTheDocument();
    const visits = within(section).getByRole('table', { name: 'Visits of the series' });
    expect(within(visits).getByRole('link', { name: '2031-11-04' })).toHaveAttribute(
      'href',
      '/admin/bookings/41',
    );
    expect(within(visits).getByRole('link', { name: '2031-12-02' })).toHaveAttribute(
      'href',
      '/admin/bookings/43',
    );
    expect(within(visits).getByText('2031-11-18 (this visit)')).toBeInTheDocument();
    expect(within(visits).getAllByText('Awaiting payment')).toHaveLength(2);
    expect(within(section).queryByTestId('series-earlier-visits')).not.toBeInTheDocument();
    expect(screen.getByTestId('moved-from')).toHaveTextContent('moved from 2031-11-18 09:15 - 10:00');
    expect(screen.getByTestId('awaiting-payment')).toHaveTextContent('Awaiting payment');
    // its crew, and the visit its crew was too busy for
    expect(within(section).getByTestId('series-crew')).toHaveTextContent('Green Team');
    expect(within(section).getByRole('button', { name: 'Change…' })).toBeInTheDocument();
    expect(within(section).getByTestId('series-without-crew')).toHaveTextContent(
      'Green Team was busy at the time of this visit, so it was booked without a crew: 2031-12-02.',
    );
  });

  it("lets the office charge the series' card when each visit is done instead of before it", async () => {
    const user = userEvent.setup();
    const gateway = setUp();
    const section = await screen.findByRole('region', { name: 'Recurring series' }, SLOW);
    const choice = within(section).getByRole('radiogroup', { name: 'Charge the card' });
    expect(within(choice).getByRole('radio', { name: 'Before each visit (48 hours before)' })).toBeChecked();
    expect(within(section).getByTestId('series-card-charge-note')).toHaveTextContent('stay unpaid (pending)');
    await user.click(within(choice).getByRole('radio', { name: 'When the visit is done' }));
    await waitFor(
      () =>
        expect(gateway.calls.find((c) => c.operationName === 'SetSeriesCardCharge')?.variables).toEqual({
          seriesId: '9',
          when: 'WHEN_DONE',
        }),
      SLOW,
    );
  });

  it('says why the card charge could not be changed', async () => {
    const user = userEvent.setup();
    refuseCardCharge = true;
    setUp();
    const section = await screen.findByRole('region', { name: 'Recurring series' }, SLOW);
    await user.click(within(section).getByRole('radio', { name: 'When the visit is done' }));
    expect(
      await within(section).findByText('The card charge could not be changed. Series not found', {}, SLOW),
    ).toBeInTheDocument();
    refuseCardCharge = false;
  });

  it('says when the series job could not plan the next visits, when it tries again and why', async () => {
    setUp('REPEAT', '42', {
      __typename: 'SeriesPlanningFailure',
      retryAt: '2031-11-20T09:30:00.000Z',
      reason: '23514: new row violates check constraint',
    });
    const failure = await screen.findByTestId('series-planning-failure', {}, SLOW);
    expect(failure).toHaveTextContent('Next visits not planned');
    // 09:30 UTC is 11:30 in Johannesburg.
    expect(failure).toHaveTextContent(/tries again at .*11:30/);
    expect(failure).toHaveTextContent('Reason: 23514: new row violates check constraint');
  });

  it('shows no planning failure when there is none', async () => {
    setUp();
    await screen.findByRole('region', { name: 'Recurring series' }, SLOW);
    expect(screen.queryByTestId('series-planning-failure')).toBeNull();
  });

  it('skips this visit and pauses the series, fetching the booking again after each', async () => {
    const user = userEvent.setup();
    const gateway = setUp();
    await user.click(await screen.findByRole('button', { name: 'Skip this visit' }, SLOW));
    expect(
      await screen.findByText('The visit of 2031-11-18 is skipped; the series goes on.', {}, SLOW),
    ).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'SkipSeriesVisit')?.variables).toEqual({
      input: { guidId: 'visit-42' },
    });
    await user.click(screen.getByRole('button', { name: 'Pause series' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Pause visits: Lawn Mowing, fortnightly' },
      SLOW,
    );
    await within(dialog).findByRole('list', { name: 'What will happen' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Pause visits' }));
    expect(
      await screen.findByText(
        'Your visits are paused from that date. Resume them whenever you like.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume series' }, SLOW)).toBeInTheDocument();
    expect(
      gateway.calls.filter((c) => c.operationName === 'AdminBookingRouteQuery').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('asks before stopping the series', async () => {
    const user = userEvent.setup();
    const gateway = setUp();
    await user.click(await screen.findByRole('button', { name: 'Stop series' }, SLOW));
    const name = 'Stop the series: Lawn Mowing, fortnightly';
    const dialog = await screen.findByRole('dialog', { name }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    expect(gateway.calls.map((c) => c.operationName)).not.toContain('ApplySeriesChangeMutation');
    await user.click(screen.getByRole('button', { name: 'Stop series' }));
    const again = await screen.findByRole('dialog', { name }, SLOW);
    await within(again).findByRole('list', { name: 'What will happen' }, SLOW);
    await user.click(within(again).getByRole('button', { name: 'Stop series' }));
    await waitFor(() => expect(screen.getByTestId('series-status')).toHaveTextContent('Stopped'), SLOW);
    expect(gateway.calls.find((c) => c.operationName === 'ApplySeriesChangeMutation')?.variables).toEqual({
      input: { seriesId: '9', action: 'STOP', from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(screen.queryByRole('button', { name: 'Stop series' })).not.toBeInTheDocument();
  });

  it("lists a long series' recent visits and says how many earlier ones are not listed", async () => {
    setUp('REPEAT', '42', null, 40);
    const section = await screen.findByRole('region', { name: 'Recurring series' }, SLOW);
    expect(within(section).getAllByRole('row')).toHaveLength(4);
    expect(within(section).getByTestId('series-earlier-visits')).toHaveTextContent(
      "37 earlier visits are not listed here: the customer's bookings list every one.",
    );
  });

  it("shows a programme's visits and offers no pause or stop, nor a skip of its paid first visit", async () => {
    setUp('PROGRAMME', '41');
    const section = await screen.findByRole('region', { name: 'Seasonal programme' }, SLOW);
    expect(within(section).getByTestId('series-name')).toHaveTextContent('Spring Revival');
    expect(within(section).getByText('3 visits, paid once')).toBeInTheDocument();
    expect(within(section).getByText('2031-11-04 (this visit)')).toBeInTheDocument();
    for (const name of ['Skip this visit', 'Pause series', 'Resume series', 'Stop series'])
      expect(within(section).queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

describe("the office's booking page of a booking paid twice", () => {
  const payment = (id: string, extra: Record<string, unknown>) => ({
    __typename: 'BookingPayment',
    id,
    providerPaymentId: `pf-${id}`,
    amount: 350,
    status: 'COMPLETE',
    createdAt: '2031-11-01T08:00:00.000Z',
    refundStatus: null,
    refundReason: null,
    refundedAt: null,
    refundedBy: null,
    ...extra,
  });

  /** `providerFails`: the gateway's refusal of "Refund through PayFast" instead of a refund made. */
  function setUpPaidTwice(providerFails?: FakeGraphQLError) {
    let refunded = false;
    const read = () => ({
      ...booking('ACTIVE'),
      customer: {
        __typename: 'BookingCustomer',
        id: '5',
        name: 'Thandi Mokoena',
        email: 'thandi@example.com',
        phone: null,
        address: null,
      },
      status: 'CONFIRMED',
      paidAt: '2031-11-01T08:00:00.000Z',
      refundStatus: refunded ? 'REFUNDED' : 'DUE',
      refundDue: refunded ? 0 : 350,
      series: null,
      payments: [
        payment('7', {}),
        payment(
          '8',
          refunded
            ? {
                refundStatus: 'REFUNDED',
                refundReason: 'SECOND_PAYMENT',
                refundedAt: '2031-11-02T10:00:00.000Z',
                refundedBy: 'Office Manager',
              }
            : { refundStatus: 'DUE', refundReason: 'SECOND_PAYMENT', method: 'PAYFAST' },
        ),
      ],
    });
    const gateway = fakeGateway({
      ...NO_HISTORY,
      AdminBookingRouteQuery: () => ({ adminBooking: read() }),
      AdminMarkRefundedMutation: () => {
        refunded = true;
        return { adminMarkRefunded: { __typename: 'AdminBookingPayload', booking: read() } };
      },
      AdminRefundThroughProviderMutation: () => {
        if (providerFails) throw providerFails;
        refunded = true;
        return { adminRefundThroughProvider: { __typename: 'AdminBookingPayload', booking: read() } };
      },
    });
    renderAdmin(<BookingDetailPage />, { route: '/admin/bookings/42', path: '/admin/bookings/:id', gateway });
    return gateway;
  }

  it('shows the refund due on the booking and why on the payment, and records that payment refunded', async () => {
    const user = userEvent.setup();
    const gateway = setUpPaidTwice();
    expect(await screen.findByTestId('booking-refund', {}, SLOW)).toHaveTextContent('Refund due');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    expect(screen.getByTestId('booking-refund-due')).toHaveTextContent(/R\s?350[.,]00 to refund/);
    const owed = screen.getByTestId('payment-pf-8');
    expect(owed).toHaveTextContent('Second payment: the booking was already paid');
    expect(within(screen.getByTestId('payment-pf-7')).queryByRole('button')).toBeNull();

    await user.type(within(owed).getByLabelText('Refund reference'), 'FNB-RF-1');
    await user.click(within(owed).getByRole('button', { name: 'Mark payment pf-8 refunded' }));
    expect(
      await screen.findByText('The refund of that payment is recorded as made.', {}, SLOW),
    ).toBeInTheDocument();
    // The refund made by hand keeps its reference.
    expect(gateway.calls.find((c) => c.operationName === 'AdminMarkRefundedMutation')?.variables).toEqual({
      input: { id: '42', paymentId: '8', reference: 'FNB-RF-1' },
    });
    await waitFor(
      () => expect(screen.getByTestId('payment-pf-8')).toHaveTextContent(/Refunded.*by Office Manager/),
      SLOW,
    );
    expect(screen.getByTestId('booking-refund')).toHaveTextContent('Refunded');
    expect(screen.queryByTestId('booking-refund-due')).toBeNull();
  });

  it('refunds a card payment through PayFast after a confirm naming the amount and who gets it', async () => {
    const user = userEvent.setup();
    const gateway = setUpPaidTwice();
    const owed = await screen.findByTestId('payment-pf-8', {}, SLOW);
    await user.click(within(owed).getByRole('button', { name: 'Refund payment pf-8 through PayFast' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund through PayFast?' });
    expect(confirm).toHaveTextContent(/R\s?350[.,]00 to the card that paid/);
    expect(confirm).toHaveTextContent('Thandi Mokoena (thandi@example.com) gets it');
    await user.click(within(confirm).getByRole('button', { name: /^Refund R/ }));
    expect(await screen.findByText(/The payment provider made the refund/, {}, SLOW)).toBeInTheDocument();
    expect(
      gateway.calls.find((c) => c.operationName === 'AdminRefundThroughProviderMutation')?.variables,
    ).toEqual({ input: { id: '42', paymentId: '8' } });
    await waitFor(() => expect(screen.getByTestId('payment-pf-8')).toHaveTextContent('Refunded'), SLOW);
  });

  /** Presses "Refund through PayFast" on the payment owed back and confirms. */
  async function refundThroughPayfast() {
    const user = userEvent.setup();
    const owed = await screen.findByTestId('payment-pf-8', {}, SLOW);
    await user.click(within(owed).getByRole('button', { name: 'Refund payment pf-8 through PayFast' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund through PayFast?' });
    await user.click(within(confirm).getByRole('button', { name: /^Refund R/ }));
  }

  it("shows the provider's words when it refuses, and the payment stays owed", async () => {
    setUpPaidTwice(
      new FakeGraphQLError('The payment provider refused the refund: Refund amount too high.', {
        code: 'PROVIDER_REFUSED',
        field: 'paymentId',
      }),
    );
    await refundThroughPayfast();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The payment provider refused the refund: Refund amount too high.');
    expect(screen.getByTestId('payment-pf-8')).not.toHaveTextContent('Refunded');
    expect(screen.getByTestId('booking-refund')).toHaveTextContent('Refund due');
  });

  it('says the outcome is unknown when the provider did not answer, and the payment stays owed', async () => {
    setUpPaidTwice(
      new FakeGraphQLError(
        'The payment provider did not answer (timeout), so whether the refund was made is unknown. Nothing was recorded.',
        { code: 'PROVIDER_OUTCOME_UNKNOWN', field: 'paymentId' },
      ),
    );
    await refundThroughPayfast();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      /whether the refund was made is unknown/,
    );
    expect(screen.getByTestId('payment-pf-8')).not.toHaveTextContent('Refunded');
  });
});

describe("the office's page of an unpaid booking", () => {
  function unpaid() {
    const shown = {
      ...booking('ACTIVE'),
      series: null,
      heldUntil: '2031-11-16T08:00:00.000Z',
      payments: [] as Record<string, unknown>[],
    };
    const g = fakeGateway({
      ...NO_HISTORY,
      AdminBookingRouteQuery: () => ({ adminBooking: shown }),
      AdminSetBookingStatusMutation: (v) => {
        const input = v.input as { payment?: { amount: number } };
        const paid = input.payment?.amount ?? 0;
        return {
          adminSetBookingStatus: {
            __typename: 'AdminBookingPayload',
            booking: {
              ...shown,
              status: 'CONFIRMED',
              allowedMoves: ['COMPLETED', 'CANCELLED'],
              heldUntil: null,
              amountPaid: paid,
              amountOwed: 350 - paid,
            },
          },
        };
      },
      AdminResendPaymentLinkMutation: () => ({
        adminResendPaymentLink: { __typename: 'AdminBookingPayload', booking: shown },
      }),
    });
    renderAdmin(<BookingDetailPage />, {
      route: '/admin/bookings/42',
      path: '/admin/bookings/:id',
      gateway: g,
    });
    return g;
  }

  it('says the payment link was sent and until when it is held, and sends it again', async () => {
    const user = userEvent.setup();
    const g = unpaid();
    const held = await screen.findByTestId('payment-link-held', {}, SLOW);
    expect(held).toHaveTextContent(/^Payment link sent, held until 16 Nov 2031, 10:00/);
    expect(screen.getByTestId('booking-paid-owed')).toHaveTextContent('Paid R 0,00 · Owed R 350,00');
    await user.click(within(held).getByRole('button', { name: 'Resend payment link' }));
    expect(await screen.findByText('The payment link was e-mailed again.', {}, SLOW)).toBeInTheDocument();
    expect(g.calls.find((c) => c.operationName === 'AdminResendPaymentLinkMutation')?.variables).toEqual({
      id: '42',
    });
  }, 30_000);

  it('asks how it was paid before confirming; without payment it says nothing is received and what stays owed', async () => {
    const user = userEvent.setup();
    const g = unpaid();
    await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'How was it paid?' });
    expect(g.calls.map((c) => c.operationName)).not.toContain('AdminSetBookingStatusMutation');
    expect(within(dialog).getByTestId('without-payment-note')).toHaveTextContent(
      'Confirm without payment: nothing is recorded as received; R 350,00 stays owed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm without payment' }));
    expect(
      await screen.findByText(
        'Booking confirmed without payment: nothing is recorded as received.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(g.calls.find((c) => c.operationName === 'AdminSetBookingStatusMutation')?.variables).toEqual({
      input: { id: '42', status: 'CONFIRMED', withoutPayment: true },
    });
  }, 30_000);

  it('records the payment taken (EFT needs its reference) and confirms', async () => {
    const user = userEvent.setup();
    const g = unpaid();
    await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'How was it paid?' });
    const record = within(dialog).getByRole('button', { name: 'Record payment and confirm' });
    expect(record).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /^Paid by/ }));
    await user.click(await screen.findByRole('option', { name: 'EFT' }));
    expect(record).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reference/ }), 'FNB 7781');
    await user.click(record);
    expect(
      await screen.findByText('Payment recorded; the booking is confirmed.', {}, SLOW),
    ).toBeInTheDocument();
    expect(g.calls.find((c) => c.operationName === 'AdminSetBookingStatusMutation')?.variables).toEqual({
      input: {
        id: '42',
        status: 'CONFIRMED',
        payment: { method: 'EFT', reference: 'FNB 7781', amount: 350 },
      },
    });
  }, 30_000);
});

describe("the booking's history, a page at a time", () => {
  const event = (id: string, summary: string) => ({
    __typename: 'BookingEvent',
    id,
    at: `2026-11-0${id}T08:00:00.000Z`,
    kind: 'notes',
    summary,
    actorName: null,
  });

  it('shows the latest changes first and the older ones on Show older', async () => {
    const gateway = fakeGateway({
      AdminBookingRouteQuery: () => ({ adminBooking: booking('ACTIVE') }),
      BookingInvoicesQuery: () => ({ booking: { __typename: 'Booking', id: '42', invoices: [] } }),
      AdminBookingHistoryPage: (v) => ({
        adminBooking: {
          __typename: 'Booking',
          id: '42',
          historyPage: v.after
            ? {
                __typename: 'BookingEventPage',
                hasNextPage: false,
                endCursor: 'c1',
                nodes: [event('1', 'Booked')],
              }
            : {
                __typename: 'BookingEventPage',
                hasNextPage: true,
                endCursor: 'c2',
                nodes: [event('3', 'Notes changed'), event('2', 'Moved to 2 Dec')],
              },
        },
      }),
    });
    renderAdmin(<BookingDetailPage />, { route: '/admin/bookings/42', path: '/admin/bookings/:id', gateway });
    const history = await screen.findByTestId('booking-history', {}, SLOW);
    expect(await within(history).findByText(/Notes changed/, {}, SLOW)).toBeInTheDocument();
    expect(within(history).queryByText(/Booked/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(history).findByText(/Booked/, {}, SLOW)).toBeInTheDocument();
    expect(within(history).getAllByText(/the system/)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(
      gateway.calls.filter((c) => c.operationName === 'AdminBookingHistoryPage').map((c) => c.variables),
    ).toEqual([{ id: '42' }, { id: '42', after: 'c2' }]);
  });
});
