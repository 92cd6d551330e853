import { useState, type ComponentProps } from 'react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { minutesOfDay } from '@greenleaf/shared/calendar/dates';
import { slotLabel } from '@greenleaf/shared/calendar/hours';
import type { ChangeSeriesInput, SeriesChangeFieldsInput } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';
import { formatZar } from '../../lib/money';
import { todayInJohannesburg } from '../checkout/johannesburgDate';
import { ApplySeriesChangeMutation, SeriesChangePreviewQuery, SeriesStartTimesQuery } from './operations';
import { SeriesChangeList } from './SeriesChangeList';
import { refetchAfter } from '../../lib/refetchAfter';

/** What the dialog does: a pause, resume or stop (the customer's and the office's) or the office's change. */
export type SeriesChangeAction = 'PAUSE' | 'RESUME' | 'STOP' | 'CHANGE';

const TITLES: Record<SeriesChangeAction, string> = {
  PAUSE: 'Pause visits',
  RESUME: 'Resume visits',
  STOP: 'Stop the series',
  CHANGE: 'Change the series',
};

const CONFIRM: Record<SeriesChangeAction, string> = {
  PAUSE: 'Pause visits',
  RESUME: 'Resume visits',
  STOP: 'Stop series',
  CHANGE: 'Apply the change',
};

