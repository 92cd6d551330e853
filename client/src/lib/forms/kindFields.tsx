/**
 * Each kind of field a customer types (name, e-mail, phone, address, password) asked for the same way
 * on every form, so a browser fills it and a phone shows the right keyboard, and bound to a form's
 * values, change handlers and errors in one call.
 */
import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { PASSWORD_MIN } from '@greenleaf/shared/rules/password';

const TEXT_KINDS = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  street: { autoComplete: 'address-line1' },
  suburb: { autoComplete: 'address-level2' },
  postalCode: { autoComplete: 'postal-code', inputMode: 'numeric' },
} satisfies Record<string, Partial<TextInputProps>>;

/** A required text field of a known kind (`required={false}` for an optional one). */
export function KindInput({ kind, ...props }: TextInputProps & { kind: keyof typeof TEXT_KINDS }) {
  return <TextInput required {...TEXT_KINDS[kind]} {...props} />;
}

/**
 * A required password field: a new one (`fresh`) says the shortest allowed and lets the browser
 * suggest one; otherwise the browser offers the saved one.
 */
export function PasswordField({ fresh, ...props }: PasswordInputProps & { fresh: boolean }) {
  const kind = fresh
    ? { autoComplete: 'new-password', description: `At least ${PASSWORD_MIN} characters` }
    : { autoComplete: 'current-password' };
  return <PasswordInput required {...kind} {...props} />;
}

type InputChange = (event: ChangeEvent<HTMLInputElement>) => void;

/** The props that bind a form's field by its key: its name, value, change handler and error. */
export function fieldBinder<K extends string>(
  values: Record<K, string>,
  onChange: (key: K) => InputChange,
  errors: Partial<Record<K, string | null>> = {},
) {
  return (key: K) => ({ name: key, value: values[key], onChange: onChange(key), error: errors[key] });
}

/** The props that bind a field to one piece of state. */
export function textState(value: string, set: (value: string) => void) {
  return { value, onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.currentTarget.value) };
}
