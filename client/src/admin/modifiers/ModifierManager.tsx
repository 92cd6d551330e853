import { ItemManager, type ManagedItem, type ManagerTexts } from '../catalogue-editor/ItemManager';
import { ModifierForm } from './ModifierForm';
import { blankModifierDraft, type ModifierDraft, type ModifierOptionDraft } from './modifierDraft';

export const MODIFIER_TEXTS: ManagerTexts = {
  title: 'Modifier Management',
  subtitle: 'Manage booking modifiers and pricing options',
  noun: 'Modifier',
  plural: 'Modifiers',
  loading: 'Loading modifiers...',
  loadFailed: 'Failed to load modifiers. Please try again.',
  emptyTitle: 'No Modifiers Yet',
  emptyText: 'Create your first booking modifier to get started with dynamic pricing.',
  created: 'Modifier created successfully!',
  updated: 'Modifier updated successfully!',
  deleted: 'Modifier deleted successfully!',
  saveFailed: 'Failed to save modifier. Please try again.',
  saveOptionsFailed: 'Failed to save modifier options. Please try again.',
  deleteFailed: 'Failed to delete modifier. Please try again.',
};

export interface ModifierItem extends ManagedItem {
  options: readonly (ModifierOptionDraft & { id: string })[];
}

export function modifierToDraft(item: ModifierItem): ModifierDraft {
  return {
    name: item.name,
    description: item.description ?? '',
    options: item.options.map((option) => ({ ...option })),
  };
}

export interface ModifierManagerProps {
  modifiers: readonly ModifierItem[];
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  onSave: (draft: ModifierDraft, modifier: ModifierItem | null) => Promise<void>;
  onDelete: (modifier: ModifierItem) => Promise<void>;
}

/** The modifier management screen, given its data and what saving and deleting do. */
export function ModifierManager({
  modifiers,
  loading,
  loadFailed,
  onRetry,
  onSave,
  onDelete,
}: ModifierManagerProps) {
  return (
    <ItemManager<ModifierItem, ModifierDraft>
      texts={MODIFIER_TEXTS}
      items={modifiers}
      loading={loading}
      loadFailed={loadFailed}
      onRetry={onRetry}
      onSave={onSave}
      onDelete={onDelete}
      renderForm={({ item, submitLabel, saving, onSubmit, onCancel }) => (
        <ModifierForm
          initial={item ? modifierToDraft(item) : blankModifierDraft()}
          submitLabel={submitLabel}
          saving={saving}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    />
  );
}
