import { ActionIcon, Card, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatZar } from '../../lib/money';
import { toggleOption, toggleVariation, type AvailableVariation, type ChosenVariation } from './serviceDraft';

interface ServiceVariationsEditorProps {
  available: readonly AvailableVariation[];
  chosen: readonly ChosenVariation[];
  onChange: (chosen: ChosenVariation[]) => void;
  errors: Record<string, string | undefined>;
}

function optionCountText(count: number): string {
  return `${count} ${count === 1 ? 'option' : 'options'}`;
}

/** The grid of variations to offer, and a card of option checkboxes for each chosen one. */
export function ServiceVariationsEditor({
  available,
  chosen,
  onChange,
  errors,
}: ServiceVariationsEditorProps) {
  const chosenIds = new Set(chosen.map((entry) => entry.variationId));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {available.map((variation) => (
          <Paper key={variation.id} withBorder p="sm" radius="sm">
            <Checkbox
              label={variation.name}
              description={optionCountText(variation.options.length)}
              checked={chosenIds.has(variation.id)}
              onChange={(event) => onChange(toggleVariation(chosen, variation, event.currentTarget.checked))}
            />
          </Paper>
        ))}
      </SimpleGrid>
      {available.length === 0 && (
        <Text c="dimmed">No variations exist yet. Create them under Variations.</Text>
      )}

      {chosen.length === 0 ? (
        <Paper withBorder p="lg" radius="md" ta="center">
          <Text fw={600}>No variations selected</Text>
          <Text c="dimmed" size="sm">
            Select variations above to add options for this service
          </Text>
        </Paper>
      ) : (
        chosen.map((entry, index) => {
          const variation = available.find((candidate) => candidate.id === entry.variationId);
          if (!variation) return null;
          const error = errors[`variations.${index}.optionIds`];
          return (
            <Card key={entry.variationId} withBorder radius="md" padding="md">
              <Group justify="space-between" mb="xs">
                <Title order={4} size="h5">
                  {variation.name}
                </Title>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${variation.name}`}
                  onClick={() => onChange(toggleVariation(chosen, variation, false))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
              <div role="group" aria-label={`Options of ${variation.name}`}>
                <Stack gap={6} mt="xs">
                  {variation.options.map((option) => (
                    <Checkbox
                      key={option.id}
                      label={
                        option.additionalCost > 0
                          ? `${option.label} (+${formatZar(option.additionalCost)})`
                          : option.label
                      }
                      checked={entry.optionIds.includes(option.id)}
                      onChange={(event) =>
                        onChange(
                          chosen.map((current) =>
                            current.variationId === entry.variationId
                              ? toggleOption(current, option.id, event.currentTarget.checked)
                              : current,
                          ),
                        )
                      }
                    />
                  ))}
                </Stack>
                {error && (
                  <Text c="red" size="sm" mt="xs" role="alert">
                    {error}
                  </Text>
                )}
              </div>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
