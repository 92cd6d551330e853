import { describe, expect, it } from 'vitest';
import type { SeriesCard_SeriesFragment } from '../../__generated__/graphql';
import { fakeGateway, render, screen, within } from '../../test-utils/render';
import { makeFragmentData } from '../../__generated__/fragment-masking';
import { SeriesCard, SeriesCard_series } from './SeriesCard';

const visit = (
  id: string,
  date: string,
  over: Partial<SeriesCard_SeriesFragment['upcomingVisits'][number]> = {},
) => ({
  id,
  guidId: `visit-${id}`,
  bookingDate: date,
  bookingTime: '10:00 - 10:45',
  visitTime: '10:00 - 10:45',
  status: 'PENDING' as const,
  payLater: true,
  movedFrom: null,
  movedNotice: null,
  paidAt: null,
  totalPrice: 350,
  ...over,
});

const series = (over: Partial<SeriesCard_SeriesFragment> = {}): SeriesCard_SeriesFragment => ({
  id: '7',
  kind: 'REPEAT',
  status: 'ACTIVE',
  name: 'Lawn Mowing, fortnightly',
  repeatWeeks: 2,
  bookingTime: '10:00 - 10:45',
  startDate: '2099-01-01',
  endDate: null,
  visitPrice: 350,
  firstVisitId: '101',
  upcomingVisits: [
    visit('102', '2099-01-15', { movedFrom: '2099-01-14 10:00 - 10:45' }),
    visit('103', '2099-01-29', { status: 'CONFIRMED', payLater: false, paidAt: '2099-01-01T08:00:00Z' }),
  ],
  ...over,
});

describe("the customer's series card", () => {
  it('shows the cadence, the status, where a visit moved from, Pay while it waits, and the series changes', async () => {
    render(<SeriesCard series={makeFragmentData(series(), SeriesCard_series)} />, {
      gateway: fakeGateway({}),
    });
    const card = await screen.findByTestId('series-card');
    expect(card).toHaveTextContent('Recurring visits · every 2 weeks at 10:00 - 10:45');
    expect(card.querySelector('[data-status="ACTIVE"]')).toHaveTextContent('Active');
    const [first, second] = within(card).getAllByTestId('series-visit');
    expect(first).toHaveTextContent('Moved from Wednesday, 14 January 2099, 10:00 - 10:45');
    expect(within(first!).getByRole('link', { name: 'Pay' })).toBeInTheDocument();
    expect(within(second!).queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(within(card).getAllByRole('button', { name: 'Skip this visit' })).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Stop series' })).toBeInTheDocument();
  });

  it("keeps a programme's first visit and offers no pause or stop", async () => {
    const programme = series({
      kind: 'PROGRAMME',
      repeatWeeks: null,
      firstVisitId: '102',
      upcomingVisits: [
        visit('102', '2099-01-15', { status: 'CONFIRMED', payLater: false }),
        visit('103', '2099-01-29', { status: 'CONFIRMED', payLater: false, totalPrice: 0 }),
      ],
    });
    render(<SeriesCard series={makeFragmentData(programme, SeriesCard_series)} />, {
      gateway: fakeGateway({}),
    });
    const [first, second] = await screen.findAllByTestId('series-visit');
    expect(within(first!).queryByRole('button', { name: 'Skip this visit' })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Skip this visit' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Paid with the programme');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop series' })).toBeNull();
  });
});
