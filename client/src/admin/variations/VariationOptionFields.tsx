import { NumberInput, TextInput } from '@mantine/core';
import type { OptionFieldsArgs } from '../catalogue-editor/OptionParentForm';
import type { VariationOptionDraft } from './variationDraft';

/** A variation option's label and additional cost in rand. */
export function VariationOptionFields({ inputProps }: OptionFieldsArgs<VariationOptionDraft>) {
  return (
    <>
      <TextInput label="Option Label" required {...inputProps('label')} />
      <NumberInput
        label="Additional Cost (R)"
        required
        min={0}
        step={0.01}
        decimalScale={2}
        clampBehavior="none"
        {...inputProps('additionalCost')}
      />
    </>
  );
}
