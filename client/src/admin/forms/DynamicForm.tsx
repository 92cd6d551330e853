import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FieldInput } from './FieldInput';
import type {
  FieldDefinition,
  FieldValue,
  FormSection,
  FormValues,
  OptionSource,
  SelectOption,
} from './fieldTypes';
import { hasEmptyRequiredField, isFieldRequired, validateValues } from './validation';

export const INVALID_FORM_MESSAGE = 'Please fix the form errors before submitting.';

interface DynamicFormProps {
  title: string;
  subtitle?: string;
  onBack?: () => void;
  sections: readonly FormSection[];
  initialValues: FormValues;
  /** Choices of selects whose options are loaded (`optionSource`). */
  optionLists?: Partial<Record<OptionSource, readonly SelectOption[]>>;
  creating: boolean;
  submitLabel?: string;
  onSubmit: (values: FormValues) => Promise<void> | void;
  onCancel?: () => void;
  redirectLink?: { to: string; label: string };
  /** A failure to show above the buttons (e.g. the save was refused). */
  error?: string | null;
  /** The server's reasons by field key (a refused save): shown on the field until it is changed. */
  serverErrors?: Record<string, string>;
  /** Told whether the form holds changes not yet saved (to ask before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
}

const WIDE_TYPES = new Set(['textarea', 'image']);
/** One object for "no server errors", so the form's effects see the same value on every render. */
const NO_SERVER_ERRORS: Record<string, string> = {};

/** A select's choices: its own, or the loaded list, narrowed to the chosen value it follows. */
function optionsOf(
  field: FieldDefinition,
  from: FormValues,
  optionLists: NonNullable<DynamicFormProps['optionLists']>,
): readonly SelectOption[] {
  const listed = field.options ?? (field.optionSource ? (optionLists[field.optionSource] ?? []) : []);
  const self = from.id;
  const all =
    field.notSelf && self !== null && self !== undefined && self !== ''
      ? listed.filter((option) => option.value !== String(self))
      : listed;
  if (!field.optionsFollow) return all;
  const chosen = from[field.optionsFollow];
  if (chosen === null || chosen === undefined || chosen === '') return [];
  return all.filter((option) => option.parent === String(chosen));
}

/**
 * The shared dynamic form (docs/product.md): a title, an optional subtitle and Back, sections with a title,
 * description and grid of fields, Submit (default Save), optional Cancel and redirect link. Errors show
 * once a field is changed or left; Save stays disabled while a required field is empty; an invalid submit
 * marks every field touched and says so.
 */
export function DynamicForm({
  title,
  subtitle,
  onBack,
  sections,
  initialValues,
  optionLists = {},
  creating,
  submitLabel = 'Save',
  onSubmit,
  onCancel,
  redirectLink,
  error,
  serverErrors = NO_SERVER_ERRORS,
  onDirtyChange,
  busy = false,
}: DynamicFormProps) {
  const fields = useMemo(() => sections.flatMap((section) => section.fields), [sections]);
  const [values, setValues] = useState<FormValues>(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const context = { creating };
  const errors = validateValues(fields, values, context);
  const submitDisabled = busy || hasEmptyRequiredField(fields, values, context);

  const [changedSinceServer, setChangedSinceServer] = useState<Record<string, boolean>>({});
  useEffect(() => setChangedSinceServer({}), [serverErrors]);
  const dirty = fields.some((field) => (values[field.key] ?? null) !== (initialValues[field.key] ?? null));
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  function setValue(key: string, value: FieldValue) {
    setValues((previous) => {
      const next = { ...previous, [key]: value };
      // A choice that no longer belongs to what it follows is cleared (a modifier's option).
      for (const follower of fields.filter((field) => field.optionsFollow === key)) {
        const current = next[follower.key];
        if (current === null || current === undefined || current === '') continue;
        if (!optionsOf(follower, next, optionLists).some((option) => option.value === String(current))) {
          next[follower.key] = null;
        }
      }
      return next;
    });
    setTouched((previous) => ({ ...previous, [key]: true }));
    setChangedSinceServer((previous) => ({ ...previous, [key]: true }));
  }

  function touch(key: string) {
    setTouched((previous) => (previous[key] ? previous : { ...previous, [key]: true }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setTouched(Object.fromEntries(fields.map((field) => [field.key, true])));
      setSubmitFailed(true);
      return;
    }
    setSubmitFailed(false);
    await onSubmit(values);
  }

  const showInvalid = submitFailed && Object.keys(errors).length > 0;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={title}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>{title}</Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </div>
          {onBack && (
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
              Back
            </Button>
          )}
        </Group>
        {sections.map((section, index) => (
          <Paper key={section.title ?? index} withBorder p="lg" radius="md">
            {section.title && (
              <Title order={3} size="h4">
                {section.title}
              </Title>
            )}
            {section.description && (
              <Text size="sm" c="dimmed" mb="sm">
                {section.description}
              </Text>
            )}
            <Grid mt={section.title ? 'sm' : 0}>
              {section.fields.map((field) => (
                <Grid.Col
                  key={field.key}
                  span={{ base: 12, sm: field.span ?? (WIDE_TYPES.has(field.type) ? 12 : 6) }}
                >
                  <FieldInput
                    field={field}
                    value={values[field.key] ?? null}
                    onChange={(value) => setValue(field.key, value)}
                    onBlur={() => touch(field.key)}
                    error={
                      (touched[field.key] ? errors[field.key] : undefined) ??
                      (changedSinceServer[field.key] ? undefined : serverErrors[field.key])
                    }
                    required={isFieldRequired(field, context)}
                    options={optionsOf(field, values, optionLists)}
                  />
                </Grid.Col>
              ))}
            </Grid>
          </Paper>
        ))}
        {showInvalid && <ErrorAlert>{INVALID_FORM_MESSAGE}</ErrorAlert>}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <Group justify="flex-end">
          {redirectLink && (
            <Button component={Link} to={redirectLink.to} variant="subtle">
              {redirectLink.label}
            </Button>
          )}
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={submitDisabled} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
