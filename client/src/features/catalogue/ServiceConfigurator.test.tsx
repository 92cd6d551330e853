import { describe, expect, it, vi } from 'vitest';
import { fakeGateway, render, screen, userEvent, waitFor } from '../../test-utils/render';
import { ServiceConfigurator, SERVICE_NOT_FOUND, SERVICE_NOT_LOADED } from './ServiceConfigurator';

const service = {
  id: '1',
  name: 'Lawn Mowing',
  description: 'Neat stripes.',
  imageUrl: null,
  basePrice: 350,
  fromPrice: 350,
  durationMinutes: 60,
  status: 'ACTIVE',
  category: { id: '1', name: 'Lawn Care' },
  variations: [
    {
      variationId: '10',
      variationName: 'Lawn Size',
      options: [
        { id: '1', label: 'Small', description: null, additionalCost: 0, fullPrice: 350, repeatWeeks: null },
        {
          id: '2',
          label: 'Medium',
          description: null,
          additionalCost: 150,
          fullPrice: 500,
          repeatWeeks: null,
        },
      ],
    },
    {
      variationId: '20',
      variationName: 'Grass Type',
      options: [
        { id: '5', label: 'Kikuyu', description: null, additionalCost: 0, fullPrice: 350, repeatWeeks: null },
        {
          id: '6',
          label: 'Buffalo',
          description: null,
          additionalCost: 40,
          fullPrice: 390,
          repeatWeeks: null,
        },
      ],
    },
  ],
  addOns: [{ id: '7', name: 'Edge trimming', description: null, price: 80 }],
};

/** A fake `quote` that prices the chosen option ids and add-ons like the gateway would. */
function quote(variables: Record<string, unknown>) {
  const input = variables['input'] as { lines: Array<{ optionIds: string[]; addOnIds: string[] }> };
  const line = input.lines[0]!;
  const options = service.variations.flatMap((v) => v.options).filter((o) => line.optionIds.includes(o.id));
  const addOns = service.addOns.filter((a) => line.addOnIds.includes(a.id));
  const total =
    service.basePrice +
    options.reduce((s, o) => s + o.additionalCost, 0) +
    addOns.reduce((s, a) => s + a.price, 0);
  return {
    quote: {
      __typename: 'Quote',
      lines: [
        {
          serviceId: '1',
          packageId: null,
          name: service.name,
          basePrice: service.basePrice,
          options: [],
          addOns: [],
          season: null,
          total,
        },
      ],
      subtotal: total,
      adjustments: [],
      earned: [],
      referralCredit: null,
      total,
      token: 'q1.test',
      repeat: null,
    },
  };
}

describe('ServiceConfigurator', () => {
  it('preselects the first option of each variation and prices the choice with the gateway', async () => {
    const gateway = fakeGateway({ ServiceRouteQuery: () => ({ service }), QuoteQuery: quote });
    render(<ServiceConfigurator serviceId="1" inModal={false} onAdd={() => {}} />, { gateway });

    expect(await screen.findByRole('radio', { name: 'Small' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kikuyu' })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('service-price')).toHaveTextContent(/R\s?350,00/));
    const quoted = gateway.calls.find((call) => call.operationName === 'QuoteQuery');
    expect(quoted?.variables['input']).toEqual({
      lines: [{ serviceId: '1', optionIds: ['1', '5'], addOnIds: [] }],
    });
  });

  it('keeps one option per variation and adds add-ons; the live price follows', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const gateway = fakeGateway({ ServiceRouteQuery: () => ({ service }), QuoteQuery: quote });
    render(<ServiceConfigurator serviceId="1" inModal={false} onAdd={onAdd} />, { gateway });

    await user.click(await screen.findByRole('radio', { name: /Medium/ }));
    expect(screen.getByRole('radio', { name: /Medium/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Buffalo/ }));
    await user.click(screen.getByRole('checkbox', { name: /Edge trimming/ }));
    await waitFor(() => expect(screen.getByTestId('service-price')).toHaveTextContent(/R\s?620,00/));

    await user.click(screen.getByRole('button', { name: 'Continue to Booking' }));
    expect(onAdd).toHaveBeenCalledWith({
      serviceId: '1',
      options: { '10': '2', '20': '6' },
      addOnIds: ['7'],
    });
  });

  it("reads 'Add To Booking' in the modal", async () => {
    const gateway = fakeGateway({ ServiceRouteQuery: () => ({ service }), QuoteQuery: quote });
    render(<ServiceConfigurator serviceId="1" inModal onAdd={() => {}} />, { gateway });
    expect(await screen.findByRole('button', { name: 'Add To Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Booking' })).toBeNull();
  });

  it('shows the not-found state when there is no such service', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gateway = fakeGateway({ ServiceRouteQuery: () => ({ service: null }) });
    render(<ServiceConfigurator serviceId="999" inModal={false} onAdd={() => {}} />, { gateway });
    expect(await screen.findByRole('heading', { name: SERVICE_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByText(SERVICE_NOT_LOADED)).toBeInTheDocument();
  });
});
