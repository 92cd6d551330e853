/**
 * Every admin link a MANAGER sees opens for them: the sidebar's and the dashboard's (the links the
 * gateway gives a manager, gateway/src/admin/customer-accounts.test.ts), none to Access Denied or an
 * unknown page.
 */
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, cleanup } from '../../test-utils/renderAdmin';
import AdminApp from '../AdminApp';
import { dashboardAnswer } from '../../test-utils/dashboardAnswer';

const SLOW = { timeout: 10_000 };

/** The dashboard's links as the gateway answers them to a manager. */
const MANAGER_DASHBOARD_LINKS = [
  '/admin/customers',
  '/admin/services',
  '/admin/bookings',
  '/admin/addons',
  '/admin/packages',
];

const answers = {
  AdminViewerQuery: () => ({
    me: { __typename: 'User', id: '9', name: 'Mandla Manager', email: 'm@example.co.za', role: 'MANAGER' },
  }),
  AdminDashboardRouteQuery: dashboardAnswer({
    metrics: MANAGER_DASHBOARD_LINKS.map((link, i) => ({
      __typename: 'AdminMetric',
      key: ['CLIENTS', 'SERVICES', 'BOOKINGS', 'ADD_ONS', 'PACKAGES'][i],
      label: `Card ${i}`,
      total: 1,
      last30: 1,
      previous30: 0,
      growthPercent: null,
      link,
    })),
  }),
};

function render(route: string) {
  renderAdmin(<AdminApp />, { route, path: '/admin/*', gateway: fakeGateway(answers) });
}

describe('a manager in the admin area', () => {
  it('opens every link the sidebar and the dashboard show them', async () => {
    render('/admin');
    await screen.findByRole('link', { name: 'View Card 0' }, SLOW);
    const links = [
      ...new Set(
        screen
          .getAllByRole('link')
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => href.startsWith('/admin')),
      ),
    ];
    expect(links).toEqual(expect.arrayContaining([...MANAGER_DASHBOARD_LINKS, '/admin/schedule']));
    expect(links.filter((l) => l.startsWith('/admin/users') || l.startsWith('/admin/developer'))).toEqual([]);

    for (const link of links) {
      cleanup();
      render(link);
      await screen.findByText('Welcome, Mandla Manager', { exact: false }, SLOW);
      expect(screen.queryByText(/Access Denied/), link).not.toBeInTheDocument();
      expect(screen.queryByText('Page not found'), link).not.toBeInTheDocument();
      expect(screen.queryByText('Unknown table'), link).not.toBeInTheDocument();
    }
  }, 60_000);
});
