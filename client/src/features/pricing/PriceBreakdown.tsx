import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatZar } from '../../lib/money';
import type { Breakdown, BreakdownLine, BreakdownRow } from './breakdown';

/** '+R 50,00', '-R 25,00' (a discount in red), or nothing for an amount not kept. */
function Amount({ amount, strong = false }: { amount: number | null; strong?: boolean }) {
  if (amount === null) return null;
  return (
    <Text
      size="sm"
      fw={strong ? 600 : undefined}
      c={amount < 0 ? 'red.9' : 'dimmed'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {amount < 0 ? `-${formatZar(-amount)}` : `+${formatZar(amount)}`}
    </Text>
  );
}

function Row({ row, testId }: { row: BreakdownRow; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {row.label}
      </Text>
      <Amount amount={row.amount} />
    </Group>
  );
}

/** One line's rows: its base (or package) price, options, add-ons, season and the line's total. */
export function BreakdownLineDetails({ line }: { line: BreakdownLine }) {
  return (
    <Stack gap={2} data-testid="breakdown-line">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{line.isPackage ? 'Package price' : 'Base price'}</Text>
        <Text size="sm">{formatZar(line.base)}</Text>
      </Group>
      {line.extras.map((row) => (
        <Row key={row.key} row={row} />
      ))}
      {line.season && <Row row={line.season} testId="season-line" />}
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

/** The subtotal, each applied modifier with its amount, notes on offers that did not apply, and the total. */
export function BreakdownTotals({ breakdown, totalTestId }: { breakdown: Breakdown; totalTestId: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text>Subtotal</Text>
        <Text data-testid="breakdown-subtotal">{formatZar(breakdown.subtotal)}</Text>
      </Group>
      {breakdown.adjustments.length > 0 && (
        <>
          <Text fw={600} size="sm" mt="xs">
            Applied modifiers
          </Text>
          {breakdown.adjustments.map((adjustment) => (
            <div key={adjustment.key}>
              <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="breakdown-modifier">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {adjustment.label}
                </Text>
                <Amount amount={adjustment.amount} />
              </Group>
              {adjustment.note && (
                <Text size="xs" c="dimmed">
                  {adjustment.note}
                </Text>
              )}
            </div>
          ))}
        </>
      )}
      {breakdown.notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
      <Divider my="xs" />
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Total
        </Text>
        <Text fw={700} size="lg" data-testid={totalTestId}>
          {formatZar(breakdown.total)}
        </Text>
      </Group>
      {breakdown.vatIncluded != null && (
        <Text size="sm" c="dimmed" ta="right" data-testid="breakdown-vat">
          {`incl. VAT ${formatZar(breakdown.vatIncluded)}`}
        </Text>
      )}
      {breakdown.repeat && <LaterVisitPrice repeat={breakdown.repeat} />}
    </Stack>
  );
}

/**
 * 'Each later visit: R 1 043,00 (without the First-time customer discount)': the gateway's price of
 * each later visit of the series the booking starts, shown before buying.
 */
export function LaterVisitPrice({ repeat }: { repeat: NonNullable<Breakdown['repeat']> }) {
  const differences = repeat.differences.length > 0 ? ` (${repeat.differences.join('; ')})` : '';
  return (
    <Text size="sm" data-testid="later-visit-price">
      {`Each later visit: ${formatZar(repeat.laterVisitTotal)}${differences}`}
    </Text>
  );
}

/** The whole breakdown: each line under its name, then the totals. */
export function PriceBreakdown({ breakdown, totalTestId }: { breakdown: Breakdown; totalTestId: string }) {
  return (
    <Stack gap="sm" data-testid="price-breakdown">
      {breakdown.lines.map((line) => (
        <div key={line.key}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.name}
          </Text>
          {line.isPackage && (
            <Text size="sm" c="dimmed">
              Seasonal package
            </Text>
          )}
          <BreakdownLineDetails line={line} />
        </div>
      ))}
      <BreakdownTotals breakdown={breakdown} totalTestId={totalTestId} />
    </Stack>
  );
}
