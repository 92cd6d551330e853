/** The wording of the modifier and variation editors' rules (docs/product.md). */
import { requiredMessage } from '@greenleaf/shared/rules/name';

export { requiredMessage, nameProblem as checkText } from '@greenleaf/shared/rules/name';

function minValueMessage(field: string, min: number): string {
  return `${field} must be at least ${min}`;
}

/** '{field} is required' or '{field} must be at least {min}', or null. */
export function checkAmount(field: string, value: number | string, min = 0): string | null {
  if (value === '' || value === null || value === undefined) return requiredMessage(field);
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return requiredMessage(field);
  if (number < min) return minValueMessage(field, min);
  return null;
}

/** The ids of saved options no longer in the draft: removals are saved too. */
export function removedOptionIds(
  original: readonly { id: string }[],
  draft: readonly { id?: string | null }[],
): string[] {
  const kept = new Set(draft.map((option) => option.id).filter((id): id is string => Boolean(id)));
  return original.map((option) => option.id).filter((id) => !kept.has(id));
}
