import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';

/**
 * A section of the Developers page listing what is made with a secret shown once (API clients,
 * webhook endpoints): its title and words, the secret just made, what went wrong, the form that makes
 * one, then its list, or why there is none.
 */
export function SecretListSection({
  titleId,
  title,
  intro,
  secret,
  failure,
  form,
  loadFailure,
  empty,
  children,
}: {
  titleId: string;
  title: string;
  intro: ReactNode;
  /** The secret just made (SecretShownOnce), or nothing. */
  secret: ReactNode;
  failure: string | null;
  form: ReactNode;
  /** Set when the list could not be read. */
  loadFailure: string | null;
  /** Set when there is no list to show: "none yet" or "loading". */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </div>
        {secret}
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        {form}
        {loadFailure ? (
          <ErrorAlert>{loadFailure}</ErrorAlert>
        ) : empty !== null ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
