import { Divider, Group, Stack, Text } from '@mantine/core';
import type { BookingDetailsFragment } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';
import { modifierValueLabel } from '../checkout/modifierLabel';

/**
 * The booked services with options, add-ons and the season that changed their price (as stored with
 * the booking), the applied modifiers and the total.
 */
export function BookingLines({ booking }: { booking: BookingDetailsFragment }) {
  return (
    <Stack gap="sm">
      {booking.services.map((line) => (
        <div key={line.id}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{line.name}</Text>
            <Text fw={600}>{formatZar(line.price)}</Text>
          </Group>
          {line.packageId && (
            <Text size="sm" c="dimmed">
              Seasonal package
            </Text>
          )}
          {line.variations.map((variation) => (
            <Text key={variation.optionId} size="sm" c="dimmed">
              {variation.variationName}: {variation.label}
              {variation.additionalCost > 0 ? ` (+${formatZar(variation.additionalCost)})` : ''}
            </Text>
          ))}
          {line.addOns.map((addOn) => (
            <Text key={addOn.id} size="sm" c="dimmed">
              Add-on: {addOn.name} (+{formatZar(addOn.price)})
            </Text>
          ))}
          {line.season && (
            <Text size="sm" c="dimmed" data-testid="season-line">
              {line.season.name} season (×{line.season.multiplier}):{' '}
              {line.season.amount < 0
                ? `-${formatZar(-line.season.amount)}`
                : `+${formatZar(line.season.amount)}`}
            </Text>
          )}
        </div>
      ))}
      {booking.modifiers.length > 0 && (
        <>
          <Divider />
          <Text fw={600} size="sm">
            Applied modifiers
          </Text>
          {booking.modifiers.map((choice) => (
            <Text key={choice.id} size="sm">
              {choice.modifierName}: {choice.optionName} ({modifierValueLabel(choice)})
            </Text>
          ))}
        </>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={700} size="lg">
          Total
        </Text>
        <Text fw={700} size="lg" data-testid="booking-total">
          {formatZar(booking.totalPrice)}
        </Text>
      </Group>
    </Stack>
  );
}
