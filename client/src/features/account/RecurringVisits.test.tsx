import { describe, expect, it } from 'vitest';
import {
  configure,
  fakeGateway,
  refusal,
  render,
  screen,
  userEvent,
  waitFor,
  within,
} from '../../test-utils/render';
import { todayInJohannesburg } from '../checkout/johannesburgDate';
import { RecurringVisits, VisitSeries } from './RecurringVisits';

// the fake gateway answers on a timer: give a shared, busy machine time
configure({ asyncUtilTimeout: 10_000 });

/** Lets the fake gateway's answer (sent on a timer) reach the page. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 20));

const visit = (over: Record<string, unknown>) => ({
  __typename: 'Booking',
  id: '101',
  guidId: 'visit-101',
  bookingDate: '2099-01-01',
  bookingTime: '10:00 - 10:45',
  visitTime: '10:00 - 11:30',
  status: 'CONFIRMED',
  payLater: false,
  movedFrom: null,
  movedNotice: null,
  paidAt: '2098-12-20T08:00:00Z',
  totalPrice: 350,
  ...over,
});

const FIRST = visit({});
const LATER = visit({
  id: '102',
  guidId: 'visit-102',
  bookingDate: '2099-01-15',
  bookingTime: '10:45 - 11:30',
  visitTime: '10:45 - 12:15',
  status: 'PENDING',
  payLater: true,
  movedFrom: '2099-01-15 10:00 - 10:45',
  movedNotice: 'Moved from Thu 15 Jan, 10:00 - 10:45 (that time was full)',
  paidAt: null,
});

const series = (over: Record<string, unknown> = {}) => ({
  __typename: 'BookingSeries',
  id: '7',
  kind: 'REPEAT',
  status: 'ACTIVE',
  name: 'Lawn Mowing, fortnightly',
  repeatWeeks: 2,
  bookingTime: '10:00 - 10:45',
  startDate: '2099-01-01',
  endDate: null,
  visitPrice: 1043,
  nextDate: null,
  firstVisitId: '101',
  upcomingVisits: [FIRST, LATER],
  ...over,
});

const programme = series({
  id: '8',
  kind: 'PROGRAMME',
  name: 'Spring Revival',
  repeatWeeks: null,
  firstVisitId: '200',
  upcomingVisits: [
    visit({ id: '200', guidId: 'visit-200', totalPrice: 1800 }),
    visit({ id: '201', guidId: 'visit-201', bookingDate: '2099-01-29', totalPrice: 0, paidAt: null }),
  ],
});

/** The gateway's preview of a pause or stop: the later visit is cancelled. */
const previewAnswer = () => ({
  seriesChangePreview: {
    __typename: 'SeriesChangePreview',
    refundTotal: 0,
    changes: [
      {
        __typename: 'SeriesVisitChange',
        guidId: 'visit-102',
        what: 'CANCELLED',
        paid: false,
        refund: 0,
        restored: false,
        before: {
          __typename: 'SeriesVisitPlace',
          date: '2099-01-15',
          time: '10:45 - 11:30',
          crewName: null,
          price: 1043,
        },
        after: null,
      },
    ],
  },
});

const UNDO = { __typename: 'SeriesUndo', token: 'undo-token-1', expiresAt: '2099-01-01T08:10:00Z' };

const appliedAnswer = (current: unknown, undo: unknown = UNDO) => ({
  changeSeries: {
    __typename: 'ChangeSeriesPayload',
    series: current,
    changes: [{ __typename: 'SeriesVisitChange', what: 'CANCELLED' }],
    undo,
  },
});

/** The gateway's preview of skipping the later visit (`refund`: a paid one's money back). */
const skipPreview =
  (refund = 0) =>
  () => ({
    seriesSkipPreview: {
      __typename: 'SeriesChangePreview',
      refundTotal: refund,
      changes: [{ ...previewAnswer().seriesChangePreview.changes[0], paid: refund > 0, refund }],
    },
  });

const me = (list: unknown[]) => ({ me: { __typename: 'User', id: '5', series: list } });

