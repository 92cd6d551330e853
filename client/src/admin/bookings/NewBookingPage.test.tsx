import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGraphQLError, fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { RecordRoute } from '../records/RecordRoute';
import { NewBookingPage } from './NewBookingPage';

const booking = {
  __typename: 'Booking',
  id: '41',
  guidId: 'booking-abc',
  bookingDate: '2031-10-01',
  bookingTime: '10:45 - 11:30',
  status: 'PENDING',
  totalPrice: 350,
  paidAt: null,
  createdAt: null,
  customer: null,
  services: [],
  modifiers: [],
};

function gateway(
  createBooking: (variables: Record<string, unknown>) => unknown,
  more: Parameters<typeof fakeGateway>[0] = {},
) {
  return fakeGateway({
    AdminSelectOptionsQuery: (v) => ({
      adminSelectOptions:
        v.table === 'USERS'
          ? [{ __typename: 'AdminSelectOption', value: '7', label: 'Thandi (t@example.com)' }]
          : v.table === 'PACKAGES'
            ? [{ __typename: 'AdminSelectOption', value: '5', label: 'Spring Revival' }]
            : [{ __typename: 'AdminSelectOption', value: '3', label: 'Lawn Mowing' }],
    }),
    AdminBookingCrewsQuery: () => ({
      adminCrews: [
        { __typename: 'Crew', id: '2', name: 'Crew Green', active: true },
        { __typename: 'Crew', id: '4', name: 'Crew Resting', active: false },
      ],
    }),
    AdminQuoteQuery: (v) => quoteFor(v),
    AdminBookingSlotsQuery: () => ({
      timeSlots: [
        { __typename: 'TimeSlot', label: '10:00 - 10:45', available: false, remaining: 0 },
        { __typename: 'TimeSlot', label: '10:45 - 11:30', available: true, remaining: 2 },
      ],
    }),
    AdminServiceAreasQuery: () => ({
      serviceAreas: [{ __typename: 'ServiceArea', id: '1', suburb: 'Rondebosch', postalCode: '7700' }],
    }),
    AdminNewBookingServiceQuery: () => ({
      service: {
        __typename: 'Service',
        id: '3',
        name: 'Lawn Mowing',
        variations: [
          {
            __typename: 'ServiceVariation',
            variationId: '9',
            variationName: 'Frequency',
            options: [
              {
                __typename: 'ServiceOption',
                id: '91',
                label: 'Fortnightly',
                additionalCost: 0,
                repeatWeeks: 2,
              },
              {
                __typename: 'ServiceOption',
                id: '93',
                label: 'Once-off',
                additionalCost: 120,
                repeatWeeks: null,
              },
            ],
          },
        ],
        addOns: [{ __typename: 'AddOn', id: '61', name: 'Grass clippings composting', price: 80 }],
      },
    }),
    AdminCreateBookingMutation: createBooking,
    ...more,
  });
}

/** The gateway's price for the office's choices (the total is the gateway's, never computed here). */
function quoteFor(variables: Record<string, unknown>) {
  const input = variables.input as { lines: { addOnIds?: string[] }[] };
  const withAddOn = input.lines.some((l) => l.addOnIds?.length);
  return {
    adminQuote: {
      __typename: 'Quote',
      lines: [
        {
          __typename: 'QuoteLine',
          serviceId: '3',
          packageId: null,
          name: 'Lawn Mowing',
          basePrice: 350,
          options: [],
          addOns: withAddOn
            ? [{ __typename: 'QuoteItem', id: '61', name: 'Grass clippings composting', amount: 80 }]
            : [],
          season: null,
          total: withAddOn ? 550 : 470,
        },
      ],
      subtotal: withAddOn ? 550 : 470,
      adjustments: [],
      referralCredit: null,
      officeDiscount: null,
      earned: [],
      total: withAddOn ? 550 : 470,
      token: withAddOn ? 'token-550' : 'token-470',
      repeat: null,
    },
  };
}

/** The gateway's price with the office's discount: its row and lower total; above 15% refused naming the field. */
function discountedQuoteFor(variables: Record<string, unknown>) {
  const discount = variables.discount as { percent: number; reason: string } | undefined;
  const plain = quoteFor(variables);
  if (!discount) return plain;
  if (discount.percent > 15) {
    throw new FakeGraphQLError("The office's discount is at most 15%.", {
      code: 'BAD_USER_INPUT',
      field: 'discount.percent',
    });
  }
  return {
    adminQuote: {
      ...plain.adminQuote,
      officeDiscount: {
        __typename: 'QuoteOfficeDiscount',
        label: `Office discount (${discount.percent}%)`,
        percent: discount.percent,
        amount: -47,
      },
      total: 423,
      token: `token-423-${discount.percent}`,
    },
  };
}

