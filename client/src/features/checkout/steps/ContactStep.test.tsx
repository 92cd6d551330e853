import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { fakeGateway, refusal, render, screen, userEvent, waitFor, within } from '../../../test-utils/render';
import { FakeGraphQLError } from '../../../test-utils/fakeGateway';
import {
  ContactStep,
  BOOKING_MISSING,
  EARLIER_BOOKING_KEPT_MESSAGE,
  STILL_TRYING,
  priceChangedMessage,
} from './ContactStep';
import { forgetContactDraft } from '../contactDraft';
import { TEST_SITE_INFO } from '../../../test-utils/siteInfo';
import { SA_PHONE_MESSAGE } from '@greenleaf/shared/sa-phone';
import { BOOKING_STORAGE_KEY, saveBooking, type StoredBooking } from '../../booking/bookingStorage';

const ready: StoredBooking = {
  lines: [{ kind: 'service', key: 'a', serviceId: '1', options: { '10': '2' }, addOnIds: ['7'] }],
  modifiers: { '1': '2' },
  date: '2030-03-14',
  slot: '10:00 - 10:45',
};

const savedBooking = {
  __typename: 'Booking',
  id: '9',
  guidId: 'booking-abc-123',
  bookingDate: '2030-03-14',
  bookingTime: '10:00 - 10:45',
  status: 'PENDING',
  totalPrice: 500,
  paidAt: null,
  customer: null,
  services: [],
  modifiers: [],
};
const newUser = {
  id: '5',
  name: 'Nomsa',
  email: 'nomsa@example.test',
  phone: '082',
  address: null,
  role: 'CLIENT',
};

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

/** The suburbs the office serves, as the contact step asks for them. */
const places = () => ({
  serviceAreas: [
    { id: '1', suburb: 'Rondebosch', postalCode: '7700' },
    { id: '2', suburb: 'Century City', postalCode: '7441' },
  ],
  me: null,
});

/** A fake gateway where nobody is signed in and the office serves `places`. */
const gatewayWith = (answers: Parameters<typeof fakeGateway>[0] = {}) =>
  fakeGateway({ SessionQuery: () => ({ me: null }), CheckoutAddressQuery: places, ...answers });

beforeEach(() => forgetContactDraft());

function renderStep(gateway = gatewayWith()) {
  render(
    <Routes>
      <Route path="/booking-checkout/contact" element={<ContactStep />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/booking-checkout/contact', gateway },
  );
  return gateway;
}

/**
 * Puts `value` into `field` as one input (a paste): what the step does with a value does not depend
 * on the keystrokes that made it, and typing each character of every field re-renders the whole form
 * (about 5 s a test).
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  if (values.name) await enter(user, screen.getByRole('textbox', { name: /Full name/ }), values.name);
  if (values.email) await enter(user, screen.getByRole('textbox', { name: /Email/ }), values.email);
  if (values.password)
    await enter(user, screen.getByLabelText(/Password/, { selector: 'input' }), values.password);
  if (values.phone) await enter(user, screen.getByRole('textbox', { name: /Phone/ }), values.phone);
  await fillAddress(user);
}

/** A new customer with every field filled in. */
const NOMSA = { name: 'Nomsa', email: 'nomsa@example.test', password: 'password-123', phone: '0821234567' };

/** A gateway where nobody is signed in and the booking saves (with its new account). */
const savingGateway = () =>
  gatewayWith({
    CreateBookingMutation: () => ({ createBooking: { booking: savedBooking, user: newUser } }),
  });

/** The visit's address, which the contact step asks of every customer. */
async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByRole('textbox', { name: /Street address/ }), '12 Oak Street');
  await enter(user, screen.getByRole('combobox', { name: /Suburb/ }), 'Rondebosch');
}

