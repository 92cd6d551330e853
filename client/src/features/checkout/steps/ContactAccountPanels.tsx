import { fieldBinder, KindInput } from '../../../lib/forms/kindFields';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { LoginForm } from '../../account/LoginForm';
import { NewAccountFields } from '../../account/NewAccountFields';
import { MarketingConsentCheckbox } from '../../privacy/MarketingConsentCheckbox';
import type { ContactDraft } from '../contactDraft';
import type { ContactErrors } from './contactErrors';

/** A signed-in customer: who they are, a way out, and "Continue to Payment". */
export function SignedInContinue({
  user,
  alert,
  saving,
  onSignOut,
  onContinue,
}: {
  user: { name: string; email: string };
  alert: ReactNode;
  saving: boolean;
  onSignOut: () => void;
  onContinue: () => void;
}) {
  return (
    <Paper withBorder p="md">
      <Stack>
        <Text>
          Signed in as <strong>{user.name}</strong> ({user.email}).
        </Text>
        {alert}
        <Group justify="space-between">
          <Button variant="subtle" onClick={onSignOut}>
            Not you? Sign out
          </Button>
          <Button onClick={onContinue} loading={saving}>
            Continue to Payment
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A new customer's details (they create the account) and phone, or a link to sign in instead. */
export function NewCustomerForm({
  form,
  fieldErrors,
  set,
  marketing,
  onMarketing,
  alert,
  saving,
  onSubmit,
  onSignIn,
  onPrev,
}: {
  form: ContactDraft;
  fieldErrors: ContactErrors;
  set: (key: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The marketing consent's checkbox, unticked until the customer ticks it. */
  marketing: boolean;
  onMarketing: (given: boolean) => void;
  alert: ReactNode;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onSignIn: () => void;
  onPrev: () => void;
}) {
  return (
    <form onSubmit={onSubmit} aria-label="Your details" noValidate>
      <Stack gap="md">
        <Text>
          Your details create your account, so you can follow your booking.{' '}
          <Anchor component="button" type="button" onClick={onSignIn}>
            Already have an account? Sign in
          </Anchor>
        </Text>
        <NewAccountFields values={form} onChange={set} errors={fieldErrors} />
        <KindInput
          kind="phone"
          label="Phone"
          description="A South African number, for example 082 123 4567 or +27 (0)82 123 4567"
          {...fieldBinder(form, set, fieldErrors)('phone')}
        />
        <MarketingConsentCheckbox checked={marketing} onChange={onMarketing} />
        {alert}
        <Group justify="space-between">
          <Button variant="default" onClick={onPrev}>
            Prev
          </Button>
          <Button type="submit" loading={saving}>
            Save and Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Signing in to book as an existing customer, or back to creating an account. */
export function SignInToContinue({
  email,
  alert,
  onSignedIn,
  onCreateAccount,
  onPrev,
}: {
  email: string;
  alert: ReactNode;
  onSignedIn: () => void;
  onCreateAccount: () => void;
  onPrev: () => void;
}) {
  return (
    <Stack gap="md">
      {alert}
      <LoginForm
        initialEmail={email}
        submitLabel="Sign in and Continue"
        onSignedIn={onSignedIn}
        createAccountLink={
          <Anchor component="button" type="button" size="sm" onClick={onCreateAccount}>
            Create an account
          </Anchor>
        }
      />
      <Button variant="default" onClick={onPrev} w="fit-content">
        Prev
      </Button>
    </Stack>
  );
}
