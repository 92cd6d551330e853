import type { ManagerTexts } from '../catalogue-editor/ItemManager';
import {
  OptionParentManager,
  type OptionParentItem,
  type OptionParentScreenProps,
} from '../catalogue-editor/OptionParentManager';
import { VariationOptionFields } from './VariationOptionFields';
import { blankVariationOption, validateVariationDraft, type VariationOptionDraft } from './variationDraft';

const VARIATION_TEXTS: ManagerTexts = {
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

export type VariationItem = OptionParentItem<VariationOptionDraft>;

interface VariationManagerProps extends OptionParentScreenProps<VariationOptionDraft> {
  variations: readonly VariationItem[];
}

/** The variation management screen, given its data and what saving and deleting do. */
export function VariationManager({ variations, ...screen }: VariationManagerProps) {
  return (
    <OptionParentManager<VariationOptionDraft>
      texts={VARIATION_TEXTS}
      items={variations}
      validate={validateVariationDraft}
      blankOption={blankVariationOption}
      renderOptionFields={(args) => <VariationOptionFields {...args} />}
      {...screen}
    />
  );
}
