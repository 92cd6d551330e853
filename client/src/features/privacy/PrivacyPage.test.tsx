import { describe, expect, it } from 'vitest';
import { fakeGateway, render, screen } from '../../test-utils/render';
import { TEST_SITE_INFO } from '../../test-utils/siteInfo';
import { PrivacyPage } from './PrivacyPage';

describe('PrivacyPage (/privacy, the POPIA notice)', () => {
  it('has its three sections: what we keep and why, for how long, your data and your choice', () => {
    render(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What we keep and why',
      'For how long',
      'Your data, your choice',
    ]);
  });

  it('says what is kept and why, item by item', () => {
    render(<PrivacyPage />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/name, e-mail address, phone.*to book/);
    expect(items[1]).toMatch(/payments: to do the work and keep our books/);
    expect(items[3]).toMatch(/withdraw it in one click/);
  });

  it('says invoices are kept for five years, stripped of personal details on deletion', () => {
    render(<PrivacyPage />);
    expect(screen.getByText(/kept\s+for five years as the tax law requires/)).toBeInTheDocument();
    expect(
      screen.getByText(/without your personal\s+details apart from what an invoice must show/),
    ).toBeInTheDocument();
  });

  it('links to the profile, where the data is downloaded, consent withdrawn or deletion asked', () => {
    render(<PrivacyPage />);
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText(/download everything we hold about you/)).toBeInTheDocument();
  });

  it('gives the business’s e-mail and phone for questions, from siteInfo', () => {
    const siteInfo = { ...TEST_SITE_INFO, email: 'privacy@example.test', phone: '+27 21 000 2222' };
    render(<PrivacyPage />, { gateway: fakeGateway({}, { siteInfo }) });
    expect(screen.getByRole('link', { name: 'privacy@example.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.test',
    );
    expect(screen.getByText(/\+27 21 000 2222/)).toBeInTheDocument();
  });
});
