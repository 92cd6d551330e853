import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An office table's header row: one heading per column, in order (a node where a heading is not plain
 * text, such as a visually hidden "Actions"; an empty string for a column with no heading).
 */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, i) => (
          // The columns are fixed for a table: their place is their identity.
          <Table.Th key={i}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