const DONE: Record<SeriesChangeAction, string> = {
  PAUSE: 'Your visits are paused from that date. Resume them whenever you like.',
  RESUME: 'Your visits are resumed: the next ones are planned again, at the price shown.',
  STOP: 'The series is stopped from that date.',
  CHANGE: 'The series is changed; the customer was e-mailed what changed.',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The paid question: what ticking the paid visits does. */
function paidQuestion(action: SeriesChangeAction, count: number, amount: number): string {
  const these = count === 1 ? 'This visit is paid' : `These ${count} visits are paid`;
  const them = count === 1 ? 'it' : 'them';
  return action === 'CHANGE'
    ? `${these}: change ${them} too? (${count === 1 ? 'It stays' : 'They stay'} paid; a price change does not apply to ${them}.)`
    : `${these}: cancel ${them} and owe ${formatZar(amount)} back?`;
}

interface WorkingHours {
  slotMinutes: number;
  hours: readonly { weekday: number; opensAt?: string | null; closesAt?: string | null }[];
}

/** Every start the company's calendar offers on some working weekday (the api checks the day's own). */
function startLabels(calendar: WorkingHours | undefined, weekday: number | null): string[] {
  if (!calendar) return [];
  const labels = new Set<string>();
  for (const day of calendar.hours) {
    if (weekday !== null && day.weekday !== weekday) continue;
    const opens = minutesOfDay(day.opensAt ?? '');
    const closes = minutesOfDay(day.closesAt ?? '');
    if (opens === null || closes === null) continue;
    for (let t = opens; t + calendar.slotMinutes <= closes; t += calendar.slotMinutes) {
      labels.add(slotLabel(t, calendar.slotMinutes));
    }
  }
  return [...labels].sort();
}

interface ChangeValues {
  weekday: string | null;
  time: string | null;
  crew: string | null;
  price: number | string;
}

/** The office's change: the day, time, crew and later-visit price, each "Unchanged" until chosen. */
function ChangeFields({
  values,
  onWeekday,
  onTime,
  onCrew,
  onPrice,
  crews,
  startTimes,
}: {
  values: ChangeValues;
  onWeekday: (value: string | null) => void;
  onTime: (value: string | null) => void;
  onCrew: (value: string | null) => void;
  onPrice: (value: number | string) => void;
  crews: readonly { id: string; name: string }[];
  startTimes: string[];
}) {
  return (
    <Group grow align="flex-start">
      <Select
        label="Day"
        placeholder="Unchanged"
        clearable
        comboboxProps={{ withinPortal: false }}
        data={WEEKDAYS.map((label, i) => ({ value: String(i), label }))}
        value={values.weekday}
        onChange={onWeekday}
      />
      <Select
        label="Time"
        placeholder="Unchanged"
        clearable
        searchable
        comboboxProps={{ withinPortal: false }}
        data={startTimes}
        value={values.time}
        onChange={onTime}
      />
      <Select
        label="Crew"
        placeholder="Unchanged"
        clearable
        comboboxProps={{ withinPortal: false }}
        data={[{ value: 'none', label: 'No crew' }, ...crews.map((c) => ({ value: c.id, label: c.name }))]}
        value={values.crew}
        onChange={onCrew}
      />
      <NumberInput
        label="Each later visit (R)"
        placeholder="Unchanged"
        min={0}
        decimalScale={2}
        value={values.price}
        onChange={onPrice}
      />
    </Group>
  );
}

/** The gateway's preview of what happens to each visit, and the paid question when paid visits are touched. */
function ChangePreview({
  nothingChosen,
  loading,
  error,
  changes,
  paidQuestion,
  paidTicked,
  onPaidTicked,
}: {
  nothingChosen: boolean;
  loading: boolean;
  error: unknown;
  /** Null until the preview has answered. */
  changes: ComponentProps<typeof SeriesChangeList>['changes'] | null;
  paidQuestion: string | null;
  paidTicked: boolean;
  onPaidTicked: (ticked: boolean) => void;
}) {
  return nothingChosen ? (
    <Text size="sm" c="dimmed">
      Choose what changes.
    </Text>
  ) : loading ? (
    <Loader size="sm" aria-label="Working out what will happen" />
  ) : error ? (
    <ErrorAlert data-testid="series-change-refused">{describeFailure(error).message}</ErrorAlert>
  ) : (
    changes && (
      <Stack gap="xs">
        <Text fw={600} size="sm">
          What will happen
        </Text>
        <SeriesChangeList changes={changes} />
        {paidQuestion && (
          <Checkbox
            data-testid="series-change-paid"
            label={paidQuestion}
            checked={paidTicked}
            onChange={(e) => onPaidTicked(e.currentTarget.checked)}
          />
        )}
      </Stack>
    )
  );
}

/**
 * The dialog before a pause, stop or (the office's) change of a series from a date
 * (docs/recurring.md): the date, for a change what changes, then the gateway's preview of what happens
 * to each visit; paid visits stay booked unless ticked here. Confirming sends the same input.
 */
export function SeriesChangeModal({
  opened,
  onClose,
  onDone,
  seriesId,
  seriesName,
  action,
  manageToken,
  crews = [],
}: {
  opened: boolean;
  onClose: () => void;
  /** After the change: what to tell the user, and its undo (none for the office's change). */
  onDone: (message: string, undo: { token: string; expiresAt: string } | null) => void;
  seriesId: string;
  seriesName: string;
  action: SeriesChangeAction;
  manageToken?: string;
  /** The office's crews, for a change of crew. */
  crews?: readonly { id: string; name: string }[];
}) {
  const [from, setFrom] = useState(todayInJohannesburg());
  const [weekday, setWeekday] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [crew, setCrew] = useState<string | null>(null);
  const [price, setPrice] = useState<number | string>('');
  const [paidIds, setPaidIds] = useState<string[] | null>(null);
  const feedback = useErrorFeedback();

  const change: SeriesChangeFieldsInput = {
    ...(weekday !== null ? { weekday: Number(weekday) } : {}),
    ...(time !== null ? { bookingTime: time } : {}),
    ...(crew === 'none' ? { noCrew: true } : crew !== null ? { crewId: crew } : {}),
    ...(typeof price === 'number' ? { visitPrice: price } : {}),
  };
  const nothingChosen = action === 'CHANGE' && Object.keys(change).length === 0;
  const input: ChangeSeriesInput = {
    seriesId,
    action,
    from,
    ...(paidIds ? { paidVisitIds: paidIds } : {}),
    ...(action === 'CHANGE' ? { change } : {}),
    ...(manageToken ? { manageToken } : {}),
  };
  const ready = opened && /^\d{4}-\d{2}-\d{2}$/.test(from) && !nothingChosen;
  const startTimes = useQuery(SeriesStartTimesQuery, opened && action === 'CHANGE' ? {} : skipToken);
  const preview = useQuery(
    SeriesChangePreviewQuery,
    ready ? { variables: { input }, fetchPolicy: 'network-only' } : skipToken,
  );
  const [apply, applying] = useMutation(ApplySeriesChangeMutation, {
    ...refetchAfter('active'),
  });

  const changes = preview.data?.seriesChangePreview.changes ?? [];
  // The paid visits from the date: left alone (KEPT), or touched because they are ticked.
  const paid = changes.filter((c) => c.paid && c.what !== 'PLANNED');
  const paidAmount = paid.reduce((sum, c) => sum + (c.before?.price ?? 0), 0);
  // A change of choices asks the paid question again.
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setPaidIds(null);
      set(v);
    };

  const confirm = async () => {
    feedback.clear();
    try {
      const done = await apply({ variables: { input } });
      onDone(DONE[action], done.data?.changeSeries.undo ?? null);
      onClose();
    } catch (error) {
      feedback.report(error);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`${TITLES[action]}: ${seriesName}`} size="lg">
      <Stack>
        <TextInput
          type="date"
          label="From"
          description={
            action === 'RESUME'
              ? 'Visits are planned again from the first date of the series on or after this one'
              : 'The visits on or after this date'
          }
          value={from}
          min={todayInJohannesburg()}
          onChange={(e) => reset(setFrom)(e.currentTarget.value)}
        />
        {action === 'CHANGE' && (
          <ChangeFields
            values={{ weekday, time, crew, price }}
            onWeekday={reset(setWeekday)}
            onTime={reset(setTime)}
            onCrew={reset(setCrew)}
            onPrice={reset(setPrice)}
            crews={crews}
            startTimes={startLabels(
              startTimes.data?.adminCalendar,
              weekday === null ? null : Number(weekday),
            )}
          />
        )}

        <ChangePreview
          nothingChosen={nothingChosen}
          loading={preview.loading}
          error={preview.error}
          changes={preview.data ? changes : null}
          paidQuestion={paid.length > 0 ? paidQuestion(action, paid.length, paidAmount) : null}
          paidTicked={paidIds !== null}
          onPaidTicked={(ticked) => setPaidIds(ticked ? paid.map((c) => c.guidId) : null)}
        />

        {feedback.message && <ErrorAlert>{feedback.message}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep as it is
          </Button>
          <Button
            color={action === 'CHANGE' ? undefined : 'red.9'}
            loading={applying.loading}
            disabled={!preview.data || !!preview.error || preview.loading || nothingChosen}
            onClick={() => void confirm()}
          >
            {CONFIRM[action]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
