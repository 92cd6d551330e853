import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PublicShell } from '../shell/PublicShell';
import { RouteBoundary } from '../shell/RouteBoundary';
import { LandingPage } from '../features/landing/LandingPage';

/**
 * One router file. The landing page is part of the first load (most visits start there, and its code
 * in the entry chunk costs less than a chunk of its own); every other page is its own chunk, loaded on
 * first visit (declarative routes keep react-router's data-router code out of the first load). The
 * admin area (helper F) renders its own nested routes under /admin/* and is never part of the public
 * chunks.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const LoginPage = page(
  () => import('../features/account/LoginPage'),
  (m) => m.LoginPage,
);
const RegisterPage = page(
  () => import('../features/account/RegisterPage'),
  (m) => m.RegisterPage,
);
const ForgotPasswordPage = page(
  () => import('../features/account/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = page(
  () => import('../features/account/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const ProfilePage = page(
  () => import('../features/account/ProfilePage'),
  (m) => m.ProfilePage,
);
const MyBookingPage = page(
  () => import('../features/account/ManageBookingPage'),
  (m) => m.MyBookingPage,
);
const ManagedBookingPage = page(
  () => import('../features/account/ManageBookingPage'),
  (m) => m.ManagedBookingPage,
);
const ServicesPage = page(
  () => import('../features/catalogue/ServicesPage'),
  (m) => m.ServicesPage,
);
const ServiceDetailsPage = page(
  () => import('../features/catalogue/ServiceDetailsPage'),
  (m) => m.ServiceDetailsPage,
);
const PackagesPage = page(
  () => import('../features/packages/PackagesPage'),
  (m) => m.PackagesPage,
);
const BookingStartPage = page(
  () => import('../features/content/BookingStartPage'),
  (m) => m.BookingStartPage,
);
const BookPackagePage = page(
  () => import('../features/packages/BookPackagePage'),
  (m) => m.BookPackagePage,
);
const CheckoutPage = page(
  () => import('../features/checkout/CheckoutPage'),
  (m) => m.CheckoutPage,
);
const BookingSuccessfulPage = page(
  () => import('../features/confirmation/BookingSuccessfulPage'),
  (m) => m.BookingSuccessfulPage,
);
const AboutPage = page(
  () => import('../features/content/AboutPage'),
  (m) => m.AboutPage,
);
const FaqsPage = page(
  () => import('../features/content/FaqsPage'),
  (m) => m.FaqsPage,
);
const PrivacyPage = page(
  () => import('../features/privacy/PrivacyPage'),
  (m) => m.PrivacyPage,
);
const ContactPage = page(
  () => import('../features/content/ContactPage'),
  (m) => m.ContactPage,
);
const NotFoundPage = page(
  () => import('../features/content/NotFoundPage'),
  (m) => m.NotFoundPage,
);
const QuoteRequestPage = page(
  () => import('../features/quote/QuoteRequestPage'),
  (m) => m.QuoteRequestPage,
);
const CrewDayPage = page(
  () => import('../features/crew/CrewDayPage'),
  (m) => m.CrewDayPage,
);
const AdminApp = page(
  () => import('../admin/AdminApp'),
  (m) => m.default,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <RouteBoundary>
            <AdminApp />
          </RouteBoundary>
        }
      />
      {/* The crew's phone has its own chrome (no shop footer or cart). */}
      <Route
        path="/crew"
        element={
          <RouteBoundary>
            <CrewDayPage />
          </RouteBoundary>
        }
      />
      <Route element={<PublicShell />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="profile/bookings/:guidId" element={<MyBookingPage />} />
        <Route path="manage/:token" element={<ManagedBookingPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:categoryId" element={<ServicesPage />} />
        <Route path="service/:id" element={<ServiceDetailsPage />} />
        <Route path="quote/:serviceId" element={<QuoteRequestPage />} />
        <Route path="packages" element={<PackagesPage />} />
        <Route path="booking" element={<BookingStartPage />} />
        <Route path="booking/:packageId" element={<BookPackagePage />} />
        <Route path="booking-checkout" element={<CheckoutPage />} />
        <Route path="booking-checkout/:stepId" element={<CheckoutPage />} />
        <Route path="booking-checkout/:stepId/:bookingId" element={<CheckoutPage />} />
        <Route path="booking-successful/:bookingId" element={<BookingSuccessfulPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="faqs" element={<FaqsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
