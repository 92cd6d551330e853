import type { SelectOption } from '../forms/fieldTypes';
import { BOOKING_STATUS_OPTIONS, ROLE_OPTIONS } from '../forms/tableForms';
import { formatZar } from '../../lib/money';
import { statusLabel } from '../format';
import { scalarText } from '@greenleaf/shared/scalar-text';
import { minutesText } from '@greenleaf/shared/work-length';
import { showHiddenCharacters } from '@greenleaf/shared/rules/single-line-text';
import type { ColumnDefinition } from './tableConfigs';

function labelOf(options: readonly SelectOption[], value: unknown): string | null {
  const found = options.find((option) => option.value.toLowerCase() === scalarText(value).toLowerCase());
  return found ? found.label : null;
}

/**
 * How one cell of the generic list reads; text as it is, a hidden or direction-changing character
 * written out (`Adm\u202Enimda`, rules/single-line-text), so a name saved before the rule cannot pass
 * for another.
 */
export function cellText(
  column: ColumnDefinition,
  value: unknown,
  lookups: Partial<Record<string, readonly SelectOption[]>>,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.lookup) {
    const options = lookups[column.lookup] ?? [];
    return showHiddenCharacters(labelOf(options, value) ?? scalarText(value));
  }
  switch (column.format) {
    case 'money':
      return Number.isFinite(Number(value)) ? formatZar(Number(value)) : scalarText(value);
    case 'status':
      return (
        statusLabel(typeof value === 'number' || typeof value === 'string' ? value : null) ||
        scalarText(value)
      );
    case 'bookingStatus':
      return labelOf(BOOKING_STATUS_OPTIONS, value) ?? scalarText(value);
    case 'role':
      return labelOf(ROLE_OPTIONS, value) ?? scalarText(value);
    case 'boolean':
      return value === true || value === 1 || value === '1' ? 'Yes' : 'No';
    case 'date':
      return scalarText(value).slice(0, 10);
    case 'minutes':
      return Number.isFinite(Number(value)) ? minutesText(Number(value)) : scalarText(value);
    default:
      return showHiddenCharacters(typeof value === 'object' ? JSON.stringify(value) : scalarText(value));
  }
}
