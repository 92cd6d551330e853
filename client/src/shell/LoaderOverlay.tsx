import { createPortal } from 'react-dom';
import { Loader, Stack, Text } from '@mantine/core';
import classes from './LoaderOverlay.module.css';

/**
 * Full-screen 'Loading, please wait...' overlay, rendered at the end of <body> (React's own portal:
 * Mantine's Portal would add its code to every page's first load for this one use).
 */
export function LoaderOverlay({ visible }: { visible: boolean }) {
  // nothing on the server (no document; a server render waits for its pages rather than showing this)
  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <div className={classes.overlay} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="green" aria-hidden="true" />
        <Text fw={600}>Loading, please wait...</Text>
      </Stack>
    </div>,
    document.body,
  );
}
