import { Checkbox, ColorInput, NumberInput, PasswordInput, Select, Textarea, TextInput } from '@mantine/core';
import { ImageUpload } from '../upload/ImageUpload';
import type { FieldDefinition, FieldValue, SelectOption } from './fieldTypes';

interface FieldInputProps {
  field: FieldDefinition;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
  options: readonly SelectOption[];
}

function asText(value: FieldValue): string {
  return value === null || value === undefined || typeof value === 'boolean' ? '' : String(value);
}

/** One input of the dynamic form, chosen by the field's type. */
export function FieldInput({ field, value, onChange, onBlur, error, required, options }: FieldInputProps) {
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    error,
    required,
    onBlur,
    ...(field.maxLength ? { maxLength: field.maxLength } : {}),
  };

  if (field.readOnly) {
    return <TextInput {...common} required={false} value={asText(value)} readOnly variant="filled" />;
  }

  switch (field.type) {
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={field.description}
          error={error}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
          mt="lg"
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={options.map((option) => ({ value: option.value, label: option.label }))}
          value={value === null ? null : asText(value) || null}
          onChange={(next) => onChange(next)}
          searchable
          clearable={!required}
          allowDeselect={false}
          nothingFoundMessage="Nothing found"
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={3}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : asText(value)}
          onChange={(next) => onChange(next)}
          min={field.min}
          max={field.max}
          step={field.step ?? 1}
          clampBehavior="none"
          decimalScale={field.step !== undefined && field.step < 1 ? 2 : undefined}
        />
      );
    case 'password':
      return (
        <PasswordInput
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoComplete="new-password"
        />
      );
    case 'color':
      return <ColorInput {...common} value={asText(value)} onChange={(next) => onChange(next)} />;
    case 'image':
      return (
        <ImageUpload
          label={field.label}
          value={asText(value) || null}
          onChange={(url) => onChange(url)}
          error={error}
        />
      );
    case 'date':
    case 'email':
    case 'tel':
    case 'url':
    case 'search':
    case 'text':
      return (
        <TextInput
          {...common}
          type={field.type}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
