import { Button, Group, Stack, Text } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { AdminSection } from '../AdminSection';
import { formatMoment } from '@greenleaf/shared/format/dates';

/**
 * The booking the history is of, and when it last changed: the section reads its own pages (a page of a
 * list nested in the booking would weigh the booking's every query and mutation past the gateway's cost
 * limit), and reads its first page again when the booking changes.
 */
const BookingHistorySection_booking = graphql(`
  fragment BookingHistorySection_booking on Booking {
    id
    updatedAt
    status
  }
`);

const BookingHistorySection_event = graphql(`
  fragment BookingHistorySection_event on BookingEvent {
    id
    at
    kind
    summary
    actorName
  }
`);

/** A page of the booking's changes: the latest 20, or those before `after` (Show older). */
const HistoryPageQuery = graphql(`
  query AdminBookingHistoryPage($id: ID!, $after: String) {
    adminBooking(id: $id) {
      id
      historyPage(first: 20, after: $after) {
        hasNextPage
        endCursor
        nodes {
          ...BookingHistorySection_event
        }
      }
    }
  }
`);

type EventRef = FragmentType<typeof BookingHistorySection_event>;

function HistoryLine({ event }: { event: EventRef }) {
  const e = useFragment(BookingHistorySection_event, event);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {formatMoment(e.at)}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {e.summary}
        {` · ${e.actorName ?? 'the system'}`}
      </Text>
    </Group>
  );
}

/**
 * The booking's history: when, what and who ("the system" when no one did), the latest 20 changes first
 * and Show older for the ones before (by cursor, issue #34: a booking's history grows with every change).
 */
export function BookingHistorySection({
  booking: bookingRef,
}: {
  booking: FragmentType<typeof BookingHistorySection_booking>;
}) {
  const booking = useFragment(BookingHistorySection_booking, bookingRef);
  const client = useApolloClient();
  const first = useQuery(HistoryPageQuery, {
    variables: { id: booking.id },
    fetchPolicy: 'cache-and-network',
  });
  const [older, setOlder] = useState<{ nodes: EventRef[]; hasNextPage: boolean; endCursor: string | null }>();
  const [reading, setReading] = useState(false);
  const [failed, setFailed] = useState(false);
  const { refetch } = first;
  // The booking changed (a status move, a payment, a reschedule): its latest changes are read again.
  const seen = useRef(`${booking.updatedAt ?? ''}|${booking.status}`);
  useEffect(() => {
    const now = `${booking.updatedAt ?? ''}|${booking.status}`;
    if (seen.current === now) return;
    seen.current = now;
    setOlder(undefined);
    void refetch().catch(() => undefined);
  }, [booking.updatedAt, booking.status, refetch]);
  const page = first.data?.adminBooking?.historyPage;
  const events = [...(page?.nodes ?? []), ...(older?.nodes ?? [])];
  const more = older ? older.hasNextPage : (page?.hasNextPage ?? false);
  const cursor = older ? older.endCursor : (page?.endCursor ?? null);

  async function showOlder() {
    if (!cursor) return;
    setReading(true);
    setFailed(false);
    try {
      const res = await client.query({
        query: HistoryPageQuery,
        variables: { id: booking.id, after: cursor },
        fetchPolicy: 'network-only',
      });
      const next = res.data?.adminBooking?.historyPage;
      if (next) setOlder({ ...next, nodes: [...(older?.nodes ?? []), ...next.nodes] });
    } catch {
      setFailed(true);
    } finally {
      setReading(false);
    }
  }

  return (
    <AdminSection id="booking-history" title="History">
      <Stack gap={6} data-testid="booking-history">
        {events.map((e, i) => (
          <HistoryLine key={i} event={e} />
        ))}
      </Stack>
      {first.error && !page && (
        <ErrorAlert mt="sm">The history could not be loaded. Please try again.</ErrorAlert>
      )}
      {failed && <ErrorAlert mt="sm">The older changes could not be loaded. Please try again.</ErrorAlert>}
      {more && (
        <Group mt="sm">
          <Button variant="default" size="xs" loading={reading} onClick={() => void showOlder()}>
            Show older
          </Button>
        </Group>
      )}
    </AdminSection>
  );
}
