import { Text } from '@mantine/core';

/** Said wherever a total is shown before a date is chosen: a season can change the price. */
export function DateDependsNote() {
  return (
    <Text size="sm" c="dimmed" data-testid="date-depends">
      The total depends on the date you choose: some seasons change the price. It is shown as soon as you pick
      a date.
    </Text>
  );
}
