import { List, Text } from '@mantine/core';
import { formatLongDate } from '../checkout/johannesburgDate';

/** A repeat's next planned visits, by their long date (`YYYY-MM-DD` each), under their heading. */
export function NextVisits({ dates }: { dates: readonly string[] }) {
  return (
    <>
      <Text size="sm" fw={500}>
        Next visits
      </Text>
      <List size="sm" spacing={2} aria-label="Next visits">
        {dates.map((date) => (
          <List.Item key={date}>{formatLongDate(date)}</List.Item>
        ))}
      </List>
    </>
  );
}
