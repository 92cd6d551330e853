import { Center, Group, Loader, Text, type CenterProps } from '@mantine/core';

/**
 * A status line while something loads: a small spinner (hidden from screen readers) and what is
 * loading, in words a screen reader announces. `centred`: in the middle of its space, padded (a page's
 * or a list's first load); otherwise in line with what is around it.
 */
export function LoadingStatus({ text, centred }: { text: string; centred?: CenterProps }) {
  const status = (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </Group>
  );
  return centred ? <Center {...centred}>{status}</Center> : status;
}
