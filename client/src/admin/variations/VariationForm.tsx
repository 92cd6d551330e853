import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
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
  blankVariationOption,
  canRemoveVariationOption,
  validateVariationDraft,
  type VariationDraft,
} from './variationDraft';

export interface VariationFormProps {
  initial: VariationDraft;
  submitLabel: string;
  saving: boolean;
  onSubmit: (draft: VariationDraft) => void;
  onCancel: () => void;
}

/** A variation's name, description and options (label, additional cost in rand, description). */
export function VariationForm({ initial, submitLabel, saving, onSubmit, onCancel }: VariationFormProps) {
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const form = useForm<VariationDraft>({
    mode: 'controlled',
    initialValues: initial,
    validate: validateVariationDraft,
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
            onClick={() => form.insertListItem('options', blankVariationOption())}
          >
            Add Option
          </Button>
        </Group>
        {draft.options.map((_option, index) => (
          <Paper key={form.key(`options.${index}`)} withBorder p="sm" radius="sm">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={500}>{`Option ${index + 1}`}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove option ${index + 1}`}
                disabled={!canRemoveVariationOption(draft)}
                onClick={() => form.removeListItem('options', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Option Label" required {...form.getInputProps(`options.${index}.label`)} />
              <NumberInput
                label="Additional Cost (R)"
                required
                min={0}
                step={0.01}
                decimalScale={2}
                clampBehavior="none"
                {...form.getInputProps(`options.${index}.additionalCost`)}
              />
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
