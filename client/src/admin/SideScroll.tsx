import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone: a named region the keyboard can reach and scroll (axe's
 * "scrollable region must be focusable"), as the schedule grid, payments, a customer's bookings and
 * the crews list need.
 */
export function SideScroll({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
    >
      {children}
    </Table.ScrollContainer>
  );
}
