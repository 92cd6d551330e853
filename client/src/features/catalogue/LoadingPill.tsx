import { Group, Loader, Text } from '@mantine/core';
import classes from './LoadingPill.module.css';

/**
 * A loading message laid over a placeholder (its parent must be positioned), out of the flow: it takes
 * no room, so nothing moves when the content replaces placeholder and message.
 */
export function LoadingPill({ label }: { label: string }) {
  return (
    <Group justify="center" className={classes.message} role="status">
      <Group gap="xs" className={classes.pill} wrap="nowrap">
        <Loader size="sm" aria-hidden="true" />
        <Text>{label}</Text>
      </Group>
    </Group>
  );
}
