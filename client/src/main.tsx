import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/App';
import { emptyBooking, restoreBooking } from './features/booking/bookingStorage';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

if (root.firstChild) {
  // A page the gateway rendered (with its data; the Apollo cache starts from it, see app/apollo.ts).
  // While its lazily loaded page's code arrives React keeps the server's markup and hydrates it then;
  // the stored booking follows the first render (the server could not see it).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App initialBooking={emptyBooking()} restoreBookingAfterMount />
      </StrictMode>,
    );
  });
} else {
  // The booking in progress is restored before the first render, so the cart badge and the checkout
  // start from it (at once when nothing is stored; after its validator's chunk loads otherwise).
  // The first render is a transition: React renders it in slices of a few milliseconds and lets the
  // browser handle input between them, instead of one long task on a slow phone.
  void restoreBooking().then((initialBooking) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App initialBooking={initialBooking} />
        </StrictMode>,
      ),
    ),
  );
}
