import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import {
  awaitingPayment,
  cadenceText,
  movedFromLong,
  SERIES_STATUS_COLORS,
  SERIES_STATUS_LABELS,
  seriesActions,
  seriesChanges,
  seriesStatusOf,
} from '@greenleaf/shared/series-display';
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import type { SeriesCard_SeriesFragment } from '../../__generated__/graphql';
import { BookingStatusBadge } from '../confirmation/statusBadge';
import { formatZar } from '../../lib/money';
import { formatLongDate } from '../checkout/johannesburgDate';
import { SeriesChangeModal } from './SeriesChangeModal';
import { SkipVisitModal } from './SkipVisitModal';
import {
  useSkipSeriesVisitMutation,
  useUndoSeriesChangeMutation,
  type SeriesMessage,
} from './useSeriesChanges';

export const SeriesCard_series = graphql(`
  fragment SeriesCard_series on BookingSeries {
    id
    kind
    status
    name
    repeatWeeks
    bookingTime
    startDate
    endDate
    visitPrice
    firstVisitId
    upcomingVisits {
      id
      guidId
      bookingDate
      bookingTime
      visitTime
      status
      payLater
      movedFrom
      movedNotice
      paidAt
      totalPrice
    }
  }
`);

/** What a change did, with its Undo while the gateway offers it (the gateway refuses one out of time). */
function MessageAlert({
  message,
  undoing,
  onUndo,
}: {
  message: SeriesMessage | null;
  undoing: boolean;
  onUndo: (token: string) => void;
}) {
  if (!message) return null;
  return (
    <Alert
      color={message.kind === 'success' ? 'leaf' : 'red'}
      role={message.kind === 'success' ? 'status' : 'alert'}
      data-testid="series-message"
    >
      <Group justify="space-between" gap="xs">
        <span>{message.text}</span>
        {message.undo && (
          <Button
            size="compact-sm"
            variant="white"
            loading={undoing}
            onClick={() => onUndo(message.undo!.token)}
          >
            Undo
          </Button>
        )}
      </Group>
    </Alert>
  );
}

type Series = SeriesCard_SeriesFragment;
type Visit = Series['upcomingVisits'][number];
type SeriesChange = 'PAUSE' | 'RESUME' | 'STOP';

/** What the series is, how often, until when, what a later visit costs, and its status. */
function SeriesHeader({
  series,
  headingId,
  headingOrder,
}: {
  series: Series;
  headingId: string;
  headingOrder: 2 | 3;
}) {
  const repeat = series.kind === 'REPEAT';
  const status = seriesStatusOf(series.status);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>
        <Title order={headingOrder} size="h4" id={headingId}>
          {series.name}
        </Title>
        <Text size="sm" c="dimmed">
          {repeat ? 'Recurring visits' : 'Seasonal programme'}
          {repeat && series.repeatWeeks
            ? ` · ${cadenceText(series.repeatWeeks)} at ${series.bookingTime}`
            : ''}
        </Text>
        {series.endDate && (
          <Text size="sm" c="dimmed">
            Until {formatLongDate(series.endDate)}
          </Text>
        )}
        <Text size="sm" c="dimmed" data-testid="series-visit-price">
          {repeat
            ? `Each later visit: ${formatZar(series.visitPrice)}`
            : 'Later visits are paid with the programme: they cost nothing more'}
        </Text>
      </div>
      <Badge
        color={SERIES_STATUS_COLORS[status].filled}
        variant="filled"
        autoContrast
        data-status={series.status}
      >
        {SERIES_STATUS_LABELS[status]}
      </Badge>
    </Group>
  );
}

