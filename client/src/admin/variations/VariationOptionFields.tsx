import { NumberInput, TextInput } from '@mantine/core';
import { AMOUNT_INPUT_PROPS } from '../catalogue-editor/amountInput';
import type { OptionFieldsArgs } from '../catalogue-editor/OptionParentForm';
import { REPEAT_WEEKS_MAX, REPEAT_WEEKS_MIN, type VariationOptionDraft } from './variationDraft';

/** A variation option's label, additional cost in rand and, for a repeat, the weeks between visits. */
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
      <NumberInput
        label="Repeats every (weeks)"
        description="Empty for a one-off visit; choosing this option then books a visit every so many weeks"
        min={REPEAT_WEEKS_MIN}
        max={REPEAT_WEEKS_MAX}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        {...inputProps('repeatWeeks')}
      />
    </>
  );
}
