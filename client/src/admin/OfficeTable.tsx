import { Table, Text, type TableProps } from '@mantine/core';
import { Children, type ReactNode } from 'react';
import { SideScroll } from './SideScroll';

interface OfficeTableProps extends Omit<TableProps, 'children'> {
  /**
   * The header row: one heading per column, in order (a node where a heading is not plain text, such
   * as a visually hidden "Actions"; an empty string for a column with no heading).
   */
  columns: readonly ReactNode[];
  /** With `minWidth`: the table scrolls sideways on a phone, a region named by this label. */
  label?: string;
  minWidth?: number;
  /** Said, dimmed, instead of the table when it has no rows. */
  empty?: string;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * An office table: its header row, then its rows (or what `empty` says when there are none); one that
 * is wider than a phone (`label` and `minWidth`) scrolls sideways in a region the keyboard can reach
 * (SideScroll).
 */
export function OfficeTable({ columns, label, minWidth, empty, children, ...tableProps }: OfficeTableProps) {
  if (empty !== undefined && Children.count(children) === 0) return <Text c="dimmed">{empty}</Text>;
  const table = (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            // The columns are fixed for a table: their place is their identity.
            <Table.Th key={i}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return label !== undefined && minWidth !== undefined ? (
    <SideScroll label={label} minWidth={minWidth}>
      {table}
    </SideScroll>
  ) : (
    table
  );
}
