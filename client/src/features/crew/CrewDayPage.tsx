import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { CrewDayPicker } from './CrewDayPicker';
import { CrewShell } from './CrewShell';
import type { CrewDayQuery as CrewDayData } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';
import { telLink } from '../../lib/contactLinks';
import { usePageTitle } from '../../lib/usePageTitle';
import { formatLongDate, todayInJohannesburg } from '../checkout/johannesburgDate';
import { CrewDayQuery } from './operations';
import { useCompleteJobMutation, useStartJobMutation } from './useCrewJobMutations';

type Job = CrewDayData['crewDay']['jobs'][number];
type Part = CrewDayData['crewDay']['parts'][number];

/** A badge whose words wrap on a narrow phone instead of being cut off. */
const WRAPPING = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

/** A map search for the visit's address (opens the phone's map app). */
function mapLink(address: NonNullable<Job['address']>): string {
  const text = `${address.street}, ${address.suburb}, ${address.postalCode}, Cape Town`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;
}

/**
 * /crew: a staff user's day on a phone, in its own chrome (CrewShell: no shop footer or cart). A day
 * picker (today, tomorrow and the next days; `?date=`), then every visit assigned to their crew that
 * day in order, paid or not (a visit still waiting for payment says "Not paid yet"), a job of more than
 * a day on each of its days ("Day 2 of 3", its hours that day). Each with the address (a map link), the
 * customer's phone (a tel: link), the services and options, the property notes, and Start / Completed
 * buttons that move a confirmed job.
 */
