import { lazy, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router';
import { PublicShell } from '../shell/PublicShell';
import { RouteBoundary } from '../shell/RouteBoundary';
import { LandingPage } from '../features/landing/LandingPage';

/**
 * One router file. The landing page is part of the first load (most visits start there, and its code
 * in the entry chunk costs less than a chunk of its own); every other page is its own chunk, loaded on
 * first visit (declarative routes keep react-router's data-router code out of the first load). The
 * admin area renders its own nested routes under /admin/* and is never part of the public
 * chunks.
 */
/** A lazily loaded page that can also be loaded ahead (`preload`), then rendered without suspending. */
type Page = (() => ReactElement) & { preload(): Promise<unknown> };

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  let loaded: ComponentType | undefined;
  const preload = async () => (loaded ??= pick(await load()));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Once its module is loaded (the server render and hydration load it first), the page renders at
  // once: no Suspense fallback in the server's HTML and nothing to wait for while hydrating.
  function LoadedOrLazy() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(LoadedOrLazy, { preload });
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
const ContactPage = page(
  () => import('../features/content/ContactPage'),
  (m) => m.ContactPage,
);
const NotFoundPage = page(
  () => import('../features/content/NotFoundPage'),
  (m) => m.NotFoundPage,
);
const AdminApp = page(
  () => import('../admin/AdminApp'),
  (m) => m.default,
);

/** The public pages by path (for `preloadRoute`; the same paths as `AppRoutes`). */
const PAGES: { path: string; page: Page }[] = [
  { path: '/login', page: LoginPage },
  { path: '/register', page: RegisterPage },
  { path: '/forgot-password', page: ForgotPasswordPage },
  { path: '/reset-password/:token', page: ResetPasswordPage },
  { path: '/profile', page: ProfilePage },
  { path: '/services', page: ServicesPage },
  { path: '/services/:categoryId', page: ServicesPage },
  { path: '/service/:id', page: ServiceDetailsPage },
  { path: '/packages', page: PackagesPage },
  { path: '/booking', page: BookingStartPage },
  { path: '/booking/:packageId', page: BookPackagePage },
  { path: '/about', page: AboutPage },
  { path: '/faqs', page: FaqsPage },
  { path: '/contact', page: ContactPage },
];

/**
 * Loads the code of the page at `pathname` (nothing for the landing page, which is in the first load):
 * the server renders with it, and the browser loads it before hydrating the server's HTML.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const match = matchRoutes(
    PAGES.map(({ path }) => ({ path })),
    pathname,
  );
  const found = match && PAGES.find(({ path }) => path === match[0]?.route.path);
  if (found) await found.page.preload();
}

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
      <Route element={<PublicShell />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:categoryId" element={<ServicesPage />} />
        <Route path="service/:id" element={<ServiceDetailsPage />} />
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
