import type { ModifierType, ModifierUnits } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';

interface ModifierOptionLike {
  type: ModifierType;
  units?: ModifierUnits | null;
  value: number;
}

/** '+10%', '-R 50,00' or 'No extra charge'. */
export function modifierValueLabel(option: ModifierOptionLike): string {
  if (option.type === 'NO_CHARGE') return 'No extra charge';
  const sign = option.type === 'DISCOUNT' ? '-' : '+';
  return `${sign}${option.units === 'PERCENT' ? `${option.value}%` : formatZar(option.value)}`;
}

/** Green for an extra, red for a discount, grey for no charge. */
export function modifierColour(type: ModifierOptionLike['type']): string {
  if (type === 'EXTRA') return 'leaf.9';
  if (type === 'DISCOUNT') return 'red.9';
  return 'gray.7';
}

/** The first option of each modifier, or the one chosen before when it still exists. */
export function initialModifierChoice(
  modifiers: ReadonlyArray<{ id: string; options: ReadonlyArray<{ id: string }> }>,
  previous: Record<string, string>,
): Record<string, string> {
  const choice: Record<string, string> = {};
  for (const modifier of modifiers) {
    const kept = previous[modifier.id];
    const option = modifier.options.find((candidate) => candidate.id === kept) ?? modifier.options[0];
    if (option) choice[modifier.id] = option.id;
  }
  return choice;
}
