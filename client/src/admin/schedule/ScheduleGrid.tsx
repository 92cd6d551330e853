import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { DragEvent } from 'react';
import type { SeriesOfficeActions } from '../bookings/useSeriesOfficeActions';
import { SideScroll } from '../SideScroll';
import {
  cells,
  dayColumns,
  gridCells,
  rowsCovered,
  UNASSIGNED,
  weekColumns,
  type Column,
  type Placed,
} from './layout';
import { ScheduleBookingCard, type ScheduleBooking } from './ScheduleBookingCard';

/**
 * The schedule's grid: a row per slot, and a column per crew (and one for unassigned bookings) on a
 * day, or per day on a week. A job longer than a slot spans the rows it covers; each cell takes drops.
 */
export function ScheduleGrid({
  view,
  from,
  crews,
  placed,
  slots,
  onDrop,
  onMove,
  seriesOffice,
  onAskStop,
}: {
  view: 'day' | 'week';
  /** The first day shown (the week's Monday, or the day). */
  from: string;
  crews: readonly { id: string; name: string; colour: string; active: boolean }[];
  placed: readonly Placed<ScheduleBooking>[];
  slots: readonly string[];
  onDrop: (event: DragEvent<HTMLTableCellElement>, column: Column, slot: string, rows: number) => void;
  onMove: (booking: ScheduleBooking) => void;
  seriesOffice: SeriesOfficeActions;
  onAskStop: (booking: ScheduleBooking) => void;
}) {
  const columns: Column[] = view === 'week' ? weekColumns(from) : dayColumns(crews, placed);
  const byCell = cells(placed, view);
  /** Per column, its cells by the slot they start in (rows a long job covers have none). */
  const cellStarts = new Map(
    columns.map((column) => {
      const ofColumn = new Map(
        slots.map((slot) => [slot, byCell.get(`${column.key} ${slot}`) ?? []] as const),
      );
      return [column.key, new Map(gridCells(ofColumn, slots).map((cell) => [cell.slot, cell]))] as const;
    }),
  );
  const crewById = new Map(crews.map((c) => [c.id, c]));

  return (
    <SideScroll label="Schedule grid" minWidth={Math.max(360, 120 + columns.length * 170)}>
      <Table withTableBorder withColumnBorders layout="fixed" data-testid="schedule-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Time</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col">
                <Group gap={6} wrap="nowrap">
                  {c.colour && (
                    <Box w={12} h={12} style={{ borderRadius: 6, background: c.colour }} aria-hidden />
                  )}
                  <Text fw={600} size="sm" truncate>
                    {c.label}
                  </Text>
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((slot) => (
            <Table.Tr key={slot}>
              <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
                <Text size="sm">{slot.slice(0, 5)}</Text>
              </Table.Th>
              {columns.map((column) => {
                const cell = cellStarts.get(column.key)?.get(slot);
                // A row a long job's card spans from above has no cell of its own here.
                if (!cell) return null;
                return (
                  <Table.Td
                    key={column.key}
                    rowSpan={cell.rows > 1 ? cell.rows : undefined}
                    data-testid={`cell-${column.key === UNASSIGNED ? 'unassigned' : column.key}-${slot.slice(0, 5)}`}
                    style={{ verticalAlign: 'top', minHeight: 56, height: 1 }}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={(e) => onDrop(e, column, slot, cell.rows)}
                  >
                    <Stack gap={4} h={cell.rows > 1 ? '100%' : undefined}>
                      {cell.bookings.map((b) => (
                        <ScheduleBookingCard
                          key={`${b.guidId} ${b.part.date}`}
                          booking={b}
                          part={b.part}
                          until={b.part.to}
                          rows={cell.rows > 1 ? 1 : rowsCovered(b, slots)}
                          fill={cell.rows > 1}
                          colour={b.crew ? crewById.get(b.crew.id)?.colour : undefined}
                          crewName={view === 'week' && b.crew ? crewById.get(b.crew.id)?.name : undefined}
                          onMove={() => onMove(b)}
                          seriesOffice={seriesOffice}
                          onAskStop={onAskStop}
                        />
                      ))}
                    </Stack>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SideScroll>
  );
}
