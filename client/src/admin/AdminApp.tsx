import { Alert } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { DashboardPage } from './dashboard/DashboardPage';
import { DeveloperPage } from './DeveloperPage';
import { GenericListPage } from './lists/GenericListPage';
import { ModifiersPage } from './modifiers/ModifiersPage';
import { AdminProfilePage } from './profile/AdminProfilePage';
import { RecordRoute } from './records/RecordRoute';
import { QuoteRequestPage } from './requests/QuoteRequestPage';
import { QuoteRequestsPage } from './requests/QuoteRequestsPage';
import { ServiceFormPage } from './services/ServiceFormPage';
import { AdminGuard } from './shell/AdminGuard';
import { AdminShell } from './shell/AdminShell';
import { VariationsPage } from './variations/VariationsPage';

/**
 * The admin area under /admin (lazy-loaded by the app's router as its own chunk). Only admins enter;
 * the shell holds the sidebar and top bar, and these nested routes fill it.
 */
export default function AdminApp() {
  return (
    <AdminGuard>
      {(viewer) => (
        <AdminShell viewerName={viewer.name}>
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="modifiers" element={<ModifiersPage />} />
            <Route path="variations" element={<VariationsPage />} />
            <Route path="profile" element={<AdminProfilePage />} />
            <Route path="developer" element={<DeveloperPage />} />
            <Route path="services/:id" element={<ServiceFormPage />} />
            <Route path="requests" element={<QuoteRequestsPage />} />
            <Route path="requests/:id" element={<QuoteRequestPage />} />
            <Route path=":tableId" element={<GenericListPage />} />
            <Route path=":tableId/:id" element={<RecordRoute />} />
            <Route
              path="*"
              element={
                <Alert color="yellow" role="alert" title="Page not found">
                  This admin page does not exist.
                </Alert>
              }
            />
          </Routes>
        </AdminShell>
      )}
    </AdminGuard>
  );
}
