import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { SiteNav } from './SiteNav';
import { LoaderOverlay } from './LoaderOverlay';
import { useLoader } from './LoaderProvider';
import { RouteBoundary } from './RouteBoundary';
import { useBooking } from '../features/booking/BookingProvider';
import { deferredSection } from '../lib/deferredSection';
import classes from './PublicShell.module.css';
// The footer's own styles, in the first stylesheet (its server markup shows before its chunk loads).
import './SiteFooter.module.css';

/**
 * The footer is below the first screen of every page: its code loads, and React takes it over, when it
 * is about to be seen (lib/deferredSection.tsx); until then the server's markup stays as it came and
 * its links work as plain links.
 */
const SiteFooter = deferredSection('footer', () => import('./SiteFooter').then((m) => m.SiteFooter));

const CartModal = lazy(() => import('../features/cart/CartModal').then((m) => ({ default: m.CartModal })));

/** Nav, main content, footer, the booking cart and the full-screen loader. */
export function PublicShell() {
  const { visible } = useLoader();
  const { cartOpen } = useBooking();
  const { pathname } = useLocation();

  // a new page starts at the top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={classes.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteNav />
      <main id="main" className={classes.main} tabIndex={-1}>
        <RouteBoundary key={pathname}>
          <Outlet />
          <PageHydrated />
        </RouteBoundary>
      </main>
      <SiteFooter />
      <LoaderOverlay visible={visible} />
      {cartOpen && (
        <Suspense fallback={null}>
          <CartModal />
        </Suspense>
      )}
    </div>
  );
}

/**
 * After the page's first commit (its queries have subscribed: this comes after the page, so its
 * effects run after the page's), the fetch policies apply as written again. Until then a hydrating
 * page reads the cache the server embedded before the network (app/apollo.ts). It sits inside the
 * page's Suspense boundary because React hydrates that boundary after the shell.
 */
function PageHydrated() {
  const client = useApolloClient();
  useEffect(() => {
    client.prioritizeCacheValues = false;
    // The page answers clicks from here on (a server-rendered page is visible, and clickable, before).
    document.documentElement.dataset.hydrated = 'true';
  }, [client]);
  return null;
}
