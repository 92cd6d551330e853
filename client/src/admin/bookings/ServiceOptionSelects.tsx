import { MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { formatZar } from '../../lib/money';
import { AdminNewBookingServiceQuery } from './operations';

/** The option chosen for each variation of a service, by variation id. */
export type VariationChoices = Record<string, string>;

/**
 * One required select per variation of a service on the New booking form, and its add-ons (the
 * checkout's choices: shared/src/booking-choices.ts). Nothing is chosen for the office: the gateway
 * refuses a line that leaves a variation without an option (a first option may repeat the visit), so
 * each select starts empty and says which options repeat.
 */
export function ServiceOptionSelects({
  serviceId,
  choices,
  onChoose,
  addOnIds,
  onAddOns,
  error,
}: {
  serviceId: string;
  choices: VariationChoices;
  onChoose: (variationId: string, optionId: string | null) => void;
  addOnIds: string[];
  onAddOns: (addOnIds: string[]) => void;
  /** The gateway's refusal of this line's options (`booking.lines.N.optionIds`). */
  error?: string;
}) {
  const { data } = useQuery(AdminNewBookingServiceQuery, { variables: { id: serviceId } });
  const service = data?.service;
  if (!service || (service.variations.length === 0 && service.addOns.length === 0)) return null;
  return (
    <Stack gap="xs" data-testid="service-option-selects">
      <Text fw={600} size="sm">
        {service.name}
      </Text>
      {service.variations.map((variation) => (
        <Select
          key={variation.variationId}
          label={`${service.name}: ${variation.variationName}`}
          required
          placeholder="Choose an option"
          data={variation.options.map((option) => ({
            value: option.id,
            label: [
              option.label,
              option.additionalCost ? `+${formatZar(option.additionalCost)}` : null,
              option.repeatWeeks ? `repeats every ${option.repeatWeeks} weeks` : null,
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
          value={choices[variation.variationId] ?? null}
          onChange={(optionId) => onChoose(variation.variationId, optionId)}
          error={error && !choices[variation.variationId] ? error : undefined}
        />
      ))}
      {service.addOns.length > 0 && (
        <MultiSelect
          label={`Add-ons for ${service.name}`}
          placeholder="None"
          data={service.addOns.map((a) => ({ value: a.id, label: `${a.name} · +${formatZar(a.price)}` }))}
          value={addOnIds}
          onChange={onAddOns}
        />
      )}
    </Stack>
  );
}
