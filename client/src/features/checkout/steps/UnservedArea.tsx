import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { isEmail } from '@greenleaf/shared/rules/email';
import { useState, type FormEvent } from 'react';
import { useSiteInfo } from '../../../app/siteInfo';
import { describeFailure, refusalText } from '../../../lib/graphqlErrors';
import { CheckoutAlert } from '../CheckoutAlert';
import { useJoinAreaWaitlistMutation } from '../useJoinAreaWaitlist';

export const unservedWords = (suburb: string) => `We do not work in ${suburb} yet.`;

/**
 * The answer to a suburb we do not serve, given as soon as it is typed: the office's phone (from its
 * setting) and a way to be told when the area opens (the area waitlist).
 */
export function UnservedArea({ suburb, email: typedEmail }: { suburb: string; email: string }) {
  const site = useSiteInfo();
  const [join, { loading }] = useJoinAreaWaitlistMutation();
  const [email, setEmail] = useState(typedEmail);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setError('Enter a valid e-mail address');
      return;
    }
    setError(null);
    try {
      await join({ variables: { input: { email: address, suburb } } });
      setJoined(suburb);
    } catch (failure) {
      const { fields } = describeFailure(failure);
      setError(fields['email'] ?? refusalText(failure, 'Your request could not be sent. Please try again.'));
    }
  }

  return (
    <CheckoutAlert color="yellow" role="status" title={unservedWords(suburb)} inView={suburb}>
      <Stack gap="xs">
        <Text size="sm">
          Please check the suburb, or call us
          {site ? (
            <>
              {' '}
              on{' '}
              <Anchor href={site.phoneHref} fw={600}>
                {site.phone}
              </Anchor>
            </>
          ) : null}{' '}
          to ask.
        </Text>
        {joined === suburb ? (
          <Text size="sm" fw={600}>
            Thank you: we will e-mail you when we start working in {suburb}.
          </Text>
        ) : (
          <form
            onSubmit={(event) => void submit(event)}
            aria-label="Tell me when you come to my area"
            noValidate
          >
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Your e-mail"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={error}
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button type="submit" loading={loading} variant="light">
                Tell me when you come to {suburb}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </CheckoutAlert>
  );
}