describe('ContactStep', () => {
  it('shows every field error at once, each beside its field, with the cursor in the first', async () => {
    saveBooking(ready);
    const user = userEvent.setup();
    const gateway = renderStep();
    await waitFor(() =>
      expect(gateway.calls.some((c) => c.operationName === 'CheckoutAddressQuery')).toBe(true),
    );
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Nomsa');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nomsa@');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const street = screen.getByRole('textbox', { name: /Street address/ });
    expect(street).toHaveAccessibleDescription(
      expect.stringContaining('Enter the street address of the visit'),
    );
    expect(screen.getByRole('combobox', { name: /Suburb/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the suburb of the visit'),
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid e-mail address'),
    );
    expect(screen.getByLabelText(/Password/, { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password'),
    );
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      expect.stringContaining(SA_PHONE_MESSAGE),
    );
    expect(screen.getByRole('textbox', { name: /Full name/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveFocus();
    expect(screen.queryByText(/Please fill in all fields/)).toBeNull();
    expect(gateway.calls.some((c) => c.operationName === 'CreateBookingMutation')).toBe(false);
  });

  it("answers an unserved suburb at once with the office's phone, and puts the e-mail on the area's waitlist", async () => {
    saveBooking(ready);
    const user = userEvent.setup();
    const gateway = renderStep(gatewayWith({ JoinAreaWaitlistMutation: () => ({ joinAreaWaitlist: true }) }));
    await waitFor(() =>
      expect(gateway.calls.some((c) => c.operationName === 'CheckoutAddressQuery')).toBe(true),
    );
    await user.type(screen.getByRole('combobox', { name: /Suburb/ }), 'Stellenbosch');
    // Before anything else is filled in or sent.
    expect(await screen.findByText('We do not work in Stellenbosch yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEST_SITE_INFO.phone })).toHaveAttribute(
      'href',
      TEST_SITE_INFO.phoneHref,
    );
    const waitlist = screen.getByRole('form', { name: 'Tell me when you come to my area' });
    await user.type(within(waitlist).getByRole('textbox', { name: /Your e-mail/ }), 'lindiwe@example.test');
    await user.click(within(waitlist).getByRole('button', { name: 'Tell me when you come to Stellenbosch' }));
    expect(
      await screen.findByText(/we will e-mail you when we start working in Stellenbosch/),
    ).toBeInTheDocument();
    const call = gateway.calls.find((c) => c.operationName === 'JoinAreaWaitlistMutation');
    expect(call?.variables['input']).toEqual({ email: 'lindiwe@example.test', suburb: 'Stellenbosch' });
  });

  it('offers the served suburbs with their postal codes, and books the chosen one', async () => {
    saveBooking(ready);
    const user = userEvent.setup();
    const gateway = renderStep(savingGateway());
    await waitFor(() =>
      expect(gateway.calls.some((c) => c.operationName === 'CheckoutAddressQuery')).toBe(true),
    );
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '1 Bridgeways');
    // The choice as offered: "Suburb (postal code)".
    await user.type(screen.getByRole('combobox', { name: /Suburb/ }), 'Century City (7441)');
    expect(screen.getByRole('combobox', { name: /Suburb/ })).toHaveValue('Century City (7441)');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), NOMSA.name);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), NOMSA.email);
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), NOMSA.password);
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+27 (0)82 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payments/'));
    const call = gateway.calls.find((c) => c.operationName === 'CreateBookingMutation');
    expect(call?.variables['input']).toMatchObject({
      address: { street: '1 Bridgeways', suburb: 'Century City', postalCode: '7441' },
      customer: { phone: '+27 (0)82 555 0199' },
    });
  }, 40_000);

  it('keeps what was typed when the chosen time is taken while saving (back to the date step)', async () => {
    saveBooking(ready);
    const user = userEvent.setup();
    const gateway = gatewayWith({
      CreateBookingMutation: () => {
        throw refusal('SLOT_FULL');
      },
    });
    const view = render(
      <Routes>
        <Route path="/booking-checkout/contact" element={<ContactStep />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/booking-checkout/contact', gateway },
    );
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/booking-checkout/date-time'));
    view.unmount();
    // Another time chosen: the contact step again, with everything as it was typed.
    renderStep(gatewayWith());
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(NOMSA.name);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(NOMSA.email);
    expect(screen.getByLabelText(/Password/, { selector: 'input' })).toHaveValue(NOMSA.password);
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue(NOMSA.phone);
    expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('12 Oak Street');
    expect(screen.getByRole('combobox', { name: /Suburb/ })).toHaveValue('Rondebosch');
  });

  it('asks for the address once: no second "Address" field', async () => {
    saveBooking(ready);
    renderStep();
    expect(screen.queryByRole('textbox', { name: /^Address/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Street address/ })).toBeInTheDocument();
  });

  it("says 'Booking data is missing' without a complete booking", async () => {
    saveBooking({ ...ready, slot: null });
    const user = userEvent.setup();
    renderStep();
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText(BOOKING_MISSING)).toBeInTheDocument();
  });

  it('saves the customer and the booking, clears the local booking and goes to payments', async () => {
    saveBooking(ready);
    const user = userEvent.setup();
    const gateway = renderStep(savingGateway());
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/booking-checkout/payments/booking-abc-123'),
    );
    const call = gateway.calls.find((c) => c.operationName === 'CreateBookingMutation');
    expect(call?.variables['input']).toMatchObject({
      booking: {
        lines: [{ serviceId: '1', optionIds: ['2'], addOnIds: ['7'] }],
        modifierOptionIds: ['2'],
        date: '2030-03-14',
        timeSlot: '10:00 - 10:45',
      },
      customer: {
        name: 'Nomsa',
        email: 'nomsa@example.test',
        password: 'password-123',
        phone: '0821234567',
        // One address: the visit's is the new account's.
        address: '12 Oak Street, Rondebosch, 7700',
      },
      idempotencyKey: expect.any(String),
    });
    // only choices travel, never prices (no quote was shown here, so no total binds it either)
    expect(JSON.stringify(call?.variables)).not.toMatch(/price|total/i);
    expect(window.localStorage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
  });

  it('says a booking changed after its first save was kept as first sent, and the next Continue makes a new one', async () => {
    saveBooking(ready);
    const user = userEvent.setup();
    let answers = 0;
    const gateway = renderStep(
      gatewayWith({
        CreateBookingMutation: () => {
          answers += 1;
          if (answers === 1)
            throw refusal('DUPLICATE', 'Already used for a different request', { field: 'idempotencyKey' });
          return { createBooking: { booking: savedBooking, user: newUser } };
        },
      }),
    );
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText(EARLIER_BOOKING_KEPT_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/booking-checkout/payments/booking-abc-123'),
    );
    const keys = gateway.calls
      .filter((c) => c.operationName === 'CreateBookingMutation')
      .map((c) => (c.variables['input'] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('asks an existing customer to sign in instead, with the real login form', async () => {
    saveBooking(ready);
    const user = userEvent.setup();
    renderStep(
      gatewayWith({
        CreateBookingMutation: () => {
          throw refusal('EMAIL_TAKEN');
        },
      }),
    );
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText(/already exists\. Please sign in instead/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('form', { name: 'Your details' })).toBeInTheDocument();
  });

  it('retries a BUSY answer with the same key, saying it is still trying, and keeps the key with the booking', async () => {
    saveBooking({ ...ready, idempotencyKey: undefined });
    const user = userEvent.setup();
    let answers = 0;
    const gateway = renderStep(
      gatewayWith({
        CreateBookingMutation: () => {
          answers += 1;
          if (answers <= 2) throw refusal('BUSY');
          return { createBooking: { booking: savedBooking, user: newUser } };
        },
      }),
    );
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByText(STILL_TRYING)).toBeInTheDocument();
    // A reload now would send the same key: it is stored with the booking.
    const stored = JSON.parse(window.localStorage.getItem(BOOKING_STORAGE_KEY) ?? '{}');
    expect(stored.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);

    await waitFor(
      () =>
        expect(screen.getByTestId('where')).toHaveTextContent('/booking-checkout/payments/booking-abc-123'),
      { timeout: 5000 },
    );
    const keys = gateway.calls
      .filter((c) => c.operationName === 'CreateBookingMutation')
      .map((c) => (c.variables['input'] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual([stored.idempotencyKey, stored.idempotencyKey, stored.idempotencyKey]);
    // Booked: the booking and its key are gone.
    expect(window.localStorage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
  });

  it('sends the key already kept with the booking (after a reload)', async () => {
    saveBooking({ ...ready, idempotencyKey: 'kept-key-0123456789abcdef' });
    const user = userEvent.setup();
    const gateway = renderStep(savingGateway());
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payments/'));
    const call = gateway.calls.find((c) => c.operationName === 'CreateBookingMutation');
    expect(call?.variables['input']).toMatchObject({ idempotencyKey: 'kept-key-0123456789abcdef' });
  });

  it("sends a repeating booking's Repeat until with the booking", async () => {
    saveBooking({ ...ready, repeatUntil: '2030-06-30' });
    const user = userEvent.setup();
    const gateway = renderStep(savingGateway());
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payments/'));
    const call = gateway.calls.find((c) => c.operationName === 'CreateBookingMutation');
    expect(call?.variables['input']).toMatchObject({ repeatUntil: '2030-06-30' });
  });

  it('sends no Repeat until when none was chosen', async () => {
    saveBooking(ready);
    const user = userEvent.setup();
    const gateway = renderStep(savingGateway());
    await fill(user, NOMSA);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payments/'));
    const call = gateway.calls.find((c) => c.operationName === 'CreateBookingMutation');
    expect(call?.variables['input']).not.toHaveProperty('repeatUntil');
  });

  describe('the binding quote', () => {
    /** The gateway's quote: the first-time discount and the suburb's fee only once it knows them. */
    const quoteOf = (total: number, token: string) => ({
      quote: { __typename: 'Quote', lines: [], subtotal: total, adjustments: [], earned: [], total, token },
    });
    const forCustomer = (variables: Record<string, unknown>) =>
      (variables['address'] as { suburb?: string } | undefined)?.suburb === 'Rondebosch' &&
      (variables['customer'] as { email?: string } | undefined)?.email === NOMSA.email &&
      (variables['customer'] as { phone?: string } | undefined)?.phone === NOMSA.phone;

    it("quotes for the served suburb and the new customer's e-mail and phone, and books bound to that quote", async () => {
      saveBooking(ready);
      const user = userEvent.setup();
      const gateway = renderStep(
        fakeGateway({
          SessionQuery: () => ({ me: null }),
          CheckoutAddressQuery: places,
          QuoteQuery: (variables) =>
            forCustomer(variables) ? quoteOf(765, 'q1.customer') : quoteOf(615, 'q1.bare'),
          CreateBookingMutation: () => ({ createBooking: { booking: savedBooking, user: newUser } }),
        }),
      );
      await fill(user, NOMSA);
      await waitFor(() =>
        expect(gateway.calls.some((c) => c.operationName === 'QuoteQuery' && forCustomer(c.variables))).toBe(
          true,
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payments/'));
      const call = gateway.calls.find((c) => c.operationName === 'CreateBookingMutation');
      expect(call?.variables['input']).toMatchObject({ expectedTotal: 765, quoteToken: 'q1.customer' });
    });

    it('on PRICE_CHANGED shows the new price, quotes again and stays; continuing again books at that price', async () => {
      saveBooking(ready);
      const user = userEvent.setup();
      let changed = false;
      const gateway = renderStep(
        fakeGateway({
          SessionQuery: () => ({ me: null }),
          CheckoutAddressQuery: places,
          QuoteQuery: () => (changed ? quoteOf(915, 'q1.new') : quoteOf(765, 'q1.old')),
          CreateBookingMutation: (variables) => {
            const input = variables['input'] as { expectedTotal?: number };
            if (input.expectedTotal !== 915) {
              changed = true;
              throw new FakeGraphQLError('The price has changed.', {
                code: 'PRICE_CHANGED',
                field: 'expectedTotal',
                total: 915,
              });
            }
            return { createBooking: { booking: savedBooking, user: newUser } };
          },
        }),
      );
      await fill(user, NOMSA);
      await waitFor(() => expect(gateway.calls.some((c) => c.operationName === 'QuoteQuery')).toBe(true));
      await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
      // The very words the customer reads (the amount written as everywhere, with its no-break space).
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(priceChangedMessage(915));
      expect(alert).toHaveTextContent(/it is now R\s?915,00\. Nothing has been booked yet/);
      // Still on the contact step (not moved on to payment).
      expect(screen.queryByTestId('where')).toBeNull();
      expect(screen.getByRole('form', { name: 'Your details' })).toBeInTheDocument();
      expect(window.localStorage.getItem(BOOKING_STORAGE_KEY)).not.toBeNull();

      await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payments/'));
      const saves = gateway.calls.filter((c) => c.operationName === 'CreateBookingMutation');
      expect(saves.map((c) => (c.variables['input'] as { quoteToken?: string }).quoteToken)).toEqual([
        'q1.old',
        'q1.new',
      ]);
    });
  });
});
