import { List, Text } from '@mantine/core';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { formatZar } from '../../lib/money';
import { formatLongDate } from '../checkout/johannesburgDate';

/** One visit a change to a series touches, as the gateway's preview (or the change itself) says. */
export const SeriesChangeList_change = graphql(`
  fragment SeriesChangeList_change on SeriesVisitChange {
    guidId
    what
    paid
    refund
    restored
    before {
      date
      time
      crewName
      price
    }
    after {
      date
      time
      crewName
      price
    }
  }
`);

interface Place {
  date: string;
  time: string;
  crewName?: string | null;
  price: number;
}

const at = (p: Place) => `${formatLongDate(p.date)}, ${p.time}`;

/** What happens to one visit, in words (the customer's e-mail says the same). */
function changeText(c: {
  what: string;
  refund: number;
  restored: boolean;
  before?: Place | null;
  after?: Place | null;
}): string {
  const before = c.before ?? c.after!;
  const after = c.after ?? c.before!;
  switch (c.what) {
    case 'CANCELLED':
      return c.refund > 0
        ? `Cancelled: ${at(before)} (paid: ${formatZar(c.refund)} to be refunded)`
        : `Cancelled: ${at(before)}`;
    case 'KEPT':
      return `Stays booked (paid): ${at(before)}`;
    case 'PLANNED':
      return `${c.restored ? 'Planned again' : 'Planned'}: ${at(after)}, ${formatZar(after.price)}`;
    default: {
      const parts: string[] = [];
      if (before.date !== after.date || before.time !== after.time) parts.push(`moves to ${at(after)}`);
      if (before.crewName !== after.crewName)
        parts.push(after.crewName ? `crew ${after.crewName}` : 'no crew');
      if (before.price !== after.price) parts.push(`price ${formatZar(after.price)}`);
      return `${at(before)}: ${parts.join(', ')}`;
    }
  }
}

/** The visits a change touches, one line each; "Nothing changes" when none. */
export function SeriesChangeList({
  changes: refs,
}: {
  changes: readonly FragmentType<typeof SeriesChangeList_change>[];
}) {
  const changes = useFragment(SeriesChangeList_change, refs);
  if (changes.length === 0) return <Text size="sm">No visit changes.</Text>;
  return (
    <List size="sm" spacing={4} aria-label="What will happen" data-testid="series-change-list">
      {changes.map((c) => (
        <List.Item key={`${c.guidId}-${c.what}`}>{changeText(c)}</List.Item>
      ))}
    </List>
  );
}
