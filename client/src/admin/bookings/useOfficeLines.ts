import { useState } from 'react';
import type { BookingLineInput } from '../../__generated__/graphql';
import type { VariationChoices } from './ServiceOptionSelects';

/**
 * The services (each with its chosen option per variation and its add-ons) and packages the office
 * books, and the booking's lines they make.
 */
export function useOfficeLines() {
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [packageIds, setPackageIds] = useState<string[]>([]);
  // each service's chosen option per variation (none chosen for the office), and its add-ons
  const [choices, setChoices] = useState<Record<string, VariationChoices>>({});
  const [addOns, setAddOns] = useState<Record<string, string[]>>({});
  const choose = (serviceId: string) => (variationId: string, optionId: string | null) =>
    setChoices((current) => {
      const { [variationId]: _previous, ...others } = current[serviceId] ?? {};
      return { ...current, [serviceId]: optionId ? { ...others, [variationId]: optionId } : others };
    });
  const lines: BookingLineInput[] = [
    ...serviceIds.map((serviceId) => ({
      serviceId,
      optionIds: Object.values(choices[serviceId] ?? {}),
      ...(addOns[serviceId]?.length ? { addOnIds: addOns[serviceId] } : {}),
    })),
    ...packageIds.map((packageId) => ({ packageId })),
  ];
  return {
    lines,
    serviceIds,
    setServiceIds,
    packageIds,
    setPackageIds,
    choices,
    choose,
    addOns,
    setAddOn: (serviceId: string, ids: string[]) =>
      setAddOns((current) => ({ ...current, [serviceId]: ids })),
  };
}
