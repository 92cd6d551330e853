import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen, fakeGateway, userEvent, within } from '../test-utils/render';
import { TEST_SITE_INFO } from '../test-utils/siteInfo';
import { SiteFooter } from '../shell/SiteFooter';
import { ContactPage } from '../features/content/ContactPage';
import { FaqSection } from '../features/content/FaqSection';
import type { SiteInfo } from './siteInfo';

/** Another business's details than the defaults, so nothing written into a page can pass. */
const OTHER: SiteInfo = {
  ...TEST_SITE_INFO,
  phone: '+27 21 000 1111',
  phoneHref: 'tel:+27210001111',
  email: 'office@example.test',
  address: { ...TEST_SITE_INFO.address, line: '1 Main Road, Durbanville, Cape Town, 7550' },
  officeHours: [
    { days: 'Monday to Thursday', daysOfWeek: ['Monday'], opens: '08:00', closes: '16:00' },
    { days: 'Friday to Sunday and public holidays', daysOfWeek: ['Friday'], opens: null, closes: null },
  ],
  callOutFreeMinutes: 45,
};

const withSiteInfo = () => ({ gateway: fakeGateway({}, { siteInfo: OTHER }) });

describe('the business details come from siteInfo', () => {
  it('the footer shows the phone (as a link), the e-mail and the address', () => {
    render(<SiteFooter />, withSiteInfo());
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+27 21 000 1111' })).toHaveAttribute(
      'href',
      'tel:+27210001111',
    );
    expect(within(footer).getByRole('link', { name: 'office@example.test' })).toHaveAttribute(
      'href',
      'mailto:office@example.test',
    );
    expect(within(footer).getByText('1 Main Road, Durbanville, Cape Town, 7550')).toBeInTheDocument();
  });

  it('the contact page shows the phone, the call-out minutes and the office hours', () => {
    render(<ContactPage />, withSiteInfo());
    expect(screen.getByRole('link', { name: '+27 21 000 1111' })).toHaveAttribute('href', 'tel:+27210001111');
    expect(screen.getByText('No call-out fee within a 45-minute range of our main branches.')).toBeVisible();
    const hours = screen.getByRole('rowheader', { name: 'Monday to Thursday' }).closest('tr')!;
    expect(hours).toHaveTextContent('08:00 - 16:00');
    const closed = screen
      .getByRole('rowheader', { name: 'Friday to Sunday and public holidays' })
      .closest('tr')!;
    expect(closed).toHaveTextContent('Closed (online bookings open)');
  });

  it("the FAQ's call-out answer gives the configured minutes", async () => {
    render(<FaqSection />, withSiteInfo());
    await userEvent.click(screen.getByRole('button', { name: 'Do you charge a call-out fee?' }));
    const answer = screen.getByRole('region', { name: 'Do you charge a call-out fee?' });
    expect(answer).toHaveTextContent(
      'There is no call-out fee within a 45-minute range of our main branches.',
    );
  });

  it('asks the gateway for them when they are not known yet', async () => {
    const gateway = fakeGateway({
      SiteInfoQuery: () => ({ siteInfo: { __typename: 'SiteInfo', ...OTHER } }),
    });
    render(<SiteFooter />, { gateway });
    expect(await screen.findByRole('link', { name: '+27 21 000 1111' })).toBeInTheDocument();
    expect(gateway.calls.map((c) => c.operationName)).toEqual(['SiteInfoQuery']);
  });
});

describe('no copy of the phone number', () => {
  it('no client source file but the fake gateway defaults writes out the office phone', () => {
    const root = join(import.meta.dirname, '..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (path) => /\.tsx?$/.test(path) && !path.startsWith('__generated__'),
    );
    const phone = new RegExp(['555', '0142'].join('\\s*'));
    const copies = sources.filter(
      (path) =>
        phone.test(readFileSync(join(root, path), 'utf8')) && path !== join('test-utils', 'siteInfo.ts'),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(copies).toEqual([]);
  });
});
