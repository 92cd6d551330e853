import { NumberInput, TextInput } from '@mantine/core';
import { AMOUNT_INPUT_PROPS } from '../catalogue-editor/amountInput';
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
        {...AMOUNT_INPUT_PROPS}
        {...inputProps('additionalCost')}
      />
    </>
  );
}
