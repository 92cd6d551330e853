import { describe, expect, it, vi } from 'vitest';
import { configure, fakeGateway, refusal, render, screen, userEvent, within } from '../../test-utils/render';
import { todayInJohannesburg } from '../checkout/johannesburgDate';
import { SeriesChangeModal } from './SeriesChangeModal';

configure({ asyncUtilTimeout: 10_000 });

const place = (date: string, time = '10:00 - 10:45', price = 350, crewName: string | null = null) => ({
  __typename: 'SeriesVisitPlace',
  date,
  time,
  crewName,
  price,
});

const change = (over: Record<string, unknown>) => ({
  __typename: 'SeriesVisitChange',
  guidId: 'visit-102',
  what: 'CANCELLED',
  paid: false,
  refund: 0,
  restored: false,
  before: place('2099-01-15'),
  after: null,
  ...over,
});

const preview = (changes: unknown[]) => ({
  seriesChangePreview: { __typename: 'SeriesChangePreview', refundTotal: 0, changes },
});

const applied = {
  changeSeries: {
    __typename: 'ChangeSeriesPayload',
    series: {
      __typename: 'BookingSeries',
      id: '7',
      kind: 'REPEAT',
      status: 'PAUSED',
      name: 'Lawn Mowing, fortnightly',
      repeatWeeks: 2,
      bookingTime: '10:00 - 10:45',
      startDate: '2099-01-01',
      endDate: null,
      nextDate: null,
      visitPrice: 350,
      visits: [],
      upcomingVisits: [],
    },
    changes: [{ __typename: 'SeriesVisitChange', what: 'CANCELLED' }],
  },
};

describe('the series change dialog', () => {
  it('shows what a pause does, asks before cancelling the paid visits, and sends what was previewed', async () => {
    const previews: unknown[] = [];
    const gateway = fakeGateway({
      SeriesChangePreviewQuery: (variables) => {
        const input = variables['input'] as { paidVisitIds?: string[] };
        previews.push(input);
        return preview(
          input.paidVisitIds
            ? [
                change({}),
                change({ guidId: 'visit-103', paid: true, refund: 350, before: place('2099-01-29') }),
              ]
            : [
                change({}),
                change({
                  guidId: 'visit-103',
                  what: 'KEPT',
                  paid: true,
                  before: place('2099-01-29'),
                  after: place('2099-01-29'),
                }),
              ],
        );
      },
      ApplySeriesChangeMutation: () => applied,
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(
      <SeriesChangeModal
        opened
        onClose={() => undefined}
        onDone={onDone}
        seriesId="7"
        seriesName="Lawn Mowing, fortnightly"
        action="PAUSE"
        manageToken="token-abc"
      />,
      { gateway },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pause visits: Lawn Mowing, fortnightly' });
    const list = await within(dialog).findByRole('list', { name: 'What will happen' });
    expect(list).toHaveTextContent('Cancelled: Thursday, 15 January 2099, 10:00 - 10:45');
    expect(list).toHaveTextContent('Stays booked (paid): Thursday, 29 January 2099, 10:00 - 10:45');

    const question = within(dialog).getByRole('checkbox', {
      name: /^This visit is paid: cancel it and owe R\s350,00 back\?$/,
    });
    await user.click(question);
    expect(
      await within(dialog).findByText(
        /^Cancelled: Thursday, 29 January 2099, 10:00 - 10:45 \(paid: R\s350,00 to be refunded\)$/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox')).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Pause visits' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = gateway.calls.find((c) => c.operationName === 'ApplySeriesChangeMutation')?.variables;
    expect(sent).toEqual({
      input: {
        seriesId: '7',
        action: 'PAUSE',
        from: todayInJohannesburg(),
        paidVisitIds: ['visit-103'],
        manageToken: 'token-abc',
      },
    });
    expect(previews[0]).toEqual({
      seriesId: '7',
      action: 'PAUSE',
      from: todayInJohannesburg(),
      manageToken: 'token-abc',
    });
  });

  it("lets the office change the time and crew from a date, and shows the gateway's refusal", async () => {
    const gateway = fakeGateway({
      // the company's calendar: the start times offered (Monday to Saturday 10:00-17:30, 45 minutes)
      SeriesStartTimes: () => ({
        adminCalendar: {
          __typename: 'CompanyCalendar',
          slotMinutes: 45,
          hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
            __typename: 'CalendarDayHours',
            weekday,
            opensAt: weekday === 0 ? null : '10:00',
            closesAt: weekday === 0 ? null : '17:30',
          })),
        },
      }),
      SeriesChangePreviewQuery: () => {
        throw refusal(
          'SLOT_FULL',
          'The visit of 2099-01-15 (10:00 - 10:45) cannot change to 2099-01-15 (13:00 - 13:45): that time slot is fully booked. Nothing was changed.',
        );
      },
    });
    const user = userEvent.setup();
    render(
      <SeriesChangeModal
        opened
        onClose={() => undefined}
        onDone={() => undefined}
        seriesId="7"
        seriesName="Lawn Mowing, fortnightly"
        action="CHANGE"
        crews={[{ id: '3', name: 'Green Team' }]}
      />,
      { gateway },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the series: Lawn Mowing, fortnightly' });
    expect(within(dialog).getByText('Choose what changes.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply the change' })).toBeDisabled();
    const time = within(dialog).getByRole('combobox', { name: 'Time' });
    // the calendar's start times are offered once the gateway has answered
    await vi.waitFor(() => expect(gateway.calls.map((c) => c.operationName)).toContain('SeriesStartTimes'));
    await user.click(time);
    await screen.findByText('13:00 - 13:45');
    await user.type(time, '13:00 - 13');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await within(dialog).findByTestId('series-change-refused')).toHaveTextContent(
      'that time slot is fully booked. Nothing was changed.',
    );
    expect(within(dialog).getByRole('button', { name: 'Apply the change' })).toBeDisabled();
    const asked = gateway.calls.find((c) => c.operationName === 'SeriesChangePreviewQuery')?.variables;
    expect(asked).toEqual({
      input: {
        seriesId: '7',
        action: 'CHANGE',
        from: todayInJohannesburg(),
        change: { bookingTime: '13:00 - 13:45' },
      },
    });
  });
});
