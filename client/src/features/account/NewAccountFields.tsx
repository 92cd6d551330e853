import type { ChangeEvent } from 'react';
import { fieldBinder, KindInput, PasswordField } from '../../lib/forms/kindFields';

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
  const field = fieldBinder(values, onChange, errors);
  return (
    <>
      <KindInput kind="name" label="Full name" {...field('name')} />
      <KindInput kind="email" label="Email" {...field('email')} />
      <PasswordField fresh label="Password" {...field('password')} />
    </>
  );
}
