import { RECORD_STATUS_LABELS } from '@greenleaf/shared/record-status';
import type {
  AdminSaveServiceInput,
  AdminServiceFormRouteQueryQuery,
  RecordStatus,
} from '../../__generated__/graphql';

/** The service form's state and rules (docs/product.md). */

type LoadedService = NonNullable<AdminServiceFormRouteQueryQuery['adminService']>;
export type AvailableVariation = AdminServiceFormRouteQueryQuery['adminVariations'][number];

export interface ChosenVariation {
  variationId: string;
  optionIds: string[];
}

export interface ServiceDraft {
  categoryId: string | null;
  name: string;
  description: string;
  imageUrl: string;
  basePrice: number | string;
  /** How long the work takes one crew, in minutes (decides the slots a booking covers). */
  durationMinutes: number | string;
  isPackage: boolean;
  quoteOnly: boolean;
  status: RecordStatus;
  variations: ChosenVariation[];
}

export const RECORD_STATUS_CHOICES: { value: RecordStatus; label: string }[] = (
  ['ACTIVE', 'PENDING', 'INACTIVE'] as const
).map((value) => ({ value, label: RECORD_STATUS_LABELS[value] }));

export function blankServiceDraft(): ServiceDraft {
  return {
    categoryId: null,
    name: '',
    description: '',
    imageUrl: '',
    basePrice: 0,
    durationMinutes: 45,
    isPackage: false,
    quoteOnly: false,
    status: 'ACTIVE',
    variations: [],
  };
}

export function serviceToDraft(service: LoadedService): ServiceDraft {
  return {
    categoryId: service.categoryId,
    name: service.name,
    description: service.description ?? '',
    imageUrl: service.imageUrl ?? '',
    basePrice: service.basePrice,
    durationMinutes: service.durationMinutes,
    isPackage: Boolean(service.isPackage),
    quoteOnly: Boolean(service.quoteOnly),
    status: service.status,
    variations: service.variations.map((variation) => ({
      variationId: variation.variationId,
      optionIds: variation.options.filter((option) => option.offered).map((option) => option.id),
    })),
  };
}

/** Base price parsed as a decimal, 0 when it cannot be read. */
function parseBasePrice(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/** Errors keyed by form path, worded as the spec says. */
export function validateServiceDraft(draft: ServiceDraft, variations: readonly AvailableVariation[] = []) {
  const errors: Record<string, string> = {};
  if (!draft.categoryId) errors.categoryId = 'Category is required';
  if (draft.name.trim() === '') errors.name = 'Service name is required';
  if (parseBasePrice(draft.basePrice) < 0) errors.basePrice = 'Base price must be at least 0';
  draft.variations.forEach((chosen, index) => {
    if (chosen.optionIds.length === 0) {
      const name =
        variations.find((variation) => variation.id === chosen.variationId)?.name ?? 'this variation';
      errors[`variations.${index}.optionIds`] = `Select at least one option of ${name}`;
    }
  });
  return errors;
}

/** Selecting a variation offers all its options; unselecting removes it. */
export function toggleVariation(
  chosen: readonly ChosenVariation[],
  variation: AvailableVariation,
  selected: boolean,
): ChosenVariation[] {
  const without = chosen.filter((entry) => entry.variationId !== variation.id);
  if (!selected) return without;
  return [...without, { variationId: variation.id, optionIds: variation.options.map((option) => option.id) }];
}

export function toggleOption(chosen: ChosenVariation, optionId: string, selected: boolean): ChosenVariation {
  const without = chosen.optionIds.filter((id) => id !== optionId);
  return { ...chosen, optionIds: selected ? [...without, optionId] : without };
}

export function toSaveInput(draft: ServiceDraft, id: string | null): AdminSaveServiceInput {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...(id ? { id } : {}),
    categoryId: draft.categoryId ?? '',
    name: draft.name.trim(),
    description: text(draft.description),
    imageUrl: text(draft.imageUrl),
    basePrice: parseBasePrice(draft.basePrice),
    durationMinutes: Math.round(Number(draft.durationMinutes)) || 45,
    isPackage: Boolean(draft.isPackage),
    quoteOnly: Boolean(draft.quoteOnly),
    status: draft.status,
    variations: draft.variations.map((entry) => ({
      variationId: entry.variationId,
      optionIds: entry.optionIds,
    })),
  };
}
