import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/**
 * A secret the gateway shows this once (a partner's API key, a webhook endpoint's signing secret):
 * read-only, with a copy button, until the office says it has copied it.
 */
export function SecretShownOnce({
  title,
  note,
  secret,
  testId,
  onDone,
}: {
  title: string;
  /** What to do with it, said before it. */
  note: string;
  secret: string;
  testId: string;
  onDone: () => void;
}) {
  return (
    <Alert color="yellow" title={title}>
      <Stack gap="xs">
        <Text size="sm">{note}</Text>
        <Code block data-testid={testId}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
