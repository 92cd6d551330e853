import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { fakeGateway, render, screen, userEvent, within } from '../../test-utils/render';
import { ServicesPage } from './ServicesPage';
import { FALLBACK_IMAGE } from './ServiceImage';

const categories = [
  { id: '1', name: 'Lawn Care' },
  { id: '4', name: 'Tree & Hedge' },
];
const services = [
  {
    id: '1',
    name: 'Lawn Mowing',
    description: 'Neat stripes.',
    imageUrl: '/images/services/lawn-mowing.svg',
    fromPrice: 350,
    durationMinutes: 60,
  },
  { id: '11', name: 'Hedge Trimming', description: null, imageUrl: null, fromPrice: 0, durationMinutes: 120 },
];

function renderAt(route: string) {
  const gateway = fakeGateway({
    ServicesRouteQuery: (variables) => ({
      categories,
      services: variables['categoryId'] === '4' ? services.slice(1) : services,
    }),
  });
  render(
    <Routes>
      <Route path="/services" element={<ServicesPage />} />
      <Route path="/services/:categoryId" element={<ServicesPage />} />
    </Routes>,
    { route, gateway },
  );
  return gateway;
}

describe('ServicesPage', () => {
  it('shows a loading message, then All plus one tab per category and the service cards', async () => {
    renderAt('/services');
    expect(screen.getByRole('status')).toHaveTextContent('Loading services...');
    await screen.findByRole('article', { name: 'Lawn Mowing' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Lawn Care', 'Tree & Hedge']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    const mowing = screen.getByRole('article', { name: 'Lawn Mowing' });
    expect(within(mowing).getByText(/^From R\s?350,00$/)).toBeInTheDocument();
    expect(within(mowing).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/service/1');
    const hedges = screen.getByRole('article', { name: 'Hedge Trimming' });
    expect(within(hedges).getByText(/^From R\s?0,00$/)).toBeInTheDocument();
    // no image: the fallback picture
    expect(hedges.querySelector('img')).toHaveAttribute('src', FALLBACK_IMAGE);
    // the first card's picture is in the first screen (the page's largest paint): fetched at once;
    // the others wait until they come near the screen
    expect(mowing.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(mowing.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(hedges.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('filters by the category tab', async () => {
    const user = userEvent.setup();
    const gateway = renderAt('/services');
    await user.click(await screen.findByRole('tab', { name: 'Tree & Hedge' }));
    expect(await screen.findByRole('tab', { name: 'Tree & Hedge', selected: true })).toBeInTheDocument();
    await within(await screen.findByRole('region', { name: 'Services' })).findByRole('article', {
      name: 'Hedge Trimming',
    });
    expect(screen.queryByRole('article', { name: 'Lawn Mowing' })).toBeNull();
    expect(gateway.calls.map((c) => c.variables['categoryId'])).toContain('4');
    // the category's own description for search engines
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Tree & Hedge services in Cape Town/),
    );
  });
});
