import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';

/**
 * "Send again" for what was given up (an e-mail, a change's e-mails): it first says, in its own row,
 * what it will do, and does it only when confirmed (nothing reaches a customer by accident).
 */
export function TryAgainButton({
  label,
  explain,
  busy,
  onConfirm,
}: {
  label: string;
  explain: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size="xs" variant="light" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <Stack gap={4} maw={280}>
      <Text size="xs">{explain}</Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setAsking(false)}>
          Not now
        </Button>
        <Button size="xs" loading={busy} onClick={() => void onConfirm().finally(() => setAsking(false))}>
          {`Yes, ${label.toLowerCase()}`}
        </Button>
      </Group>
    </Stack>
  );
}
