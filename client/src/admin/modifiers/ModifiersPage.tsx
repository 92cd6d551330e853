import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { useFragment } from '../../__generated__/fragment-masking';
import type {
  ModifiersPage_ModifierFragment,
  AdminSaveModifierInput,
  ModifierType,
  ModifierUnits as ApiUnits,
} from '../../__generated__/graphql';
import { saveStageOf } from '../catalogue-editor/saveStageOf';
import { useAdminPageTitle } from '../usePageTitle';
import { ModifierManager, type ModifierItem } from './ModifierManager';
import type { ModifierDraft, ModifierOptionType, ModifierUnits } from './modifierDraft';
import { AdminModifiersRouteQuery } from './operations';
import { useDeleteModifierMutation, useSaveModifierMutation } from './useModifierMutations';

/** A modifier as the modifiers page lists and edits it (a save answers it too). */
const ModifiersPage_modifier = graphql(`
  fragment ModifiersPage_modifier on Modifier {
    id
    name
    description
    options {
      id
      name
      type
      units
      value
      description
    }
  }
`);

const TYPE_FROM_API: Record<ModifierType, ModifierOptionType> = {
  NO_CHARGE: 'no_charge',
  EXTRA: 'extra',
  DISCOUNT: 'discount',
};
const TYPE_TO_API: Record<ModifierOptionType, ModifierType> = {
  no_charge: 'NO_CHARGE',
  extra: 'EXTRA',
  discount: 'DISCOUNT',
};
const UNITS_FROM_API: Record<ApiUnits, ModifierUnits> = { PERCENT: 'percent', AMOUNT: 'amount' };
const UNITS_TO_API: Record<ModifierUnits, ApiUnits> = { percent: 'PERCENT', amount: 'AMOUNT' };

function toModifierItem(modifier: ModifiersPage_ModifierFragment): ModifierItem {
  return {
    id: modifier.id,
    name: modifier.name,
    description: modifier.description,
    optionCount: modifier.options.length,
    options: modifier.options.map((option) => ({
      id: option.id,
      name: option.name,
      type: TYPE_FROM_API[option.type],
      units: option.units ? UNITS_FROM_API[option.units] : null,
      value: option.value,
      description: option.description ?? '',
    })),
  };
}

/** The full modifier with its options; options left out are deleted by the gateway. */
function toSaveModifierInput(draft: ModifierDraft, id: string | null): AdminSaveModifierInput {
  return {
    ...(id ? { id } : {}),
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    options: draft.options.map((option) => {
      const type = option.type ?? 'no_charge';
      const charges = type !== 'no_charge';
      return {
        ...(option.id ? { id: option.id } : {}),
        name: option.name.trim(),
        type: TYPE_TO_API[type],
        units: charges && option.units ? UNITS_TO_API[option.units] : null,
        value: charges ? Number(option.value) || 0 : 0,
        description: option.description.trim() || null,
      };
    }),
  };
}

/** /admin/modifiers */
export function ModifiersPage() {
  useAdminPageTitle('Modifiers');
  const { data, loading, error, refetch } = useQuery(AdminModifiersRouteQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [saveModifier] = useSaveModifierMutation();
  const [deleteModifier] = useDeleteModifierMutation();
  const modifiers = useFragment(ModifiersPage_modifier, data?.adminModifiers ?? []).map(toModifierItem);

  return (
    <ModifierManager
      modifiers={modifiers}
      loading={loading && !data}
      loadFailed={Boolean(error) && !data}
      onRetry={() => void refetch()}
      onSave={async (draft, modifier) => {
        try {
          await saveModifier({ variables: { input: toSaveModifierInput(draft, modifier?.id ?? null) } });
        } catch (failure) {
          throw saveStageOf(failure);
        }
      }}
      onDelete={async (modifier) =>
        (await deleteModifier({ variables: { input: { id: modifier.id } } })).data?.adminDeleteModifier
      }
    />
  );
}