describe('Recurring visits on /profile', () => {
  it('lists each series with how often, its status and next visits: slot, paid or not, where it moved from, Pay', async () => {
    render(<RecurringVisits />, {
      route: '/profile',
      gateway: fakeGateway({ MySeriesQuery: () => me([series(), programme]) }),
    });
    const region = await screen.findByRole('region', { name: 'Recurring visits' });
    const card = within(region).getByRole('article', { name: 'Lawn Mowing, fortnightly' });
    expect(card).toHaveTextContent('Recurring visits · every 2 weeks at 10:00 - 10:45');
    expect(card).toHaveTextContent('Active');
    // the price the series stored for each later visit (the one the quote showed before buying)
    expect(within(card).getByTestId('series-visit-price')).toHaveTextContent(
      /^Each later visit: R\s?1\s?043,00$/,
    );

    const first = within(card).getByRole('listitem', { name: 'Visit on Thursday, 1 January 2099' });
    expect(first).toHaveTextContent('10:00 - 11:30');
    expect(first).toHaveTextContent('Paid');
    expect(within(first).queryByRole('link', { name: 'Pay' })).toBeNull();

    const later = within(card).getByRole('listitem', { name: 'Visit on Thursday, 15 January 2099' });
    expect(later).toHaveTextContent('10:45 - 12:15');
    expect(later).toHaveTextContent('Not paid yet');
    expect(later).toHaveTextContent('Moved from Thu 15 Jan, 10:00 - 10:45 (that time was full)');
    expect(within(later).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      '/booking-checkout/payments/visit-102',
    );
    expect(within(card).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Stop series' })).toBeInTheDocument();

    // a programme is paid for: its later visits can be skipped (not the first, which carries the
    // payment), it is neither paused nor stopped
    const spring = within(region).getByRole('article', { name: 'Spring Revival' });
    expect(spring).toHaveTextContent('Seasonal programme');
    expect(within(spring).getByTestId('series-visit-price')).toHaveTextContent(
      'Later visits are paid with the programme: they cost nothing more',
    );
    const [paidFirst, laterOne] = within(spring).getAllByRole('listitem');
    expect(paidFirst).toHaveTextContent('Paid');
    expect(within(paidFirst!).queryByRole('button', { name: 'Skip this visit' })).toBeNull();
    expect(laterOne).toHaveTextContent('Paid with the programme');
    expect(within(laterOne!).getByRole('button', { name: 'Skip this visit' })).toBeInTheDocument();
    expect(within(spring).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(spring).queryByRole('button', { name: 'Stop series' })).toBeNull();
  });

  it('shows nothing for a customer without series', async () => {
    const gateway = fakeGateway({ MySeriesQuery: () => me([]) });
    render(<RecurringVisits />, { route: '/profile', gateway });
    await waitFor(() => expect(gateway.calls).toHaveLength(1));
    await answered();
    expect(screen.queryByRole('region', { name: 'Recurring visits' })).toBeNull();
  });

  it('asks before skipping (the visit, no money back), skips, and undoes it', async () => {
    let current = series();
    const gateway = fakeGateway({
      MySeriesQuery: () => me([current]),
      SeriesSkipPreviewQuery: skipPreview(),
      SkipSeriesVisitMutation: () => {
        current = series({ upcomingVisits: [FIRST] });
        return { skipSeriesVisit: { __typename: 'ChangeSeriesPayload', series: current, undo: UNDO } };
      },
      UndoSeriesChangeMutation: () => {
        current = series();
        return { undoSeriesChange: { __typename: 'ChangeSeriesPayload', series: current } };
      },
    });
    const user = userEvent.setup();
    render(<RecurringVisits />, { route: '/profile', gateway });
    const later = await screen.findByRole('listitem', { name: 'Visit on Thursday, 15 January 2099' });
    await user.click(within(later).getByRole('button', { name: 'Skip this visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip this visit?' });
    expect(await within(dialog).findByRole('list', { name: 'What will happen' })).toHaveTextContent(
      'Cancelled: Thursday, 15 January 2099, 10:45 - 11:30',
    );
    expect(within(dialog).getByTestId('skip-refund')).toHaveTextContent('nothing is refunded');
    // keeping it changes nothing
    await user.click(within(dialog).getByRole('button', { name: 'Keep the visit' }));
    expect(gateway.calls.some((c) => c.operationName === 'SkipSeriesVisitMutation')).toBe(false);

    await user.click(within(later).getByRole('button', { name: 'Skip this visit' }));
    const again = await screen.findByRole('dialog', { name: 'Skip this visit?' });
    await within(again).findByRole('list', { name: 'What will happen' });
    await user.click(within(again).getByRole('button', { name: 'Skip it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('That visit is skipped. The series goes on.');
    expect(screen.queryByRole('listitem', { name: 'Visit on Thursday, 15 January 2099' })).toBeNull();
    expect(gateway.calls.find((c) => c.operationName === 'SkipSeriesVisitMutation')?.variables).toEqual({
      input: { guidId: 'visit-102' },
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: your visits are as they were.')).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: 'Visit on Thursday, 15 January 2099' }),
    ).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'UndoSeriesChangeMutation')?.variables).toEqual({
      input: { seriesId: '7', token: 'undo-token-1' },
    });
  });

  it('says what a paid visit brings back before skipping it, and the reason when an undo comes too late', async () => {
    const late = 'The time to undo this change has passed.';
    const gateway = fakeGateway({
      MySeriesQuery: () => me([series()]),
      SeriesSkipPreviewQuery: skipPreview(1043),
      SkipSeriesVisitMutation: () => ({
        skipSeriesVisit: { __typename: 'ChangeSeriesPayload', series: series(), undo: UNDO },
      }),
      UndoSeriesChangeMutation: () => {
        throw refusal('UNDO_EXPIRED', late);
      },
    });
    const user = userEvent.setup();
    render(<RecurringVisits />, { route: '/profile', gateway });
    const later = await screen.findByRole('listitem', { name: 'Visit on Thursday, 15 January 2099' });
    await user.click(within(later).getByRole('button', { name: 'Skip this visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip this visit?' });
    expect(await within(dialog).findByTestId('skip-refund')).toHaveTextContent(/owed R\s?1\s?043,00 back/);
    await user.click(within(dialog).getByRole('button', { name: 'Skip it' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(late);
  });

  it('pauses after showing what happens to each visit, and undoes the pause', async () => {
    let current = series();
    const gateway = fakeGateway({
      MySeriesQuery: () => me([current]),
      SeriesChangePreviewQuery: previewAnswer,
      ApplySeriesChangeMutation: () => {
        current = series({ status: 'PAUSED', upcomingVisits: [FIRST] });
        return appliedAnswer(current);
      },
      UndoSeriesChangeMutation: () => {
        current = series();
        return { undoSeriesChange: { __typename: 'ChangeSeriesPayload', series: current } };
      },
    });
    const user = userEvent.setup();
    render(<RecurringVisits />, { route: '/profile', gateway });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause visits: Lawn Mowing, fortnightly' });
    expect(await within(dialog).findByRole('list', { name: 'What will happen' })).toHaveTextContent(
      'Cancelled: Thursday, 15 January 2099, 10:45 - 11:30',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pause visits' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your visits are paused');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'ApplySeriesChangeMutation')?.variables).toEqual({
      input: { seriesId: '7', action: 'PAUSE', from: todayInJohannesburg() },
    });
    // the pause can be undone for a while: the series is active again
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'UndoSeriesChangeMutation')?.variables).toEqual({
      input: { seriesId: '7', token: 'undo-token-1' },
    });
  });

  it('resumes after showing each visit planned again at its price', async () => {
    let current = series({ status: 'PAUSED', upcomingVisits: [FIRST] });
    const gateway = fakeGateway({
      MySeriesQuery: () => me([current]),
      SeriesChangePreviewQuery: () => ({
        seriesChangePreview: {
          __typename: 'SeriesChangePreview',
          refundTotal: 0,
          changes: [
            {
              ...previewAnswer().seriesChangePreview.changes[0],
              what: 'PLANNED',
              restored: true,
              after: previewAnswer().seriesChangePreview.changes[0]!.before,
              before: null,
            },
          ],
        },
      }),
      ApplySeriesChangeMutation: () => {
        current = series();
        return appliedAnswer(current);
      },
    });
    const user = userEvent.setup();
    render(<RecurringVisits />, { route: '/profile', gateway });
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume visits: Lawn Mowing, fortnightly' });
    expect(await within(dialog).findByRole('list', { name: 'What will happen' })).toHaveTextContent(
      /Planned again: Thursday, 15 January 2099, 10:45 - 11:30, R\s?1\s?043,00/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resume visits' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your visits are resumed');
    expect(gateway.calls.find((c) => c.operationName === 'ApplySeriesChangeMutation')?.variables).toEqual({
      input: { seriesId: '7', action: 'RESUME', from: todayInJohannesburg() },
    });
  });

  it('stops a series only after the confirm', async () => {
    let current = series();
    const gateway = fakeGateway({
      MySeriesQuery: () => me([current]),
      SeriesChangePreviewQuery: previewAnswer,
      ApplySeriesChangeMutation: () => {
        current = series({ status: 'STOPPED', upcomingVisits: [] });
        return appliedAnswer(current);
      },
    });
    const user = userEvent.setup();
    render(<RecurringVisits />, { route: '/profile', gateway });
    const name = 'Stop the series: Lawn Mowing, fortnightly';
    await user.click(await screen.findByRole('button', { name: 'Stop series' }));
    const dialog = await screen.findByRole('dialog', { name });
    await user.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    expect(gateway.calls.some((c) => c.operationName === 'ApplySeriesChangeMutation')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Stop series' }));
    const again = await screen.findByRole('dialog', { name });
    await within(again).findByRole('list', { name: 'What will happen' });
    await user.click(within(again).getByRole('button', { name: 'Stop series' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Stop series' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(gateway.calls.find((c) => c.operationName === 'ApplySeriesChangeMutation')?.variables).toEqual({
      input: { seriesId: '7', action: 'STOP', from: todayInJohannesburg() },
    });
  });
});

describe("a visit's series on the manage page", () => {
  it("shows the series' next visits; with the link's token only this visit is skipped, and every change carries the token", async () => {
    let current = series();
    const gateway = fakeGateway({
      ManagedVisitSeriesQuery: () => ({
        managedBooking: { __typename: 'Booking', id: '102', guidId: 'visit-102', series: current },
      }),
      SeriesSkipPreviewQuery: skipPreview(),
      SkipSeriesVisitMutation: () => {
        current = series({ upcomingVisits: [FIRST] });
        return { skipSeriesVisit: { __typename: 'ChangeSeriesPayload', series: current, undo: UNDO } };
      },
      SeriesChangePreviewQuery: previewAnswer,
      ApplySeriesChangeMutation: () => {
        current = series({ status: 'PAUSED', upcomingVisits: [FIRST] });
        return appliedAnswer(current);
      },
    });
    const user = userEvent.setup();
    render(<VisitSeries guidId="visit-102" manageToken="token-abc" />, {
      route: '/manage/token-abc',
      gateway,
    });
    const region = await screen.findByRole('region', { name: 'Recurring visits' });
    const first = within(region).getByRole('listitem', { name: 'Visit on Thursday, 1 January 2099' });
    expect(within(first).queryByRole('button', { name: 'Skip this visit' })).toBeNull();

    const opened = within(region).getByRole('listitem', { name: 'Visit on Thursday, 15 January 2099' });
    await user.click(within(opened).getByRole('button', { name: 'Skip this visit' }));
    const asked = await screen.findByRole('dialog', { name: 'Skip this visit?' });
    await within(asked).findByRole('list', { name: 'What will happen' });
    await user.click(within(asked).getByRole('button', { name: 'Skip it' }));
    await screen.findByText('That visit is skipped. The series goes on.');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause visits: Lawn Mowing, fortnightly' });
    await within(dialog).findByRole('list', { name: 'What will happen' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause visits' }));
    await screen.findByRole('button', { name: 'Resume' });

    for (const name of ['SeriesSkipPreviewQuery', 'SkipSeriesVisitMutation'])
      expect(gateway.calls.find((c) => c.operationName === name)?.variables).toEqual({
        input: { guidId: 'visit-102', manageToken: 'token-abc' },
      });
    // the preview and the pause both carry the token
    for (const name of ['SeriesChangePreviewQuery', 'ApplySeriesChangeMutation'])
      expect(gateway.calls.find((c) => c.operationName === name)?.variables).toEqual({
        input: { seriesId: '7', action: 'PAUSE', from: todayInJohannesburg(), manageToken: 'token-abc' },
      });
    expect(gateway.calls.find((c) => c.operationName === 'ManagedVisitSeriesQuery')?.variables).toEqual({
      token: 'token-abc',
    });
  });

  it('shows nothing for a one-off booking', async () => {
    const gateway = fakeGateway({
      VisitSeriesQuery: () => ({
        booking: { __typename: 'Booking', id: '9', guidId: 'one-off', series: null },
      }),
    });
    render(<VisitSeries guidId="one-off" />, { route: '/profile/bookings/one-off', gateway });
    await waitFor(() => expect(gateway.calls).toHaveLength(1));
    await answered();
    expect(screen.queryByRole('region', { name: 'Recurring visits' })).toBeNull();
  });
});
