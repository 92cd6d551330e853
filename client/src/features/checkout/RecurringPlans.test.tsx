import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { configure, fakeGateway, render, screen, userEvent, waitFor, within } from '../../test-utils/render';
import { DateTimeStep } from './steps/DateTimeStep';
import { saveBooking } from '../booking/bookingStorage';
import { loadBooking } from '../booking/bookingSchema';

// the fake gateway answers on a timer: give a shared, busy machine time
configure({ asyncUtilTimeout: 10_000 });

const LABELS = ['10:00 - 10:45', '10:45 - 11:30'];

const slots = (variables: Record<string, unknown>) => ({
  timeSlots: LABELS.map((label) => ({
    label,
    start: label.slice(0, 5),
    end: label.slice(8),
    available: true,
    remaining: 1,
    finish: label.slice(8),
    finishDate: variables['date'],
  })),
  visitPlan: {
    minutes: 45,
    slotCount: 1,
    days: 1,
    minLeadMinutes: 0,
    nextDateWithRoom: null,
    seasonNotice: null,
  },
});

const option = (id: string, label: string, repeatWeeks: number | null) => ({
  id,
  label,
  description: null,
  additionalCost: 0,
  fullPrice: 350,
  repeatWeeks,
});

/** Lawn Mowing with a Frequency variation: Once-off, Fortnightly (2 weeks), Monthly (4 weeks). */
const mowing = {
  service: {
    __typename: 'Service',
    id: '1',
    name: 'Lawn Mowing',
    description: null,
    imageUrl: null,
    basePrice: 350,
    fromPrice: 350,
    durationMinutes: 45,
    quoteOnly: false,
    status: 'ACTIVE',
    category: { id: '1', name: 'Lawn Care' },
    variations: [
      {
        variationId: '30',
        variationName: 'Frequency',
        options: [option('31', 'Once-off', null), option('32', 'Fortnightly', 2), option('33', 'Monthly', 4)],
      },
    ],
    addOns: [],
  },
};

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderStep(gateway: ReturnType<typeof fakeGateway>) {
  render(
    <Routes>
      <Route path="/booking-checkout/date-time" element={<DateTimeStep />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/booking-checkout/date-time', gateway },
  );
}

describe('the checkout before paying, for a booking that repeats', () => {
  it('says how often and how each visit is paid, lists the next dates, and keeps an optional Repeat until', async () => {
    saveBooking({
      lines: [{ kind: 'service', key: 'a', serviceId: '1', options: { '30': '32' }, addOnIds: [] }],
      modifiers: {},
      date: '2099-01-01',
      slot: null,
    });
    const user = userEvent.setup();
    renderStep(fakeGateway({ CheckoutTimeSlotsQuery: slots, ServiceRouteQuery: () => mowing }));

    const plan = await screen.findByRole('region', { name: 'This booking repeats' });
    expect(within(plan).getByTestId('repeat-summary')).toHaveTextContent(
      'Every 2 weeks on Thursdays; the first visit is paid now, each later visit from its reminder e-mail.',
    );
    await user.click(await screen.findByRole('button', { name: '10:00 - 10:45' }));
    expect(within(plan).getByTestId('repeat-summary')).toHaveTextContent(
      'Every 2 weeks on Thursdays at 10:00 - 10:45; the first visit is paid now, each later visit from its reminder e-mail.',
    );
    const dates = within(within(plan).getByRole('list', { name: 'Next visits' })).getAllByRole('listitem');
    expect(dates.map((d) => d.textContent)).toEqual([
      'Thursday, 1 January 2099',
      'Thursday, 15 January 2099',
      'Thursday, 29 January 2099',
      'Thursday, 12 February 2099',
    ]);

    // a last date before the first visit is refused and holds the checkout back
    const until = within(plan).getByLabelText(/Repeat until/);
    expect(until).toHaveAttribute('min', '2099-01-01');
    await user.type(until, '2098-12-31');
    expect(await within(plan).findByText('The last visit cannot be before the first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByTestId('where')).toBeNull();

    await user.clear(until);
    await user.type(until, '2099-01-20');
    await waitFor(() => expect(loadBooking().repeatUntil).toBe('2099-01-20'));
    expect(
      within(within(plan).getByRole('list', { name: 'Next visits' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/booking-checkout/contact');
  });

  it("shows what each later visit costs, as the gateway's quote prices it, before paying", async () => {
    saveBooking({
      lines: [{ kind: 'service', key: 'a', serviceId: '1', options: { '30': '32' }, addOnIds: [] }],
      modifiers: {},
      date: '2099-01-01',
      slot: null,
    });
    const quote = () => ({
      quote: {
        __typename: 'Quote',
        lines: [
          {
            serviceId: '1',
            packageId: null,
            name: 'Lawn Mowing',
            basePrice: 350,
            options: [{ id: '32', name: 'Fortnightly', variationName: 'Frequency', amount: 0 }],
            addOns: [],
            season: null,
            total: 350,
          },
        ],
        subtotal: 350,
        adjustments: [],
        earned: [],
        total: 263,
        repeat: {
          everyWeeks: 2,
          laterVisitTotal: 350,
          differences: ['without the First-time customer discount'],
        },
      },
    });
    renderStep(
      fakeGateway({ CheckoutTimeSlotsQuery: slots, ServiceRouteQuery: () => mowing, QuoteQuery: quote }),
    );
    const plan = await screen.findByRole('region', { name: 'This booking repeats' });
    expect(await within(plan).findByTestId('later-visit-price')).toHaveTextContent(
      /^Each later visit: R\s?350,00 \(without the First-time customer discount\)$/,
    );
  });

  it('says nothing of repeats for a once-off option', async () => {
    saveBooking({
      lines: [{ kind: 'service', key: 'a', serviceId: '1', options: { '30': '31' }, addOnIds: [] }],
      modifiers: {},
      date: '2099-01-01',
      slot: null,
    });
    const gateway = fakeGateway({ CheckoutTimeSlotsQuery: slots, ServiceRouteQuery: () => mowing });
    renderStep(gateway);
    await screen.findByRole('button', { name: '10:00 - 10:45' });
    await waitFor(() => expect(gateway.calls.map((c) => c.operationName)).toContain('ServiceRouteQuery'));
    expect(screen.queryByRole('region', { name: 'This booking repeats' })).toBeNull();
    expect(screen.queryByLabelText(/Repeat until/)).toBeNull();
  });
});

describe('the checkout before paying, for several repeating services', () => {
  /** Mowing (service 1) and the same Frequency on Hedge Trimming (service 2). */
  const byId = (variables: Record<string, unknown>) => ({
    service: {
      ...mowing.service,
      id: variables['id'],
      name: variables['id'] === '1' ? 'Lawn Mowing' : 'Hedges',
    },
  });
  const lines = (mowingOption: string, hedgeOption: string) => [
    { kind: 'service' as const, key: 'a', serviceId: '1', options: { '30': mowingOption }, addOnIds: [] },
    { kind: 'service' as const, key: 'b', serviceId: '2', options: { '30': hedgeOption }, addOnIds: [] },
  ];

  it('shows one plan when they repeat at the same interval', async () => {
    saveBooking({ lines: lines('32', '32'), modifiers: {}, date: '2099-01-01', slot: null });
    renderStep(fakeGateway({ CheckoutTimeSlotsQuery: slots, ServiceRouteQuery: byId }));
    expect(await screen.findByRole('region', { name: 'This booking repeats' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Repeat until/)).toHaveLength(1);
  });

  it('says a booking repeats at one interval when they differ', async () => {
    saveBooking({ lines: lines('32', '33'), modifiers: {}, date: '2099-01-01', slot: null });
    renderStep(fakeGateway({ CheckoutTimeSlotsQuery: slots, ServiceRouteQuery: byId }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your services repeat every 2 weeks and every 4 weeks. Please choose the same frequency for each, or book them separately.',
    );
    expect(screen.queryByRole('region', { name: 'This booking repeats' })).toBeNull();
  });
});

describe('the checkout before paying, for a seasonal programme', () => {
  it("shows the programme's dated visits for the chosen date, paid once", async () => {
    saveBooking({
      lines: [{ kind: 'package', key: 'p', packageId: '4' }],
      modifiers: {},
      date: '2099-03-02',
      slot: null,
    });
    const gateway = fakeGateway({
      CheckoutTimeSlotsQuery: slots,
      ProgrammePlanQuery: () => ({
        programmePlan: [
          { date: '2099-03-02', week: 0, services: ['Lawn Mowing', 'Fertilising'] },
          { date: '2099-03-30', week: 4, services: ['Lawn Mowing'] },
        ],
      }),
    });
    renderStep(gateway);
    const plan = await screen.findByRole('region', { name: "Your programme's visits" });
    expect(within(plan).getByTestId('programme-paid-once')).toHaveTextContent(
      "Paid once now: the package's price covers all 2 visits",
    );
    const visits = within(within(plan).getByRole('list', { name: 'Programme visits' })).getAllByRole(
      'listitem',
    );
    expect(visits.map((v) => v.textContent)).toEqual([
      'Monday, 2 March 2099: Lawn Mowing, Fertilising',
      'Monday, 30 March 2099: Lawn Mowing',
    ]);
    expect(gateway.calls.find((c) => c.operationName === 'ProgrammePlanQuery')?.variables).toEqual({
      packageId: '4',
      date: '2099-03-02',
    });
  });

  it('shows both plans for a package booked with a repeating service (the booking starts both)', async () => {
    saveBooking({
      lines: [
        { kind: 'service', key: 'a', serviceId: '1', options: { '30': '32' }, addOnIds: [] },
        { kind: 'package', key: 'p', packageId: '4' },
      ],
      modifiers: {},
      date: '2099-03-02',
      slot: null,
    });
    renderStep(
      fakeGateway({
        CheckoutTimeSlotsQuery: slots,
        ServiceRouteQuery: () => mowing,
        ProgrammePlanQuery: () => ({
          programmePlan: [{ date: '2099-03-02', week: 0, services: ['Fertilising'] }],
        }),
      }),
    );
    expect(await screen.findByRole('region', { name: 'This booking repeats' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: "Your programme's visits" })).toBeInTheDocument();
  });
});
