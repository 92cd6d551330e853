import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';

/**
 * "Send again" for what was given up (an e-mail, a change's e-mails): it first says, in its own row,
 * what it will do, and does it only when confirmed (nothing reaches a customer by accident). A refusal
 * is shown beside it, after `failure` ("The e-mail could not be sent again.").
 */
export function TryAgainButton({
  label,
  explain,
  failure,
  busy,
  onConfirm,
}: {
  label: string;
  explain: string;
  failure: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const feedback = useErrorFeedback();
  const confirm = () =>
    void onConfirm()
      .then(feedback.clear, (e: unknown) => feedback.report(e, failure))
      .finally(() => setAsking(false));
  return (
    <Stack gap={4} maw={280}>
      {asking ? (
        <>
          <Text size="xs">{explain}</Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setAsking(false)}>
              Not now
            </Button>
            <Button size="xs" loading={busy} onClick={confirm}>
              {`Yes, ${label.toLowerCase()}`}
            </Button>
          </Group>
        </>
      ) : (
        <Button size="xs" variant="light" onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
      {feedback.message && <ErrorAlert>{feedback.message}</ErrorAlert>}
    </Stack>
  );
}
