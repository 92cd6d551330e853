/**
 * What a booking line may choose (docs/product.md, "Pricing"), checked by the gateway when it prices
 * and again by the api when it saves, in the same words: one option per variation (and per modifier),
 * and only the add-ons of the line's own service (an add-on belongs to one service).
 */
type Id = string | number;

const sameId = (a: Id, b: Id): boolean => String(a).trim() === String(b).trim();

/** An option as its refusal names it. */
export interface NamedOption {
  id: Id;
  label: string;
}

/**
 * One option per variation or modifier (`group`): the refusal of `option` when `already` was chosen in
 * the same group, or null when it is the group's first. `within` names the service, for a variation.
 */
export function secondOptionRefusal(
  already: NamedOption | undefined,
  option: NamedOption,
  group: string,
  within?: string,
): string | null {
  if (!already) return null;
  const forWhat = within === undefined ? '' : ` for ${within}`;
  return sameId(already.id, option.id)
    ? `Option "${option.label}" is chosen twice${forWhat}.`
    : `Choose one option of "${group}"${forWhat}, not both "${already.label}" and "${option.label}".`;
}

/** True when the add-on (undefined: no such add-on) belongs to the service `serviceId`. */
export const addOnBelongsTo = (
  addOn: { serviceId: Id } | undefined,
  serviceId: Id | null | undefined,
): boolean => addOn !== undefined && serviceId != null && sameId(addOn.serviceId, serviceId);

/** The refusal of an add-on the line's service does not offer (unknown, another service's, withdrawn). */
export const addOnNotOfferedMessage = (addOnId: Id, serviceName: string): string =>
  `Add-on ${addOnId} is not available for ${serviceName}.`;

/** A variation a service offers, as a line's refusal names it. */
export interface OfferedVariation {
  id: Id;
  name: string;
}

/**
 * The variations of a service line left without a chosen option, in the order offered: nothing is
 * chosen for the customer (a first option may repeat the visit), so each one refuses the line.
 * `offered` lists only the variations with at least one option the service offers.
 */
export const variationsWithoutChoice = <V extends OfferedVariation>(
  offered: readonly V[],
  chosenVariationIds: readonly Id[],
): V[] => offered.filter((v) => !chosenVariationIds.some((id) => sameId(id, v.id)));

/** The refusal of a service line that leaves a variation without a chosen option. */
export const optionMissingMessage = (variationName: string, serviceName: string): string =>
  `Choose an option of "${variationName}" for ${serviceName}.`;

/** The refusal of a booking whose lines repeat at different intervals: one booking is one series. */
export const ONE_FREQUENCY_MESSAGE = 'Choose one frequency for the whole booking';

/**
 * Where a booking first repeats at another interval than before: the index in `repeats` (each line's
 * or option's repeat in weeks, null for none), or -1 when every repeat agrees. The gateway refuses such
 * a quote and the api such a save, so a price is never shown for a booking that cannot be made.
 */
export function secondFrequencyAt(repeats: readonly (number | null)[]): number {
  let first: number | null = null;
  for (const [i, weeks] of repeats.entries()) {
    if (weeks === null) continue;
    if (first !== null && weeks !== first) return i;
    first = weeks;
  }
  return -1;
}
