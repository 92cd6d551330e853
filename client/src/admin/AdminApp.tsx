import { WarningAlert } from '../lib/feedback/ErrorAlert';
import { mayOpenOfficePage } from '@greenleaf/shared/office-reach';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { Stack } from '@mantine/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { DashboardPage } from './dashboard/DashboardPage';
import { DeveloperPage } from './DeveloperPage';
import { GenericListPage } from './lists/GenericListPage';
import { ModifiersPage } from './modifiers/ModifiersPage';
import { AdminProfilePage } from './profile/AdminProfilePage';
import { RecordRoute } from './records/RecordRoute';
import { QuoteRequestPage } from './requests/QuoteRequestPage';
import { QuoteRequestsPage } from './requests/QuoteRequestsPage';
import { ServiceFormPage } from './services/ServiceFormPage';
import type { ReactNode } from 'react';
import { CalendarPage } from './calendar/CalendarPage';
import { CrewsPage } from './crews/CrewsPage';
import { CustomerPage } from './customers/CustomerPage';
import { CustomersPage } from './customers/CustomersPage';
import { SchedulePage } from './schedule/SchedulePage';
import { AccessDenied } from './shell/AccessDenied';
import { AdminGuard } from './shell/AdminGuard';
import { AdminShell } from './shell/AdminShell';
import { VariationsPage } from './variations/VariationsPage';
import { AreaWaitlistSection } from './service-areas/AreaWaitlistSection';

/** Users and Developer are the admin's (shared/office-reach): a manager sees Access Denied there (the gateway refuses too). */
const officePage = (role: string, name: string | undefined, page: ReactNode) =>
  mayOpenOfficePage(role, name) ? page : <AccessDenied />;

/** A table's pages; the users table is the admin's alone. */
function OfficeTable({ role, page }: { role: string; page: ReactNode }) {
  const { tableId } = useParams();
  return officePage(role, tableId, page);
}

/** A table's list; the service areas' also shows who waits for a new area. */
function TableListPage() {
  const { tableId } = useParams();
  if (tableId !== 'service-areas') return <GenericListPage />;
  return (
    <Stack gap="xl">
      <GenericListPage />
      <AreaWaitlistSection />
    </Stack>
  );
}

/**
 * The admin area under /admin (lazy-loaded by the app's router as its own chunk). Only admins enter;
 * the shell holds the sidebar and top bar, and these nested routes fill it.
 */
export default function AdminApp() {
  return (
    <>
      <Notifications position="top-right" />
      <AdminGuard>
        {(viewer) => (
          <AdminShell viewerName={viewer.name} role={viewer.role}>
            <Routes>
              <Route index element={<DashboardPage />} />
              <Route path="schedule" element={<SchedulePage />} />
              <Route path="crews" element={<CrewsPage />} />
              <Route path="customers" element={<CustomersPage />} />
              <Route path="calendar" element={<CalendarPage canEdit={viewer.role === 'ADMIN'} />} />
              <Route path="customers/:id" element={<CustomerPage />} />
              <Route path="modifiers" element={<ModifiersPage />} />
              <Route path="variations" element={<VariationsPage />} />
              <Route path="profile" element={<AdminProfilePage />} />
              <Route path="developers" element={officePage(viewer.role, 'developers', <DeveloperPage />)} />
              <Route path="developer" element={<Navigate to="/admin/developers" replace />} />
              <Route path="services/:id" element={<ServiceFormPage />} />
              <Route path="requests" element={<QuoteRequestsPage />} />
              <Route path="requests/:id" element={<QuoteRequestPage />} />
              <Route path=":tableId" element={<OfficeTable role={viewer.role} page={<TableListPage />} />} />
              <Route
                path=":tableId/:id"
                element={<OfficeTable role={viewer.role} page={<RecordRoute />} />}
              />
              <Route
                path="*"
                element={<WarningAlert title="Page not found">This admin page does not exist.</WarningAlert>}
              />
            </Routes>
          </AdminShell>
        )}
      </AdminGuard>
    </>
  );
}
