import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { todayInJohannesburg } from '../../features/checkout/johannesburgDate';
import { describeFailure } from '../../lib/graphqlErrors';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { AdminPackageServicesQuery } from './operations';
import {
  EVERY_WEEKS_RANGE,
  FIRST_WEEK_RANGE,
  lineWeekProblems,
  previewProgramme,
  weekValue,
  type PackageLine as Line,
} from './packageLines';
import { ProgrammePreview } from './ProgrammePreview';
import { useSavePackageServicesMutation } from './useSavePackageServices';

/** One included service: which, how many times, its first week and its spacing, and Remove. */
function PackageServiceLine({
  index,
  line,
  choices,
  problems,
  onChange,
  onRemove,
}: {
  index: number;
  line: Line;
  choices: readonly { value: string; label: string }[];
  problems: ReturnType<typeof lineWeekProblems> | undefined;
  onChange: (change: Partial<Line>) => void;
  onRemove: () => void;
}) {
  return (
    <Group align="flex-start" wrap="wrap" data-testid="package-service">
      <Select
        label={`Service ${index + 1}`}
        data={choices}
        value={line.serviceId}
        searchable
        allowDeselect={false}
        style={{ flex: 1, minWidth: 180 }}
        onChange={(value) => {
          const label = choices.find((c) => c.value === value)?.label ?? line.serviceName;
          onChange({ serviceId: value, serviceName: label });
        }}
      />
      <NumberInput
        label="Times"
        min={1}
        max={1000}
        w={90}
        value={line.quantity}
        onChange={(value) => onChange({ quantity: Math.max(1, Number(value) || 1) })}
      />
      <NumberInput
        label="First visit in week"
        min={FIRST_WEEK_RANGE.min}
        max={FIRST_WEEK_RANGE.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        w={150}
        placeholder="Spread"
        value={line.firstWeek ?? ''}
        error={problems?.firstWeek}
        onChange={(value) => onChange({ firstWeek: weekValue(value) })}
      />
      <NumberInput
        label="Then every (weeks)"
        min={EVERY_WEEKS_RANGE.min}
        max={EVERY_WEEKS_RANGE.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        w={150}
        placeholder="Spread"
        value={line.everyWeeks ?? ''}
        error={problems?.everyWeeks}
        onChange={(value) => onChange({ everyWeeks: weekValue(value) })}
      />
      <Button
        mt={25}
        variant="subtle"
        color="red.9"
        aria-label={`Remove service ${index + 1}`}
        onClick={onRemove}
      >
        <IconTrash size={16} />
      </Button>
    </Group>
  );
}

/**
 * The services a package includes, with how many times each and when their visits fall in the
 * programme a booking of it becomes (docs/recurring.md): edited under the package's form and saved
 * with the package (an active package needs at least one; the api refuses it otherwise).
 */
export function PackageServicesEditor({ packageId }: { packageId: string }) {
  const { data } = useQuery(AdminPackageServicesQuery, {
    variables: { id: packageId },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useSavePackageServicesMutation();
  const [lines, setLines] = useState<Line[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const pkg = data?.adminPackage;
  useEffect(() => {
    if (pkg) {
      setLines(
        pkg.services.map((s) => ({
          serviceId: s.serviceId ?? null,
          serviceName: s.serviceName,
          quantity: s.quantity,
          firstWeek: s.firstWeek ?? null,
          everyWeeks: s.everyWeeks ?? null,
        })),
      );
    }
  }, [pkg]);
  if (!pkg) return null;
  const choices = data?.adminSelectOptions ?? [];
  const season = data?.adminSeasons.find((s) => s.id === pkg.seasonId) ?? null;
  const problems = lines.map(lineWeekProblems);
  const preview = previewProgramme(pkg, season, lines, todayInJohannesburg());
  const setLine = (index: number, change: Partial<Line>) =>
    setLines(lines.map((l, i) => (i === index ? { ...l, ...change } : l)));

  async function submit() {
    if (!pkg) return;
    setFailure(null);
    try {
      await save({
        variables: {
          input: {
            id: pkg.id,
            seasonId: pkg.seasonId ?? null,
            name: pkg.name,
            description: pkg.description ?? null,
            imageUrl: pkg.imageUrl ?? null,
            startDate: pkg.startDate ?? null,
            endDate: pkg.endDate ?? null,
            price: pkg.price,
            status: pkg.status,
            services: lines.map((l) => ({
              serviceId: l.serviceId,
              serviceName: l.serviceName,
              quantity: l.quantity,
              firstWeek: l.firstWeek,
              everyWeeks: l.everyWeeks,
            })),
          },
        },
      });
    } catch (err) {
      const f = describeFailure(err);
      setFailure(Object.values(f.fields)[0] ?? f.message);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="package-services">
      <Title order={3} size="h4" id="package-services">
        Services in this package
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        What the package includes and how many times; an active package needs at least one service. A booking
        of it becomes a programme of visits: leave the weeks empty to spread a service’s visits over the
        season.
      </Text>
      <Stack gap="xs">
        {lines.length === 0 && <Text c="dimmed">No services yet.</Text>}
        {lines.map((line, index) => (
          <PackageServiceLine
            key={index}
            index={index}
            line={line}
            choices={choices}
            problems={problems[index]}
            onChange={(change) => setLine(index, change)}
            onRemove={() => setLines(lines.filter((_, i) => i !== index))}
          />
        ))}
        {preview && <ProgrammePreview bookedOn={preview.bookedOn} visits={preview.visits} />}
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              setLines([
                ...lines,
                { serviceId: null, serviceName: '', quantity: 1, firstWeek: null, everyWeeks: null },
              ])
            }
          >
            Add a service
          </Button>
          <Button
            onClick={() => void submit()}
            loading={saving.loading}
            disabled={lines.some((l) => !l.serviceId) || problems.some((p) => Object.keys(p).length > 0)}
          >
            Save services
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
