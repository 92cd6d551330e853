import { Divider, Group, Stack, Text } from '@mantine/core';
import type { QuoteQueryQuery } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';

type Quote = QuoteQueryQuery['quote'];
export type QuoteAdjustment = Quote['adjustments'][number];

export function adjustmentLabel(adjustment: QuoteAdjustment): string {
  if (adjustment.type === 'NO_CHARGE') return 'No extra charge';
  const sign = adjustment.type === 'DISCOUNT' ? '-' : '+';
  const value = adjustment.units === 'PERCENT' ? `${adjustment.value}%` : formatZar(adjustment.value);
  return `${sign}${value}`;
}

/** Applied modifiers, subtotal and total of a quote. */
export function QuoteTotals({ quote }: { quote: Quote }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text>Subtotal</Text>
        <Text>{formatZar(quote.subtotal)}</Text>
      </Group>
      {quote.adjustments.length > 0 && (
        <>
          <Text fw={600} size="sm" mt="xs">
            Applied modifiers
          </Text>
          {quote.adjustments.map((adjustment) => (
            <Group key={adjustment.modifierId} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {adjustment.modifierName}: {adjustment.optionName} ({adjustmentLabel(adjustment)})
                {adjustment.reason && (
                  <Text component="span" display="block" size="xs" c="dimmed">
                    {adjustment.reason}
                  </Text>
                )}
              </Text>
              <Text
                size="sm"
                c={adjustment.amount < 0 ? 'red.9' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {adjustment.amount < 0 ? `-${formatZar(-adjustment.amount)}` : formatZar(adjustment.amount)}
              </Text>
            </Group>
          ))}
        </>
      )}
      {quote.earned
        .filter((note) => !note.applied && note.rule !== 'CALL_OUT')
        .map((note) => (
          <Text key={note.optionId} size="xs" c="dimmed">
            {note.optionName}: {note.reason}
          </Text>
        ))}
      <Divider my="xs" />
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Total
        </Text>
        <Text fw={700} size="lg" data-testid="quote-total">
          {formatZar(quote.total)}
        </Text>
      </Group>
    </Stack>
  );
}

type QuoteLine = Quote['lines'][number];

/** One priced line: base price, options, add-ons, season and its total. */
export function QuoteLineDetails({ line }: { line: QuoteLine }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{line.packageId ? 'Package price' : 'Base price'}</Text>
        <Text size="sm">{formatZar(line.basePrice)}</Text>
      </Group>
      {line.options.map((option) => (
        <Group key={option.id} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {option.variationName ? `${option.variationName}: ` : ''}
            {option.name}
          </Text>
          <Text size="sm" c="dimmed">
            +{formatZar(option.amount)}
          </Text>
        </Group>
      ))}
      {line.addOns.map((addOn) => (
        <Group key={addOn.id} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            Add-on: {addOn.name}
          </Text>
          <Text size="sm" c="dimmed">
            +{formatZar(addOn.amount)}
          </Text>
        </Group>
      ))}
      {line.season && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {line.season.name} season (×{line.season.multiplier})
          </Text>
          <Text size="sm" c="dimmed">
            {line.season.amount < 0
              ? `-${formatZar(-line.season.amount)}`
              : `+${formatZar(line.season.amount)}`}
          </Text>
        </Group>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          Service total
        </Text>
        <Text size="sm" fw={600}>
          {formatZar(line.total)}
        </Text>
      </Group>
    </Stack>
  );
}
