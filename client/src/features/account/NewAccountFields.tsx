import { PasswordInput, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { PASSWORD_MIN } from './messages';

type AccountField = 'name' | 'email' | 'password';

/** Name, e-mail address and password of a new account (the register form and the checkout's contact step). */
export function NewAccountFields({
  values,
  onChange,
  errors = {},
}: {
  values: Record<AccountField, string>;
  onChange: (field: AccountField) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** Each field's error, shown beside it (the checkout shows them all at once). */
  errors?: Partial<Record<AccountField, string | null>>;
}) {
  return (
    <>
      <TextInput
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={onChange('name')}
        error={errors.name}
      />
      <TextInput
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={onChange('email')}
        error={errors.email}
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN} characters`}
        required
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
      />
    </>
  );
}