export function CrewDayPage() {
  usePageTitle('Crew day');
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const today = todayInJohannesburg();
  const chosen = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  const { data, loading, error } = useQuery(CrewDayQuery, {
    variables: { date: chosen },
    fetchPolicy: 'cache-and-network',
  });
  const [start] = useStartJobMutation();
  const [complete] = useCompleteJobMutation();
  const feedback = useErrorFeedback();
  const [busy, setBusy] = useState<string | null>(null);

  if (loading && !data) {
    return (
      <CrewShell>
        <Group justify="center" py="xl" role="status">
          <Loader aria-hidden="true" />
          <Text>Loading your day...</Text>
        </Group>
      </CrewShell>
    );
  }
  const failed = error ? describeFailure(error) : null;
  if (failed?.code === 'FORBIDDEN') {
    return (
      <CrewShell>
        <Container size="xs" py="xl">
          <ErrorAlert title="Access Denied">The crew day is for staff members.</ErrorAlert>
        </Container>
      </CrewShell>
    );
  }
  if (!data?.me || failed?.code === 'UNAUTHENTICATED') return <Navigate to="/login" replace />;
  const day = data.crewDay;
  const jobByGuid = new Map((day?.jobs ?? []).map((j) => [j.guidId, j]));
  const visits = (day?.parts ?? []).flatMap((part) => {
    const job = jobByGuid.get(part.booking.guidId);
    return job ? [{ job, part }] : [];
  });
  const choose = (date: string) => {
    const next = new URLSearchParams(params);
    if (date === today) next.delete('date');
    else next.set('date', date);
    setParams(next);
  };

  async function act(job: Job, action: 'start' | 'complete') {
    feedback.clear();
    setBusy(`${action}-${job.guidId}`);
    try {
      if (action === 'start') await start({ variables: { guidId: job.guidId } });
      else await complete({ variables: { guidId: job.guidId } });
    } catch (err) {
      feedback.report(err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <CrewShell who={data.me.name}>
      <Container size="sm" py="md" px="sm">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {day?.crew ? day.crew.name : 'Crew day'}
            </Title>
            <Text c="dimmed">{formatLongDate(day?.date ?? chosen)}</Text>
          </div>
          <CrewDayPicker today={today} chosen={chosen} onChoose={choose} />
          {failed && <ErrorAlert>{failed.message}</ErrorAlert>}
          {feedback.message && (
            <ErrorAlert withCloseButton closeButtonLabel="Dismiss" onClose={feedback.clear}>
              {feedback.message}
            </ErrorAlert>
          )}
          {day && !day.crew && <Text>You are not in a crew yet. Ask the office to add you to one.</Text>}
          {day?.crew && visits.length === 0 && (
            <Text>No jobs for your crew {chosen === today ? 'today' : 'that day'}.</Text>
          )}
          {visits.map(({ job, part }, i) => (
            <JobCard key={job.guidId} job={job} part={part} number={i + 1} busy={busy} onAct={act} />
          ))}
        </Stack>
      </Container>
    </CrewShell>
  );
}

/** One visit: when and who, where (a map link), the phone, the services, the notes and Start / Completed. */
function JobCard({
  job,
  part,
  number,
  busy,
  onAct,
}: {
  job: Job;
  part: Part;
  number: number;
  /** Which button is working: `start-<guid>` or `complete-<guid>`. */
  busy: string | null;
  onAct: (job: Job, action: 'start' | 'complete') => Promise<void>;
}) {
  return (
    <Card withBorder padding="md" data-testid={`job-${job.guidId}`}>
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            Job {number}
          </Text>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {part.from}-{part.to} · {job.customer?.name ?? 'Customer'}
          </Text>
        </div>
        <JobBadges job={job} part={part} />
      </Group>
      <Stack gap={6} mt="sm">
        {job.address && (
          <Anchor href={mapLink(job.address)} target="_blank" rel="noopener noreferrer">
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <span style={{ overflowWrap: 'anywhere' }}>
                {job.address.street}, {job.address.suburb} {job.address.postalCode}
              </span>
            </Group>
          </Anchor>
        )}
        {job.customer?.phone && (
          <Anchor href={telLink(job.customer.phone)}>
            <Group gap={6} wrap="nowrap">
              <IconPhone size={18} aria-hidden />
              <span>{job.customer.phone}</span>
            </Group>
          </Anchor>
        )}
        {job.services.map((line) => (
          <div key={line.id}>
            <Text fw={600}>{line.name}</Text>
            {[
              ...line.variations.map((v) => `${v.variationName}: ${v.label}`),
              ...line.addOns.map((a) => a.name),
            ].map((detail) => (
              <Text key={detail} size="sm" c="dimmed">
                {detail}
              </Text>
            ))}
          </div>
        ))}
        {/* A note to read, not an alert: Mantine's Alert says role="alert", which is announced on
          load and would be taken for the page's error message. */}
        {job.propertyNotes && (
          <Alert color="yellow" title="Property notes" p="xs" role="note">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {job.propertyNotes}
            </Text>
          </Alert>
        )}
      </Stack>
      {job.status === 'CONFIRMED' && (
        <Group grow mt="md">
          <Button
            size="md"
            variant={job.startedAt ? 'default' : 'filled'}
            disabled={Boolean(job.startedAt)}
            loading={busy === `start-${job.guidId}`}
            onClick={() => void onAct(job, 'start')}
          >
            {job.startedAt ? 'Started' : 'Start'}
          </Button>
          <Button
            size="md"
            color="blue.8"
            loading={busy === `complete-${job.guidId}`}
            onClick={() => void onAct(job, 'complete')}
          >
            Completed
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** Where the job stands, which of its days this is, and whether it is paid: badges that wrap. */
function JobBadges({ job, part }: { job: Job; part: Part }) {
  return (
    <Group gap={4} wrap="wrap" justify="flex-end" style={{ maxWidth: '100%' }}>
      {part.days > 1 && (
        <Badge color="teal.9" variant="light" styles={WRAPPING}>
          Day {part.day} of {part.days}
        </Badge>
      )}
      {job.status === 'PENDING' && (
        <Badge color="orange.9" variant="light" styles={WRAPPING}>
          Not paid yet
        </Badge>
      )}
      <Badge
        color={job.status === 'COMPLETED' ? 'blue.9' : job.startedAt ? 'grape.9' : 'gray.8'}
        variant="filled"
        styles={WRAPPING}
      >
        {job.status === 'COMPLETED' ? 'Completed' : job.startedAt ? 'In progress' : 'To do'}
      </Badge>
    </Group>
  );
}
