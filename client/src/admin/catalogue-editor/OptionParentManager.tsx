import type { Removal } from './removalNotice';
import { ItemManager, type ManagedItem, type ManagerTexts } from './ItemManager';
import { OptionParentForm, type OptionParentFormProps } from './OptionParentForm';
import {
  blankOptionParentDraft,
  optionParentToDraft,
  type DraftOption,
  type OptionParentDraft,
} from './optionParentDraft';

/** A saved parent as the manager lists it: its options carry their ids. */
export interface OptionParentItem<Option extends DraftOption> extends ManagedItem {
  options: readonly (Option & { id: string })[];
}

/** What a management screen is given by its page: the data, and what saving and deleting do. */
export interface OptionParentScreenProps<Option extends DraftOption> {
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  onSave: (draft: OptionParentDraft<Option>, item: OptionParentItem<Option> | null) => Promise<void>;
  onDelete: (item: OptionParentItem<Option>) => Promise<Removal | void>;
}

interface OptionParentManagerProps<Option extends DraftOption>
  extends
    OptionParentScreenProps<Option>,
    Pick<OptionParentFormProps<Option>, 'validate' | 'blankOption' | 'renderOptionFields'> {
  texts: ManagerTexts;
  items: readonly OptionParentItem<Option>[];
}

/** The management screen of a parent with options (modifiers, variations), one form for both. */
export function OptionParentManager<Option extends DraftOption>({
  texts,
  items,
  validate,
  blankOption,
  renderOptionFields,
  ...screen
}: OptionParentManagerProps<Option>) {
  return (
    <ItemManager<OptionParentItem<Option>, OptionParentDraft<Option>>
      texts={texts}
      items={items}
      {...screen}
      renderForm={({ item, submitLabel, saving, onSubmit, onCancel }) => (
        <OptionParentForm<Option>
          initial={item ? optionParentToDraft<Option>(item) : blankOptionParentDraft(blankOption)}
          validate={validate}
          blankOption={blankOption}
          renderOptionFields={renderOptionFields}
          submitLabel={submitLabel}
          saving={saving}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    />
  );
}
