import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The one feedback component for a failure: red, announced (role="alert"). Every error message a
 * screen shows goes through it (eslint.config.js forbids a hand-rolled red or role="alert" Alert).
 */
export function ErrorAlert({
  children,
  ...props
}: Omit<AlertProps, 'color' | 'role'> & { children?: ReactNode; 'data-testid'?: string }) {
  return (
    <Alert color="red" role="alert" {...props}>
      {children}
    </Alert>
  );
}

/**
 * The same announced alert for what needs attention without having failed (a page that names nothing
 * that exists, bookings a change left outside the working time): yellow instead of red.
 */
export function WarningAlert({
  children,
  color = 'yellow',
  ...props
}: Omit<AlertProps, 'color' | 'role'> & {
  children?: ReactNode;
  color?: 'yellow' | 'orange';
  'data-testid'?: string;
}) {
  return (
    <Alert color={color} role="alert" {...props}>
      {children}
    </Alert>
  );
}
