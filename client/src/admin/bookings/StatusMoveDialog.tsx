import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { OFFICE_ONLY_MOVES } from '@greenleaf/shared/booking-status-moves';
import { useState } from 'react';
import type { BookingStatus } from '../../__generated__/graphql';
import { moveLabel } from './statusDisplay';
import { CancelPreviewNotice } from '../../features/series/CancelPreviewNotice';

/** The status moves the office is asked about first: cancel, mark completed, and undo completed. */
export function asksFirst(from: BookingStatus, to: BookingStatus): boolean {
  return to === 'CANCELLED' || to === 'COMPLETED' || (from === 'COMPLETED' && to === 'CONFIRMED');
}

/** What a cancel will do, as the dialog states it before the office confirms. */
function cancelOutcome(paid: boolean, notifyCustomer: boolean): string {
  const booking = paid ? 'It is paid: it will be marked "Refund due".' : 'Its time slot is freed.';
  const email = notifyCustomer
    ? paid
      ? 'The customer is e-mailed that it is cancelled and that the refund is due.'
      : 'The customer is e-mailed that it is cancelled.'
    : 'The customer is not e-mailed: tell them yourself.';
  return `${booking} ${email}`;
}

const UNDO_REASON = OFFICE_ONLY_MOVES.completed?.find((m) => m.to === 'confirmed')?.reason ?? '';

interface StatusMoveDialogProps {
  /** The booking's status now and the move asked about; null: closed. */
  from: BookingStatus;
  to: BookingStatus | null;
  paid: boolean;
  /** The booking's guidId: a cancel first shows the gateway's preview (which visits, how much back). */
  guidId?: string;
  busy: boolean;
  onConfirm: (options: { notifyCustomer: boolean }) => void;
  onClose: () => void;
}

/**
 * Asks before a move that tells someone or is hard to see: Cancel (says what happens: the gateway's
 * preview of the visits cancelled and the money back, with a "Don't e-mail the customer" choice), Completed (it can be undone), and the office's Undo Completed (why).
 */
export function StatusMoveDialog({
  from,
  to,
  paid,
  guidId,
  busy,
  onConfirm,
  onClose,
}: StatusMoveDialogProps) {
  const [quiet, setQuiet] = useState(false);
  const close = () => {
    setQuiet(false);
    onClose();
  };
  const undo = from === 'COMPLETED' && to === 'CONFIRMED';
  const title =
    to === 'CANCELLED' ? 'Cancel this booking?' : undo ? 'Undo Completed?' : 'Mark this booking completed?';
  return (
    <Modal opened={to !== null} onClose={close} title={title}>
      <Stack>
        {to === 'CANCELLED' && (
          <>
            {guidId && <CancelPreviewNotice guidId={guidId} reader="office" />}
            <Text>{cancelOutcome(paid, !quiet)}</Text>
            <Checkbox
              label="Don't e-mail the customer"
              checked={quiet}
              onChange={(e) => setQuiet(e.currentTarget.checked)}
            />
          </>
        )}
        {to === 'COMPLETED' && (
          <Text>
            The work is done: the booking becomes Completed. If it was a mistake, Undo Completed puts it back
            to Confirmed.
          </Text>
        )}
        {undo && <Text>{UNDO_REASON}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {to === 'CANCELLED' ? 'Keep it' : 'Not now'}
          </Button>
          <Button
            color={to === 'CANCELLED' ? 'red.9' : 'blue.9'}
            loading={busy}
            onClick={() => {
              onConfirm({ notifyCustomer: !quiet });
              setQuiet(false);
            }}
          >
            {to ? moveLabel(from, to) : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
