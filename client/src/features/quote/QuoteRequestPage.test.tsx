import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { fakeGateway, refusal, render, screen, userEvent } from '../../test-utils/render';
import { QuoteRequestPage } from './QuoteRequestPage';

const SLOW = { timeout: 10_000 };

const service = {
  __typename: 'Service',
  id: '7',
  name: 'Garden Design Consultation',
  description: 'A plan for your garden.',
  imageUrl: null,
  quoteOnly: true,
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Your name/, {}, SLOW), 'Thandi Mokoena');
  await user.type(screen.getByLabelText(/E-mail/), 'thandi@example.co.za');
  await user.type(screen.getByLabelText(/Phone/), '082 123 4567');
  await user.type(screen.getByLabelText(/Street address/), '12 Kloof Street');
  await user.type(screen.getByLabelText(/Suburb/), 'Gardens');
  await user.type(screen.getByLabelText(/Postal code/), '8001');
  await user.type(screen.getByLabelText(/What would you like done/), 'A water-wise front garden.');
}

describe('the quote request form', () => {
  it('sends the same request again with the same key after a lost answer, and a changed one with a new key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const gateway = fakeGateway({
      QuoteServiceQuery: () => ({ service }),
      RequestQuote: () => {
        attempts += 1;
        // the first answer is lost (the request may have been stored); the second refuses the changed one
        if (attempts === 1)
          throw refusal('UPSTREAM_UNAVAILABLE', 'The booking service is temporarily unavailable.');
        throw refusal('RATE_LIMITED', 'We already have your recent quote requests.');
      },
    });
    render(
      <Routes>
        <Route path="/quote/:serviceId" element={<QuoteRequestPage />} />
      </Routes>,
      { route: '/quote/7', gateway },
    );
    await fillForm(user);
    const send = screen.getByRole('button', { name: 'Send my request' });
    await user.click(send);
    expect(await screen.findByText(/temporarily unavailable/, {}, SLOW)).toBeInTheDocument();
    await user.click(send);
    await screen.findByText(/recent quote requests/, {}, SLOW);
    await user.type(screen.getByLabelText(/What would you like done/), ' And a path.');
    await user.click(send);
    await screen.findAllByText(/recent quote requests/, {}, SLOW);
    const keys = gateway.calls
      .filter((c) => c.operationName === 'RequestQuote')
      .map((c) => (c.variables['input'] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
