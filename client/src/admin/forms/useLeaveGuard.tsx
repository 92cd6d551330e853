import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Where leaving goes once confirmed: a path, or a step back in history. */
type Destination = string | -1;

interface LeaveGuard {
  /** Leaves for `to` (a path, or -1 for back), asking first while there are changes not saved. */
  leave(to: Destination): void;
  /** Leaves for `to` without asking (the changes were just saved, or deleted with the record). */
  leaveNow(to: Destination): void;
  /** The "Leave without saving?" dialog; render it once in the page. */
  dialog: ReactNode;
}

/** The in-app path a click on a link would open, or null when the click is not a plain in-app link. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return path === here ? null : path;
}

/**
 * Asks before an edited form is left (docs/admin.md "Forms say why"): by its own Back or Cancel
 * (`leave`), by any in-app link on the page (the sidebar, the header, a link in the form), and by
 * closing the tab or reloading (the browser's own question). The app's routes are declarative, which
 * react-router gives no navigation blocker for, so links are caught as they are clicked, before the
 * router sees them.
 */
export function useLeaveGuard(dirty: boolean, what = 'this record'): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Destination | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', ask);
    // Capture phase: seen before the link's own handler hands the path to the router.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', ask);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const go = useCallback(
    (to: Destination) => {
      if (to === -1) void navigate(-1);
      else void navigate(to);
    },
    [navigate],
  );

  const leave = useCallback(
    (to: Destination) => {
      if (dirtyRef.current) setPending(to);
      else go(to);
    },
    [go],
  );

  const dialog = (
    <Modal opened={pending !== null} onClose={() => setPending(null)} title="Leave without saving?">
      <Stack>
        <Text>Your changes to {what} are not saved.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)}>
            Stay
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              const to = pending;
              setPending(null);
              // The form is being left on purpose: no second question from the guard.
              dirtyRef.current = false;
              if (to !== null) go(to);
            }}
          >
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { leave, leaveNow: go, dialog };
}
