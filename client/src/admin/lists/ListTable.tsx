import { Anchor, Badge, Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { scalarText } from '@greenleaf/shared/scalar-text';
import type { AdminTableRouteQueryQuery, BookingStatus, SortDirection } from '../../__generated__/graphql';
import type { SelectOption } from '../forms/fieldTypes';
import { STATUS_COLORS } from '../bookings/statusDisplay';
import { cellText } from './cellText';
import { recordPath, type ColumnDefinition, type TableConfig } from './tableConfigs';

/** The column a list is sorted by, and which way. */
export interface SortState {
  key: string;
  direction: SortDirection;
}

type Row = AdminTableRouteQueryQuery['adminTableRows']['rows'][number];
type Lookups = Partial<Record<string, readonly SelectOption[]>>;

/** A column's heading: a button that sorts by it, with an arrow for the way it is sorted. */
function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: ColumnDefinition;
  sort: SortState;
  onSort: (key: string) => void;
}) {
  const sorted = sort.key === column.key;
  return (
    <Table.Th
      visibleFrom={column.hideOnPhone ? 'sm' : undefined}
      aria-sort={sorted ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => onSort(column.key)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {column.label}
          {sorted ? (
            sort.direction === 'ASC' ? (
              <IconArrowUp size={14} aria-hidden="true" />
            ) : (
              <IconArrowDown size={14} aria-hidden="true" />
            )
          ) : (
            <IconArrowsSort size={14} aria-hidden="true" opacity={0.4} />
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * One cell: a link where the column links elsewhere, the record's own link in its first or main
 * column, a coloured badge for a booking status, or the text.
 */
function ListCell({
  column,
  row,
  main,
  to,
  lookups,
}: {
  column: ColumnDefinition;
  row: Row;
  /** The column that opens the record. */
  main: boolean;
  to: string;
  lookups: Lookups;
}) {
  const value = row.data[column.key];
  const text = cellText(column, value, lookups);
  const status = column.format === 'bookingStatus' ? String(value).toUpperCase() : null;
  return (
    <Table.Td visibleFrom={column.hideOnPhone ? 'sm' : undefined}>
      {column.linkTo && value != null && value !== '' ? (
        <Anchor
          component={Link}
          to={column.linkTo(scalarText(value))}
          onClick={(event) => event.stopPropagation()}
        >
          {text}
        </Anchor>
      ) : main ? (
        <Anchor component={Link} to={to} onClick={(event) => event.stopPropagation()}>
          {text || row.id}
        </Anchor>
      ) : status && status in STATUS_COLORS ? (
        <Badge color={STATUS_COLORS[status as BookingStatus]} variant="light">
          {text}
        </Badge>
      ) : (
        text
      )}
    </Table.Td>
  );
}

/** The list's table: sortable headings, and a row per record that opens it. */
export function ListTable({
  tableId,
  config,
  rows,
  sort,
  onSort,
  lookups,
}: {
  tableId: string;
  config: TableConfig;
  rows: readonly Row[];
  sort: SortState;
  onSort: (key: string) => void;
  lookups: Lookups;
}) {
  const navigate = useNavigate();
  return (
    <Table highlightOnHover striped verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {config.columns.map((column) => (
            <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const to = recordPath(tableId, row.id);
          return (
            <Table.Tr key={row.id} onClick={() => void navigate(to)} style={{ cursor: 'pointer' }}>
              {config.columns.map((column, index) => (
                <ListCell
                  key={column.key}
                  column={column}
                  row={row}
                  main={index === 0 || column.key === config.mainColumn}
                  to={to}
                  lookups={lookups}
                />
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
