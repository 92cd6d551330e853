import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { describeFailure } from '../../lib/graphqlErrors';
import { AdminPackageServicesQuery } from './operations';
import { useSavePackageServicesMutation } from './useSavePackageServices';

interface Line {
  serviceId: string | null;
  serviceName: string;
  quantity: number;
}

/**
 * The services a package includes, with how many times each: edited under the package's form and
 * saved with the package (an active package needs at least one; the api refuses it otherwise).
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
        })),
      );
    }
  }, [pkg]);
  if (!pkg) return null;
  const choices = data?.adminSelectOptions ?? [];

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
        What the package includes and how many times; an active package needs at least one service.
      </Text>
      <Stack gap="xs">
        {lines.length === 0 && <Text c="dimmed">No services yet.</Text>}
        {lines.map((line, index) => (
          <Group key={index} align="flex-end" wrap="nowrap" data-testid="package-service">
            <Select
              label={`Service ${index + 1}`}
              data={choices}
              value={line.serviceId}
              searchable
              allowDeselect={false}
              style={{ flex: 1 }}
              onChange={(value) => {
                const label = choices.find((c) => c.value === value)?.label ?? line.serviceName;
                setLines(
                  lines.map((l, i) => (i === index ? { ...l, serviceId: value, serviceName: label } : l)),
                );
              }}
            />
            <NumberInput
              label="Times"
              min={1}
              max={1000}
              w={90}
              value={line.quantity}
              onChange={(value) =>
                setLines(
                  lines.map((l, i) =>
                    i === index ? { ...l, quantity: Math.max(1, Number(value) || 1) } : l,
                  ),
                )
              }
            />
            <Button
              variant="subtle"
              color="red.9"
              aria-label={`Remove service ${index + 1}`}
              onClick={() => setLines(lines.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </Button>
          </Group>
        ))}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines([...lines, { serviceId: null, serviceName: '', quantity: 1 }])}
          >
            Add a service
          </Button>
          <Button
            onClick={() => void submit()}
            loading={saving.loading}
            disabled={lines.some((l) => !l.serviceId)}
          >
            Save services
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
