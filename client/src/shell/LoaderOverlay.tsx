import { Loader, Portal, Stack, Text } from '@mantine/core';
import classes from './LoaderOverlay.module.css';

/** Full-screen 'Loading, please wait...' overlay. */
export function LoaderOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Portal>
      <div className={classes.overlay} role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader color="green" aria-hidden="true" />
          <Text fw={600}>Loading, please wait...</Text>
        </Stack>
      </div>
    </Portal>
  );
}