/** The Frequency select of the chosen service: required, and empty until the office chooses. */
const frequency = () => screen.findByRole('combobox', { name: /^Lawn Mowing: Frequency/ });

/** Puts `value` into `field` as one input (a paste): typing each character re-renders the whole form. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /^Customer/ }));
  await user.click(await screen.findByRole('option', { name: 'Thandi (t@example.com)' }));
  await user.click(screen.getByRole('combobox', { name: /^Services/ }));
  await user.click(await screen.findByRole('option', { name: 'Lawn Mowing' }));
  expect(await frequency()).toHaveValue('');
  await user.click(await frequency());
  await user.click(await screen.findByRole('option', { name: /^Once-off/ }));
  await enter(user, screen.getByRole('textbox', { name: /^Street address/ }), '1 Main Road');
  await user.click(screen.getByRole('combobox', { name: /^Suburb/ }));
  await user.click(await screen.findByRole('option', { name: 'Rondebosch' }));
  await enter(user, screen.getByLabelText(/^Date/), '2031-10-01');
  await user.click(screen.getByRole('combobox', { name: /^Time slot/ }));
  const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
  await user.click(within(listbox).getByRole('option', { name: '10:45 - 11:30 (2 free)' }));
}

async function chooseLink(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Send a payment link' }));
  expect(screen.getByTestId('held-until')).toHaveTextContent(
    /^Held until .+: the customer is e-mailed a link/,
  );
}

describe('the admin new-booking page', () => {
  it('books through adminCreateBooking with service lines and an offered slot, never the generic table', async () => {
    const user = userEvent.setup();
    const g = gateway(() => ({ adminCreateBooking: { __typename: 'AdminBookingPayload', booking } }));
    renderAdmin(<NewBookingPage />, {
      route: '/admin/bookings/add',
      path: '/admin/bookings/add',
      gateway: g,
    });
    await fillIn(user);
    // an add-on of the service, and a crew (only active crews are offered)
    await user.click(screen.getByRole('combobox', { name: /^Add-ons for Lawn Mowing/ }));
    await user.click(await screen.findByRole('option', { name: /^Grass clippings composting/ }));
    await user.click(screen.getByRole('combobox', { name: /^Crew/ }));
    expect(screen.queryByRole('option', { name: 'Crew Resting' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Crew Green' }));
    // the price is the gateway's quote for exactly these choices, in the checkout's breakdown
    expect(await screen.findByTestId('office-quote-total')).toHaveTextContent('550');

    // how it will be paid is required: nothing is sent before it is chosen
    await user.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Choose how it will be paid.')).toBeInTheDocument();
    expect(g.calls.map((c) => c.operationName)).not.toContain('AdminCreateBookingMutation');

    await chooseLink(user);
    await user.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Now at /admin/bookings/41', {}, { timeout: 10_000 })).toBeInTheDocument();

    const sent = g.calls.find((c) => c.operationName === 'AdminCreateBookingMutation');
    expect(sent?.variables).toEqual({
      input: {
        userId: '7',
        booking: {
          date: '2031-10-01',
          timeSlot: '10:45 - 11:30',
          lines: [{ serviceId: '3', optionIds: ['93'], addOnIds: ['61'] }],
        },
        // the postal code comes with the chosen suburb
        address: { street: '1 Main Road', suburb: 'Rondebosch', postalCode: '7700', propertyNotes: null },
        crewId: '2',
        // the price promise: what the office was shown
        quoteToken: 'token-550',
        expectedTotal: 550,
        payment: { way: 'LINK', holdHours: 48 },
      },
    });
    expect(g.calls.map((c) => c.operationName)).not.toContain('AdminCreateRowMutation');
  }, 120_000);

  it('books a new phone-in customer paid by EFT, with the reference', async () => {
    const user = userEvent.setup();
    const g = gateway(() => ({ adminCreateBooking: { __typename: 'AdminBookingPayload', booking } }));
    renderAdmin(<NewBookingPage />, {
      route: '/admin/bookings/add',
      path: '/admin/bookings/add',
      gateway: g,
    });
    await user.click(await screen.findByText('New customer'));
    await enter(user, screen.getByRole('textbox', { name: /^Name/ }), 'Sipho Dlamini');
    await enter(user, screen.getByRole('textbox', { name: /^E-mail/ }), 'sipho@example.com');
    await enter(user, screen.getByRole('textbox', { name: /^Phone/ }), '082 555 0101');
    await user.click(screen.getByRole('combobox', { name: /^Services/ }));
    await user.click(await screen.findByRole('option', { name: 'Lawn Mowing' }));
    await user.click(await frequency());
    await user.click(await screen.findByRole('option', { name: /^Once-off/ }));
    await enter(user, screen.getByRole('textbox', { name: /^Street address/ }), '1 Main Road');
    await user.click(screen.getByRole('combobox', { name: /^Suburb/ }));
    await user.click(await screen.findByRole('option', { name: 'Rondebosch' }));
    await enter(user, screen.getByLabelText(/^Date/), '2031-10-01');
    await user.click(screen.getByRole('combobox', { name: /^Time slot/ }));
    const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
    await user.click(within(listbox).getByRole('option', { name: '10:45 - 11:30 (2 free)' }));
    expect(await screen.findByTestId('office-quote-total')).toHaveTextContent('470');
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await enter(user, screen.getByRole('textbox', { name: /^Reference/ }), 'FNB 7781');
    await user.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Now at /admin/bookings/41', {}, { timeout: 10_000 })).toBeInTheDocument();

    const sent = g.calls.find((c) => c.operationName === 'AdminCreateBookingMutation');
    expect(sent?.variables.input).toMatchObject({
      customer: { name: 'Sipho Dlamini', email: 'sipho@example.com', phone: '082 555 0101' },
      quoteToken: 'token-470',
      payment: { way: 'PAID', received: { method: 'EFT', reference: 'FNB 7781' } },
    });
    expect(sent?.variables.input).not.toHaveProperty('userId');
    // the quote was asked for this new customer's contact details
    const quoted = g.calls.filter((c) => c.operationName === 'AdminQuoteQuery').at(-1);
    expect(quoted?.variables.customer).toEqual({ email: 'sipho@example.com', phone: '082 555 0101' });
  }, 120_000);

  it("gives the office's own discount with its reason: the gateway's row and total, sent with the save; above the max refused in words", async () => {
    const user = userEvent.setup();
    const g = gateway(() => ({ adminCreateBooking: { __typename: 'AdminBookingPayload', booking } }), {
      AdminOfficeDiscountMaxQuery: () => ({ adminOfficeDiscountMaxPercent: 15 }),
      AdminQuoteQuery: (v) => discountedQuoteFor(v),
    });
    renderAdmin(<NewBookingPage />, {
      route: '/admin/bookings/add',
      path: '/admin/bookings/add',
      gateway: g,
    });
    await fillIn(user);
    expect(await screen.findByTestId('office-quote-total')).toHaveTextContent('470');

    const percent = await screen.findByRole('textbox', { name: /^Discount \(%\)/ });
    expect(screen.getByText(/up to 15%/)).toBeInTheDocument();
    await enter(user, percent, '20');
    await enter(user, screen.getByRole('textbox', { name: /^Reason/ }), 'Neighbour of a regular');
    expect(
      await screen.findByText("The office's discount is at most 15%.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await user.clear(percent);
    await enter(user, percent, '10');
    expect(await screen.findByText('Office discount (10%)', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('office-quote-total')).toHaveTextContent('423');

    await chooseLink(user);
    await user.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Now at /admin/bookings/41', {}, { timeout: 10_000 })).toBeInTheDocument();
    const sent = g.calls.find((c) => c.operationName === 'AdminCreateBookingMutation');
    expect(sent?.variables.input).toMatchObject({
      discount: { percent: 10, reason: 'Neighbour of a regular' },
      quoteToken: 'token-423-10',
      expectedTotal: 423,
    });
  }, 120_000);

  it('hides the discount when the gateway allows none', async () => {
    const g = gateway(() => ({}), {
      AdminOfficeDiscountMaxQuery: () => ({ adminOfficeDiscountMaxPercent: 0 }),
    });
    renderAdmin(<NewBookingPage />, {
      route: '/admin/bookings/add',
      path: '/admin/bookings/add',
      gateway: g,
    });
    expect(await screen.findByRole('heading', { name: 'New booking' })).toBeInTheDocument();
    await screen.findByRole('combobox', { name: /^Customer/ });
    expect(g.calls.map((c) => c.operationName)).toContain('AdminOfficeDiscountMaxQuery');
    expect(screen.queryByRole('textbox', { name: /^Discount/ })).not.toBeInTheDocument();
  }, 120_000);

  it("shows the gateway's refusal next to the field it names", async () => {
    const user = userEvent.setup();
    const g = gateway(() => {
      throw new FakeGraphQLError('This time slot is fully booked. Please choose another slot.', {
        code: 'SLOT_FULL',
        field: 'booking.timeSlot',
      });
    });
    // /admin/bookings/add opens this page, not the generic record form.
    renderAdmin(<RecordRoute />, { route: '/admin/bookings/add', path: '/admin/:tableId/:id', gateway: g });
    expect(await screen.findByRole('heading', { name: 'New booking' })).toBeInTheDocument();
    await fillIn(user);
    await chooseLink(user);
    await user.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(
      await screen.findByText(
        'This time slot is fully booked. Please choose another slot.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  }, 120_000);
});
