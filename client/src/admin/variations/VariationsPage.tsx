import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { useFragment } from '../../__generated__/fragment-masking';
import type { AdminSaveVariationInput, VariationsPage_VariationFragment } from '../../__generated__/graphql';
import { saveStageOf } from '../catalogue-editor/saveStageOf';
import { useAdminPageTitle } from '../usePageTitle';
import { VariationManager, type VariationItem } from './VariationManager';
import { repeatWeeksInput, type VariationDraft } from './variationDraft';
import { AdminVariationsRouteQuery } from './operations';
import { useDeleteVariationMutation, useSaveVariationMutation } from './useVariationMutations';

/** A variation as the variations page lists and edits it (a save answers it too). */
const VariationsPage_variation = graphql(`
  fragment VariationsPage_variation on Variation {
    id
    name
    description
    options {
      id
      label
      additionalCost
      description
      repeatWeeks
    }
  }
`);

function toVariationItem(variation: VariationsPage_VariationFragment): VariationItem {
  return {
    id: variation.id,
    name: variation.name,
    description: variation.description,
    optionCount: variation.options.length,
    options: variation.options.map((option) => ({
      id: option.id,
      label: option.label,
      additionalCost: option.additionalCost,
      description: option.description ?? '',
      repeatWeeks: option.repeatWeeks ?? '',
    })),
  };
}

/** The full variation with its options; options left out are deleted by the gateway. */
function toSaveVariationInput(draft: VariationDraft, id: string | null): AdminSaveVariationInput {
  return {
    ...(id ? { id } : {}),
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    options: draft.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      label: option.label.trim(),
      additionalCost: Number(option.additionalCost) || 0,
      description: option.description.trim() || null,
      repeatWeeks: repeatWeeksInput(option.repeatWeeks),
    })),
  };
}

/** /admin/variations */
export function VariationsPage() {
  useAdminPageTitle('Variations');
  const { data, loading, error, refetch } = useQuery(AdminVariationsRouteQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [saveVariation] = useSaveVariationMutation();
  const [deleteVariation] = useDeleteVariationMutation();
  const variations = useFragment(VariationsPage_variation, data?.adminVariations ?? []).map(toVariationItem);

  return (
    <VariationManager
      variations={variations}
      loading={loading && !data}
      loadFailed={Boolean(error) && !data}
      onRetry={() => void refetch()}
      onSave={async (draft, variation) => {
        try {
          await saveVariation({ variables: { input: toSaveVariationInput(draft, variation?.id ?? null) } });
        } catch (failure) {
          throw saveStageOf(failure);
        }
      }}
      onDelete={async (variation) =>
        (await deleteVariation({ variables: { input: { id: variation.id } } })).data?.adminDeleteVariation
      }
    />
  );
}
