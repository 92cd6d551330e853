/**
 * The playground's example operations, one tab each, in the order a partner meets them: browse the
 * catalogue, quote, book and pay, follow a booking. The ids in the variables are the demo catalogue's
 * (Lawn Mowing, small lawn, kikuyu, once-off); the Catalogue tab lists the real ones. Checked against
 * schema.graphql by examples.test.ts, so a change of the contract cannot leave them broken.
 */
interface PlaygroundExample {
  /** The tab's operations, with comments that teach. */
  query: string;
  /** The variables editor's JSON. */
  variables: string;
  /** The headers editor's JSON. */
  headers: string;
}

const HEADERS_NOTE = `# Headers (the Headers tab below the editor) are sent with each request, for example
#   { "Authorization": "Bearer <your API key>" }
# In this browser your session cookie is sent too: sign in on the site to act as that user.`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

const LINES = [{ serviceId: '1', optionIds: ['1', '5', '10'] }];

export const PLAYGROUND_EXAMPLES: readonly PlaygroundExample[] = [
  {
    query: `# The lawn-care booking API. Press the play button (Ctrl+Enter) to run.
# 1. Browse the catalogue: categories, services with their options and add-ons (prices in rand), and
#    the suburbs served. Public: no sign-in, no key. The other tabs quote, book and follow a booking.
${HEADERS_NOTE}
query Catalogue {
  categories { id name }
  services {
    id
    name
    fromPrice
    durationMinutes
    quoteOnly
    variations { variationName options { id label fullPrice } }
    addOns { id name price }
  }
  serviceAreas { suburb postalCode }
}
`,
    variables: '{}',
    headers: '{}',
  },
  {
    query: `# 2. Quote: which days have room, the slots of a day, and the price to the cent. Choose the
#    operation to run from the play button's menu. The quote's token binds its total for createBooking.
query Days($lines: [BookingLineInput!]!) {
  bookingDays(lines: $lines, days: 14) { firstDateWithRoom days { date hasRoom closedReason } }
}

query Slots($date: Date!, $lines: [BookingLineInput!]!) {
  timeSlots(date: $date, lines: $lines) { label available remaining }
}

query Quote($booking: BookingInput!, $suburb: String!, $email: String) {
  quote(input: $booking, address: { suburb: $suburb }, customer: { email: $email }) {
    lines { name total }
    subtotal
    adjustments { modifierName optionName amount reason }
    total
    token
    tokenExpiresAt
  }
}
`,
    variables: json({
      lines: LINES,
      date: '2026-12-02',
      booking: { lines: LINES, date: '2026-12-02' },
      suburb: 'Rondebosch',
      email: 'new.customer@example.com',
    }),
    headers: '{}',
  },
  {
    query: `# 3. Book and pay: createBooking saves a pending booking (and a new customer's account) at the
#    quoted total; the same idempotencyKey sent again answers the same booking. startPayment answers
#    the payment provider's form: post its fields to its action from the customer's browser.
mutation Book($input: CreateBookingInput!) {
  createBooking(input: $input) {
    booking { guidId status totalPrice heldUntil bookingDate visitTime }
    user { id email }
  }
}

mutation Pay($guidId: ID!) {
  startPayment(guidId: $guidId) { action method fields { name value } }
}
`,
    variables: json({
      input: {
        booking: { lines: LINES, date: '2026-12-02', timeSlot: '<a label from Slots, e.g. 10:00 - 10:45>' },
        address: { street: '12 Main Road', suburb: 'Rondebosch', postalCode: '7700' },
        customer: {
          name: 'New Customer',
          email: 'new.customer@example.com',
          password: 'a long password',
          phone: '0821234567',
        },
        quoteToken: '<token from the Quote operation>',
        idempotencyKey: 'my-system-order-1001',
      },
      guidId: '<booking.guidId from Book>',
    }),
    headers: '{}',
  },
  {
    query: `# 4. Follow a booking: its status, payments owed or paid, crew and history, by its guidId (the
#    owner, the office or a key), or with the token of a manage link e-mailed to the customer.
query Follow($guidId: ID!) {
  booking(guidId: $guidId) {
    guidId
    status
    bookingDate
    visitTime
    totalPrice
    amountPaid
    amountOwed
    paidAt
    crew { name }
    history { at kind summary }
  }
}

query FromManageLink($token: String!) {
  managedBooking(token: $token) { guidId status bookingDate visitTime amountOwed }
}
`,
    variables: json({ guidId: '<booking.guidId>', token: '<token from a manage link>' }),
    headers: '{}',
  },
];
