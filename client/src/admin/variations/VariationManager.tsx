import { ItemManager, type ManagedItem, type ManagerTexts } from '../catalogue-editor/ItemManager';
import { VariationForm } from './VariationForm';
import { blankVariationDraft, type VariationDraft, type VariationOptionDraft } from './variationDraft';

export const VARIATION_TEXTS: ManagerTexts = {
  title: 'Variation Management',
  subtitle: 'Manage service variations and their options',
  noun: 'Variation',
  plural: 'Variations',
  loading: 'Loading variations...',
  loadFailed: 'Failed to load variations. Please try again.',
  emptyTitle: 'No Variations Yet',
  emptyText: 'Create your first service variation to offer different options to customers.',
  created: 'Variation created successfully!',
  updated: 'Variation updated successfully!',
  deleted: 'Variation deleted successfully!',
  saveFailed: 'Failed to save variation. Please try again.',
  saveOptionsFailed: 'Failed to save variation options. Please try again.',
  deleteFailed: 'Failed to delete variation. Please try again.',
};

export interface VariationItem extends ManagedItem {
  options: readonly (VariationOptionDraft & { id: string })[];
}

export function variationToDraft(item: VariationItem): VariationDraft {
  return {
    name: item.name,
    description: item.description ?? '',
    options: item.options.map((option) => ({ ...option })),
  };
}

export interface VariationManagerProps {
  variations: readonly VariationItem[];
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  onSave: (draft: VariationDraft, variation: VariationItem | null) => Promise<void>;
  onDelete: (variation: VariationItem) => Promise<void>;
}

/** The variation management screen, given its data and what saving and deleting do. */
export function VariationManager({
  variations,
  loading,
  loadFailed,
  onRetry,
  onSave,
  onDelete,
}: VariationManagerProps) {
  return (
    <ItemManager<VariationItem, VariationDraft>
      texts={VARIATION_TEXTS}
      items={variations}
      loading={loading}
      loadFailed={loadFailed}
      onRetry={onRetry}
      onSave={onSave}
      onDelete={onDelete}
      renderForm={({ item, submitLabel, saving, onSubmit, onCancel }) => (
        <VariationForm
          initial={item ? variationToDraft(item) : blankVariationDraft()}
          submitLabel={submitLabel}
          saving={saving}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    />
  );
}