/** One visit to come: its day, slot, paid or not, where it moved from, Pay and Skip where offered. */
function SeriesVisitItem({
  visit,
  canSkip,
  onSkip,
}: {
  visit: Visit;
  canSkip: boolean;
  onSkip: (visit: { guidId: string; paid: boolean }) => void;
}) {
  const paid = visit.paidAt !== null && visit.paidAt !== undefined;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={`Visit on ${formatLongDate(visit.bookingDate)}`}
      data-testid="series-visit"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600} size="sm">
            {formatLongDate(visit.bookingDate)}
          </Text>
          <Text size="sm">{visit.visitTime}</Text>
          <Text size="sm" c="dimmed" data-testid="series-visit-paid">
            {paid
              ? 'Paid'
              : visit.status === 'CONFIRMED' && visit.totalPrice === 0
                ? 'Paid with the programme'
                : 'Not paid yet'}
          </Text>
          {visit.movedFrom && (
            <Text size="sm" c="dimmed" data-testid="series-visit-moved">
              {visit.movedNotice ?? movedFromLong(visit.movedFrom)}
            </Text>
          )}
        </div>
        <BookingStatusBadge status={visit.status} />
      </Group>
      {isChangeableStatus(visit.status) && (
        <Group gap="xs" mt="xs">
          {awaitingPayment(visit) && (
            <Anchor component={Link} to={`/booking-checkout/payments/${visit.guidId}`} size="sm">
              Pay
            </Anchor>
          )}
          {canSkip && (
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              onClick={() => onSkip({ guidId: visit.guidId, paid })}
            >
              Skip this visit
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}

/** Pause or Resume, and Stop series, for a repeat that is not stopped (each asks first). */
function SeriesChangeButtons({ series, onAsk }: { series: Series; onAsk: (change: SeriesChange) => void }) {
  const offered = seriesChanges(series);
  if (!offered.stop) return null;
  return (
    <>
      <Group gap="xs">
        {offered.pause ? (
          <Button variant="default" onClick={() => onAsk('PAUSE')}>
            Pause
          </Button>
        ) : (
          <Button variant="default" onClick={() => onAsk('RESUME')}>
            Resume
          </Button>
        )}
        <Button variant="outline" color="red.9" onClick={() => onAsk('STOP')}>
          Stop series
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Visits inside the change cut-off before them stay booked when you pause or stop.
      </Text>
    </>
  );
}

/**
 * One recurring series or seasonal programme of the customer's: what it is, how often, its status and
 * its next visits (date, slot, status, paid or not, where a full slot moved it from, Pay for a later
 * visit waiting for its payment), with Skip this visit, Pause / Resume and Stop series (a programme is
 * paid for: its later visits can be skipped, it is not paused or stopped). With a manage link's token
 * (`manageToken`) only the visit that link opened (`visitGuidId`) can be skipped. What is offered is
 * shared/series-display's rule, as the office's screens offer it.
 */
export function SeriesCard({
  manageToken,
  visitGuidId,
  headingOrder = 3,
  ...props
}: {
  series: FragmentType<typeof SeriesCard_series>;
  manageToken?: string;
  visitGuidId?: string;
  headingOrder?: 2 | 3;
}) {
  const series = useFragment(SeriesCard_series, props.series);
  const { skipVisit, skipping, message: skipMessage } = useSkipSeriesVisitMutation(manageToken);
  const { undoChange, undoing } = useUndoSeriesChangeMutation(manageToken);
  const [changeMessage, setMessage] = useState<SeriesMessage | null>(null);
  // Pause, Resume and Stop ask first, showing what happens to each visit from the chosen date.
  const [asking, setAsking] = useState<SeriesChange | null>(null);
  const [lastAction, setLastAction] = useState<'change' | 'skip' | null>(null);
  // Skip asks first too, showing the visit and what is owed back.
  const [skippingVisit, setSkippingVisit] = useState<{ guidId: string; paid: boolean } | null>(null);
  const headingId = `series-${series.id}-heading`;
  const message = lastAction === 'skip' ? skipMessage : lastAction === 'change' ? changeMessage : null;

  const undo = async (token: string) => {
    setLastAction('change');
    setMessage(await undoChange(series.id, token));
  };
  // a programme's first visit carries its payment: it is not skipped (the api refuses it)
  const canSkip = (visit: Visit) =>
    seriesActions(series, visit, visit.id === series.firstVisitId).skip &&
    (!manageToken || visit.guidId === visitGuidId);

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId} data-testid="series-card">
      <Stack gap="sm">
        <SeriesHeader series={series} headingId={headingId} headingOrder={headingOrder} />
        <MessageAlert message={message} undoing={undoing} onUndo={(token) => void undo(token)} />
        {series.upcomingVisits.length === 0 ? (
          <Text size="sm" c="dimmed">
            No visits to come.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            aria-label={`Next visits of ${series.name}`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {series.upcomingVisits.map((visit) => (
              <SeriesVisitItem
                key={visit.id}
                visit={visit}
                canSkip={canSkip(visit)}
                onSkip={setSkippingVisit}
              />
            ))}
          </Stack>
        )}
        <SeriesChangeButtons series={series} onAsk={setAsking} />
      </Stack>

      {asking && (
        <SeriesChangeModal
          opened
          onClose={() => setAsking(null)}
          onDone={(text, undoOffer) => {
            setLastAction('change');
            setMessage({ kind: 'success', text, undo: undoOffer });
          }}
          seriesId={series.id}
          seriesName={series.name}
          action={asking}
          {...(manageToken ? { manageToken } : {})}
        />
      )}
      {skippingVisit && (
        <SkipVisitModal
          guidId={skippingVisit.guidId}
          skipping={skipping}
          onClose={() => setSkippingVisit(null)}
          onSkip={() => {
            setLastAction('skip');
            void skipVisit(skippingVisit.guidId, skippingVisit.paid).then(() => setSkippingVisit(null));
          }}
          {...(manageToken ? { manageToken } : {})}
        />
      )}
    </Paper>
  );
}
