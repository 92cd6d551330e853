import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatLongDate } from '../checkout/johannesburgDate';

interface DatedVisit {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The slot, when known ('10:00 - 10:45'). */
  time?: string | null;
  services: readonly string[];
}

/**
 * A programme's visits as a dated list: one card a visit, one column on a phone, two from sm up. Each
 * item is named by its date, so a visit can be found by it; its services follow the date on one line.
 */
export function DatedVisitList({ visits, label }: { visits: readonly DatedVisit[]; label: string }) {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2 }}
      spacing="xs"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {visits.map((visit, index) => (
        <Paper
          key={`${visit.date}-${index}`}
          component="li"
          withBorder
          p="sm"
          aria-label={formatLongDate(visit.date)}
          data-testid="dated-visit"
        >
          <Text size="sm">
            <Text span fw={600} inherit>
              {formatLongDate(visit.date)}
              {visit.time ? `, ${visit.time}` : ''}
            </Text>
            {visit.services.length > 0 ? `: ${visit.services.join(', ')}` : ''}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
