import type { ManagerTexts } from '../catalogue-editor/ItemManager';
import {
  OptionParentManager,
  type OptionParentItem,
  type OptionParentScreenProps,
} from '../catalogue-editor/OptionParentManager';
import { ModifierOptionFields } from './ModifierOptionFields';
import { blankModifierOption, validateModifierDraft, type ModifierOptionDraft } from './modifierDraft';

const MODIFIER_TEXTS: ManagerTexts = {
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

export type ModifierItem = OptionParentItem<ModifierOptionDraft>;

interface ModifierManagerProps extends OptionParentScreenProps<ModifierOptionDraft> {
  modifiers: readonly ModifierItem[];
}

/** The modifier management screen, given its data and what saving and deleting do. */
export function ModifierManager({ modifiers, ...screen }: ModifierManagerProps) {
  return (
    <OptionParentManager<ModifierOptionDraft>
      texts={MODIFIER_TEXTS}
      items={modifiers}
      validate={validateModifierDraft}
      blankOption={blankModifierOption}
      renderOptionFields={(args) => <ModifierOptionFields {...args} />}
      {...screen}
    />
  );
}
