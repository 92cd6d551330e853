import { Group, Stack, Text } from '@mantine/core';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { AdminSection } from '../AdminSection';
import { formatMoment } from '@greenleaf/shared/format/dates';

/** What happened to a booking, oldest first, each with who did it. */
const BookingHistorySection_booking = graphql(`
  fragment BookingHistorySection_booking on Booking {
    id
    history {
      id
      at
      kind
      summary
      actorName
    }
  }
`);

/** The booking's history: when, what and who ("the system" when no one did). */
export function BookingHistorySection({
  booking: bookingRef,
}: {
  booking: FragmentType<typeof BookingHistorySection_booking>;
}) {
  const { history } = useFragment(BookingHistorySection_booking, bookingRef);
  return (
    <AdminSection id="booking-history" title="History">
      <Stack gap={6} data-testid="booking-history">
        {history.map((e) => (
          <Group key={e.id} gap="sm" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
              {formatMoment(e.at)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {e.summary}
              {` · ${e.actorName ?? 'the system'}`}
            </Text>
          </Group>
        ))}
      </Stack>
    </AdminSection>
  );
}
