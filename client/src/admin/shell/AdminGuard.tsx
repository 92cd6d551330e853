import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import {} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AccessDenied } from './AccessDenied';
import { isOfficeRole } from '@greenleaf/shared/office-reach';
import { AdminViewerQuery } from './operations';
import type { AdminViewerQueryQuery } from '../../__generated__/graphql';

type AdminViewer = NonNullable<AdminViewerQueryQuery['me']>;

/**
 * Only the office enters (admins and managers): anonymous visitors go to /login, anyone else sees
 * Access Denied. (The gateway refuses every admin operation to them anyway, and what a manager may not
 * reach; this only decides what the browser shows.)
 */
export function AdminGuard({ children }: { children: (viewer: AdminViewer) => ReactNode }) {
  const location = useLocation();
  const { data, loading, error } = useQuery(AdminViewerQuery, { fetchPolicy: 'network-only' });

  if (loading && !data) {
    return <LoadingStatus text="Loading, please wait..." centred={{ mih: '100vh' }} />;
  }
  const viewer = data?.me ?? null;
  if (!viewer || error) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!isOfficeRole(viewer.role)) return <AccessDenied />;
  return <>{children(viewer)}</>;
}
