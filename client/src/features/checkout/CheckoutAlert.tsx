import { Alert, type AlertProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/** The sticky site header's height and a little air: an alert scrolled to stops below it. */
const BELOW_STICKY_HEADER = 'calc(64px + var(--mantine-spacing-md))';

/**
 * Brings an element into view, the least scrolling needed: below the sticky header on a desktop
 * (its scroll margin) and, since checkout alerts stand just above the buttons that answer them, next
 * to the button a customer pressed on a phone.
 */
function scrollIntoViewBelowHeader(element: HTMLElement | null): void {
  element?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
}

/**
 * Every alert of the checkout: shown where the customer looks. It scrolls itself into view when it
 * appears and whenever `inView` (by default its text) changes.
 */
export function CheckoutAlert({
  inView,
  children,
  style,
  ...props
}: AlertProps & { inView?: unknown; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reason = inView ?? (typeof children === 'string' ? children : null);
  useEffect(() => {
    scrollIntoViewBelowHeader(ref.current);
  }, [reason]);
  return (
    <Alert
      ref={ref}
      style={{ scrollMarginTop: BELOW_STICKY_HEADER, scrollMarginBottom: 16, ...style }}
      {...props}
    >
      {children}
    </Alert>
  );
}
