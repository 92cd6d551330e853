import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { FakeGraphQLError, fakeGateway, renderAdmin, screen, waitFor } from '../../test-utils/renderAdmin';
import { GenericListPage } from '../lists/GenericListPage';
import { AdminShell } from './AdminShell';

/** The login page as far as this test cares: where the admin would be taken back to. */
function LoginProbe() {
  const location = useLocation();
  const state = location.state as { from?: string } | null;
  return <p>{`At /login, back to ${state?.from ?? 'nowhere'}`}</p>;
}

function renderListInShell(gateway: ReturnType<typeof fakeGateway>) {
  return renderAdmin(
    <Routes>
      <Route
        path="/admin/:tableId"
        element={
          <AdminShell viewerName="Thandi" role="ADMIN">
            <GenericListPage />
          </AdminShell>
        }
      />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { route: '/admin/categories?page=2', gateway },
  );
}

describe('an admin operation refused because the session ended', () => {
  it.each(['UNAUTHENTICATED', 'FORBIDDEN'])(
    'with %s takes the admin to /login, with the way back',
    async (code) => {
      const gateway = fakeGateway({
        AdminTableRouteQuery: () => {
          throw new FakeGraphQLError('You must be signed in to do this.', { code });
        },
      });
      renderListInShell(gateway);
      expect(
        await screen.findByText('At /login, back to /admin/categories?page=2', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Failed to load Categories. Please try again.')).not.toBeInTheDocument();
    },
  );

  it('any other failure stays in place', async () => {
    const gateway = fakeGateway({
      AdminTableRouteQuery: () => {
        throw new FakeGraphQLError('The booking service is temporarily unavailable.', {
          code: 'UPSTREAM_UNAVAILABLE',
        });
      },
    });
    renderListInShell(gateway);
    expect(
      await screen.findByText('Failed to load Categories. Please try again.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/At \/login/)).not.toBeInTheDocument();
  });

  it('gives the shared client its own link back when the admin area is left', async () => {
    const gateway = fakeGateway({
      AdminTableRouteQuery: () => {
        throw new FakeGraphQLError('You must be signed in to do this.', { code: 'UNAUTHENTICATED' });
      },
    });
    const own = gateway.client.link;
    renderListInShell(gateway);
    await waitFor(() => expect(gateway.client.link).not.toBe(own), { timeout: 10_000 });
    await screen.findByText(/At \/login/, {}, { timeout: 10_000 });
    expect(gateway.client.link).toBe(own);
  });
});
