import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useLeaveGuard } from '../forms/useLeaveGuard';
import { FormActions } from './FormActions';
import { canRemoveOption, type DraftOption, type OptionParentDraft } from './optionParentDraft';

/** What the kind's own option fields get to render one option. */
export interface OptionFieldsArgs<Option extends DraftOption> {
  option: Option;
  /** Value, error and handlers of one field of this option, for a Mantine input. */
  inputProps: (field: keyof Option & string) => GetInputPropsReturnType;
  /** Replaces the whole option (when one field decides others, as a modifier's type does). */
  setOption: (option: Option) => void;
}

export interface OptionParentFormProps<Option extends DraftOption> {
  initial: OptionParentDraft<Option>;
  validate: (draft: OptionParentDraft<Option>) => Record<string, string>;
  blankOption: () => Option;
  /** The kind's own fields of one option, laid out in a two-column grid. */
  renderOptionFields: (args: OptionFieldsArgs<Option>) => ReactNode;
  submitLabel: string;
  saving: boolean;
  onSubmit: (draft: OptionParentDraft<Option>) => void;
  onCancel: () => void;
}

/**
 * A parent's name and description and its options, each in a card with its own fields, its
 * description and a remove button (disabled while it is the last option), plus Add Option.
 */
export function OptionParentForm<Option extends DraftOption>({
  initial,
  validate,
  blankOption,
  renderOptionFields,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
}: OptionParentFormProps<Option>) {
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const form = useForm<OptionParentDraft<Option>>({
    mode: 'controlled',
    initialValues: initial,
    validate,
    validateInputOnChange: true,
    validateInputOnBlur: true,
    onValuesChange: () => setInvalidSubmit(false),
  });
  const draft = form.values;
  // An edited card asks before a link leaves the page (its own Cancel just closes it).
  const guard = useLeaveGuard(form.isDirty(), 'this card');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSubmit(values),
        () => setInvalidSubmit(true),
      )}
    >
      <Stack gap="sm">
        {guard.dialog}
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="space-between" mt="sm">
          <Text fw={600}>Options</Text>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('options', blankOption())}
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
              {renderOptionFields({
                option,
                inputProps: (field) => form.getInputProps(`options.${index}.${field}`),
                setOption: (next) => form.replaceListItem('options', index, next),
              })}
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
