interface SelectableVariation {
  variationId: string;
  options: ReadonlyArray<{ id: string }>;
}

/** Chosen option id per variation id. */
export type OptionSelection = Record<string, string>;

/** On load the first option of each variation is selected. */
export function initialSelection(variations: ReadonlyArray<SelectableVariation>): OptionSelection {
  const selection: OptionSelection = {};
  for (const variation of variations) {
    const first = variation.options[0];
    if (first) selection[variation.variationId] = first.id;
  }
  return selection;
}

/** Picking an option makes it the only selected one of its variation. */
export function selectOption(
  selection: OptionSelection,
  variationId: string,
  optionId: string,
): OptionSelection {
  return { ...selection, [variationId]: optionId };
}

export function toggleAddOn(addOnIds: ReadonlyArray<string>, addOnId: string): string[] {
  return addOnIds.includes(addOnId) ? addOnIds.filter((id) => id !== addOnId) : [...addOnIds, addOnId];
}
