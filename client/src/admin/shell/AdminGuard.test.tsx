import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen } from '../../test-utils/renderAdmin';
import { AdminGuard } from './AdminGuard';

const viewer = (role: string | null) => ({
  me: role ? { __typename: 'User', id: '5', name: 'Thandi Admin', email: 't@example.com', role } : null,
});

function renderGuard(role: string | null) {
  const gateway = fakeGateway({ AdminViewerQuery: () => viewer(role) });
  renderAdmin(<AdminGuard>{(user) => <p>{`Inside as ${user.name}`}</p>}</AdminGuard>, {
    route: '/admin/users',
    path: '/admin/*',
    gateway,
  });
}

describe('AdminGuard', () => {
  it('lets an admin in', async () => {
    renderGuard('ADMIN');
    expect(await screen.findByText('Inside as Thandi Admin')).toBeInTheDocument();
  });

  it('shows Access Denied with a Go to Login link to a signed-in non-admin', async () => {
    renderGuard('CLIENT');
    expect(
      await screen.findByText('Access Denied - You do not have permission to access this page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Inside as/)).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login', async () => {
    renderGuard(null);
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
  });
});
