import { NumberInput, Select, TextInput } from '@mantine/core';
import { AMOUNT_INPUT_PROPS } from '../catalogue-editor/amountInput';
import type { OptionFieldsArgs } from '../catalogue-editor/OptionParentForm';
import {
  chargesSomething,
  OPTION_TYPE_CHOICES,
  UNIT_CHOICES,
  withOptionType,
  type ModifierOptionDraft,
  type ModifierOptionType,
  type ModifierUnits,
} from './modifierDraft';

function isOptionType(value: string | null): value is ModifierOptionType {
  return OPTION_TYPE_CHOICES.some((choice) => choice.value === value);
}

function isUnits(value: string | null): value is ModifierUnits {
  return UNIT_CHOICES.some((choice) => choice.value === value);
}

/** A modifier option's name and type; units and value only when the type charges something. */
export function ModifierOptionFields({
  option,
  inputProps,
  setOption,
}: OptionFieldsArgs<ModifierOptionDraft>) {
  return (
    <>
      <TextInput label="Option Name" required {...inputProps('name')} />
      <Select
        label="Type"
        required
        data={OPTION_TYPE_CHOICES}
        {...inputProps('type')}
        onChange={(value: string | null) =>
          setOption(withOptionType(option, isOptionType(value) ? value : null))
        }
      />
      {chargesSomething(option) && (
        <>
          <Select
            label="Units"
            required
            data={UNIT_CHOICES}
            {...inputProps('units')}
            onChange={(value: string | null) =>
              setOption({ ...option, units: isUnits(value) ? value : null })
            }
          />
          <NumberInput label="Value" required {...AMOUNT_INPUT_PROPS} {...inputProps('value')} />
        </>
      )}
    </>
  );
}
