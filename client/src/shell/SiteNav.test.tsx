import { describe, expect, it } from 'vitest';
import { act, fakeGateway, render, screen, userEvent } from '../test-utils/render';
import { SiteNav } from './SiteNav';
import { saveBooking } from '../features/booking/bookingStorage';

const gateway = () => fakeGateway({ SessionQuery: () => ({ me: null }) });

describe('SiteNav', () => {
  it('links every public section and My Account to /login when signed out', async () => {
    render(<SiteNav />, { gateway: gateway() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Seasonal Packages', '/packages'],
      ['About Us', '/about'],
      ['FAQs', '/faqs'],
      ['Contact', '/contact'],
      ['Book Now', '/booking'],
      ['My Account', '/login'],
    ]);
  });

  it('hides the cart badge at 0 and shows the service count otherwise', () => {
    render(<SiteNav />, { gateway: gateway() });
    expect(screen.getByRole('button', { name: 'Booking cart, 0 service(s)' })).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
  });

  it("shows 'n item(s)' in the phone menu and adds a shadow after 10 px of scrolling", async () => {
    saveBooking({
      lines: [
        { kind: 'package', key: 'a', packageId: '1' },
        { kind: 'package', key: 'b', packageId: '2' },
      ],
      modifiers: {},
      date: null,
      slot: null,
    });
    const user = userEvent.setup();
    const { container } = render(<SiteNav />, { gateway: gateway() });
    expect(screen.getByText('2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('2 item(s)')).toBeInTheDocument();

    const header = container.querySelector('header')!;
    expect(header).not.toHaveAttribute('data-scrolled');
    await act(async () => {
      window.scrollY = 11;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled');
  });
});
