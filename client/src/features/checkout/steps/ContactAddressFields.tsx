import { fieldBinder, KindInput } from '../../../lib/forms/kindFields';
import { Paper, Stack, Text, Textarea } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { ContactDraft } from '../contactDraft';
import type { ContactErrors } from './contactErrors';
import { SuburbField, type Area } from './SuburbField';
import { UnservedArea } from './UnservedArea';

/** "Where is the visit?": the street, a served suburb (or what to do when it is not served) and notes. */
export function ContactAddressFields({
  form,
  areas,
  fieldErrors,
  unserved,
  change,
  set,
  onSuburbBlur,
}: {
  form: ContactDraft;
  areas: readonly Area[] | undefined;
  fieldErrors: ContactErrors;
  /** The suburb typed when it is not served, else null. */
  unserved: string | null;
  change: (key: keyof ContactDraft, value: string) => void;
  set: (key: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onSuburbBlur: () => void;
}) {
  return (
    <Paper withBorder p="md" component="fieldset" aria-label="Where is the visit?">
      <Stack gap="sm">
        <Text fw={600}>Where is the visit?</Text>
        <KindInput
          kind="street"
          label="Street address"
          maxLength={200}
          {...fieldBinder(form, set, fieldErrors)('street')}
        />
        <SuburbField
          areas={areas}
          value={form.suburb}
          onChange={(value) => change('suburb', value)}
          onBlur={onSuburbBlur}
          error={unserved ? null : fieldErrors.suburb}
        />
        {unserved && <UnservedArea suburb={unserved} email={form.email} />}
        <Textarea
          label="Property notes"
          description="Gate code, pets, parking (optional)"
          maxLength={500}
          value={form.propertyNotes}
          onChange={set('propertyNotes')}
        />
      </Stack>
    </Paper>
  );
}
