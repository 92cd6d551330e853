import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '../catalogue-editor/FormActions';
import {
  blankModifierOption,
  canRemoveOption,
  chargesSomething,
  OPTION_TYPE_CHOICES,
  UNIT_CHOICES,
  validateModifierDraft,
  withOptionType,
  type ModifierDraft,
  type ModifierOptionType,
  type ModifierUnits,
} from './modifierDraft';

export interface ModifierFormProps {
  initial: ModifierDraft;
  submitLabel: string;
  saving: boolean;
  onSubmit: (draft: ModifierDraft) => void;
  onCancel: () => void;
}

function isOptionType(value: string | null): value is ModifierOptionType {
  return OPTION_TYPE_CHOICES.some((choice) => choice.value === value);
}

function isUnits(value: string | null): value is ModifierUnits {
  return UNIT_CHOICES.some((choice) => choice.value === value);
}

/** A modifier's name, description and options, with the type rules and at least one option kept. */
export function ModifierForm({ initial, submitLabel, saving, onSubmit, onCancel }: ModifierFormProps) {
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const form = useForm<ModifierDraft>({
    mode: 'controlled',
    initialValues: initial,
    validate: validateModifierDraft,
    validateInputOnChange: true,
    validateInputOnBlur: true,
    onValuesChange: () => setInvalidSubmit(false),
  });
  const draft = form.values;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSubmit(values),
        () => setInvalidSubmit(true),
      )}
    >
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="space-between" mt="sm">
          <Text fw={600}>Options</Text>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('options', blankModifierOption())}
          >
            Add Option
          </Button>
        </Group>
        {draft.options.map((option, index) => (
          <Paper key={form.key(`options.${index}`)} withBorder p="sm" radius="sm">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={500}>{`Option ${index + 1}`}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove option ${index + 1}`}
                disabled={!canRemoveOption(draft)}
                onClick={() => form.removeListItem('options', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Option Name" required {...form.getInputProps(`options.${index}.name`)} />
              <Select
                label="Type"
                required
                data={OPTION_TYPE_CHOICES}
                {...form.getInputProps(`options.${index}.type`)}
                onChange={(value) => {
                  form.setFieldValue(
                    `options.${index}`,
                    withOptionType(option, isOptionType(value) ? value : null),
                  );
                }}
              />
              {chargesSomething(option) && (
                <>
                  <Select
                    label="Units"
                    required
                    data={UNIT_CHOICES}
                    {...form.getInputProps(`options.${index}.units`)}
                    onChange={(value) =>
                      form.setFieldValue(`options.${index}.units`, isUnits(value) ? value : null)
                    }
                  />
                  <NumberInput
                    label="Value"
                    required
                    min={0}
                    step={0.01}
                    decimalScale={2}
                    clampBehavior="none"
                    {...form.getInputProps(`options.${index}.value`)}
                  />
                </>
              )}
            </SimpleGrid>
            <Textarea
              label="Option Description"
              autosize
              minRows={1}
              mt="xs"
              {...form.getInputProps(`options.${index}.description`)}
            />
          </Paper>
        ))}
      </Stack>
      <FormActions
        submitLabel={saving ? 'Saving...' : submitLabel}
        saving={saving}
        invalidSubmit={invalidSubmit}
        onCancel={onCancel}
      />
    </form>
  );
}
