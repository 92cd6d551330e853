import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { type FragmentType, useFragment } from '../../__generated__/fragment-masking';
import { describeFailure } from '../../lib/graphqlErrors';
import { RainDayPlanQuery } from './operations';
import { useRainDayMutation } from './useScheduleMutations';
import { formatShortDay } from '@greenleaf/shared/format/dates';
import { OfficeTable } from '../OfficeTable';

/** A rain day's plan: where each booking of the day goes, with which crew. */
const RainDayDialog_plan = graphql(`
  fragment RainDayDialog_plan on RainDayPlan {
    date
    token
    searchDays
    items {
      booking {
        id
        guidId
        bookingDate
        bookingTime
        crew {
          id
          name
        }
        customer {
          name
        }
        services {
          id
          name
        }
      }
      toDate
      toTime
      crew {
        id
        name
      }
      outcome
      continuation {
        day
        days
      }
      endDate
      endTime
    }
  }
`);

type PlanRef = FragmentType<typeof RainDayDialog_plan>;

const dayLabel = (date: string) => formatShortDay(date);

const jobs = (n: number) => `${n} job${n === 1 ? '' : 's'}`;

function PlanTable({ plan: ref }: { plan: PlanRef }) {
  const plan = useFragment(RainDayDialog_plan, ref);
  if (plan.items.length === 0) return <Text>There are no pending or confirmed bookings on this day.</Text>;
  return (
    <OfficeTable columns={['Customer', 'Now', 'Moves to', 'Crew']} data-testid="rain-plan" striped>
      {plan.items.map((item) => {
        const name = item.booking.customer?.name ?? item.booking.guidId;
        const was = item.booking.crew?.name ?? 'Unassigned';
        return (
          <Table.Tr key={item.booking.guidId} data-testid={`plan-${item.booking.guidId}`}>
            <Table.Td>{name}</Table.Td>
            <Table.Td>{item.booking.bookingTime.slice(0, 5)}</Table.Td>
            {item.outcome === 'NO_ROOM' ? (
              <Table.Td colSpan={2}>
                <Text size="sm" c="red.9">
                  No room within {plan.searchDays} days: it stays; please call them.
                </Text>
              </Table.Td>
            ) : (
              <>
                <Table.Td>
                  {item.continuation ? (
                    <Stack gap={2}>
                      <Text size="sm">
                        Day {item.continuation.day} of {item.continuation.days} of{' '}
                        {item.booking.services.map((l) => l.name).join(', ') || 'the job'}: the rest resumes{' '}
                        {dayLabel(item.toDate!)} at {item.toTime!.slice(0, 5)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        The days worked stay; it now ends {dayLabel(item.endDate!)} at {item.endTime}
                      </Text>
                    </Stack>
                  ) : (
                    <>
                      {dayLabel(item.toDate!)} at {item.toTime!.slice(0, 5)}
                    </>
                  )}
                </Table.Td>
                <Table.Td>
                  {item.outcome === 'SAME_CREW' ? (
                    was
                  ) : (
                    <Group gap={4} wrap="wrap">
                      <Text size="sm">{item.crew?.name ?? 'Unassigned'}</Text>
                      <Badge color="orange.9" variant="light" size="sm">
                        was {was}
                      </Badge>
                    </Group>
                  )}
                </Table.Td>
              </>
            )}
          </Table.Tr>
        );
      })}
    </OfficeTable>
  );
}

/**
 * The rain day: first the plan (every pending or confirmed booking of the day to the nearest free time
 * over the next working days, and with which crew), then "Move N jobs" carries it out at once (all or
 * none) and says what happened; each moved customer is e-mailed their new time. When the day changed
 * since the plan was shown, nothing moves and the new plan is shown.
 */
export function RainDayDialog({
  date,
  dateLabel,
  onClose,
}: {
  date: string;
  dateLabel: string;
  onClose: () => void;
}) {
  const planned = useQuery(RainDayPlanQuery, { variables: { date }, fetchPolicy: 'network-only' });
  const [rainDay, rain] = useRainDayMutation();
  const [shown, setShown] = useState<PlanRef | null>(null);
  const [result, setResult] = useState<{ color: string; text: string } | null>(null);
  const [done, setDone] = useState(false);

  const plan = shown ?? planned.data?.adminRainDayPlan ?? null;
  const unmasked = useFragment(RainDayDialog_plan, plan);
  const movable = unmasked?.items.filter((i) => i.outcome !== 'NO_ROOM').length ?? 0;

  async function act() {
    if (!unmasked) return;
    setResult(null);
    try {
      const reply = (await rainDay({ variables: { date, planToken: unmasked.token } })).data!.adminRainDay;
      setShown(reply.plan);
      if (reply.replanned) {
        setResult({
          color: 'yellow',
          text: 'The day changed since this plan was made, so nothing moved. Here is the new plan.',
        });
        return;
      }
      setDone(true);
      const byGuid = new Map(unmasked.items.map((i) => [i.booking.guidId, i.booking.customer?.name]));
      setResult({
        color: reply.unmoved.length ? 'yellow' : 'green',
        text:
          `${jobs(reply.moved.length)} moved and each customer e-mailed their new time.` +
          (reply.unmoved.length
            ? ` No free time was found for ${reply.unmoved.map((b) => byGuid.get(b.guidId) ?? b.guidId).join(', ')}: please call them.`
            : ''),
      });
    } catch (err) {
      setResult({ color: 'red', text: describeFailure(err).message });
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Rain day: ${dateLabel}`} size="xl">
      <Stack>
        {planned.loading && !plan && <LoadingStatus text="Finding room for the day's bookings..." />}
        {planned.error && !plan && <ErrorAlert>{describeFailure(planned.error).message}</ErrorAlert>}
        {result && (
          <Alert
            color={result.color}
            role={result.color === 'red' ? 'alert' : 'status'}
            data-testid="rain-result"
          >
            {result.text}
          </Alert>
        )}
        {plan && !done && (
          <Text size="sm">
            Each booking moves to the nearest free time over the next working days, with its own crew where it
            is free. Nothing moves until you press the button.
          </Text>
        )}
        {plan && <PlanTable plan={plan} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {done ? 'Close' : 'Keep the day'}
          </Button>
          {!done && (
            <Button color="blue.8" disabled={movable === 0} loading={rain.loading} onClick={() => void act()}>
              Move {jobs(movable)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
