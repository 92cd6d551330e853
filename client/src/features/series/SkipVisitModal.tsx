import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { describeFailure } from '../../lib/graphqlErrors';
import { formatZar } from '../../lib/money';
import { SeriesSkipPreviewQuery } from './operations';
import { SeriesChangeList } from './SeriesChangeList';

/**
 * The question before skipping one visit (docs/recurring.md): the gateway's preview of which visit is
 * cancelled and what is owed back, then Skip or Keep. The skip offers its undo afterwards.
 */
export function SkipVisitModal({
  guidId,
  manageToken,
  skipping,
  onSkip,
  onClose,
}: {
  guidId: string;
  manageToken?: string;
  skipping: boolean;
  onSkip: () => void;
  onClose: () => void;
}) {
  const preview = useQuery(SeriesSkipPreviewQuery, {
    variables: { input: { guidId, ...(manageToken ? { manageToken } : {}) } },
    fetchPolicy: 'network-only',
  });
  const answer = preview.data?.seriesSkipPreview;
  return (
    <Modal opened onClose={onClose} title="Skip this visit?">
      <Stack>
        {preview.loading ? (
          <Loader size="sm" aria-label="Working out what will happen" />
        ) : preview.error ? (
          <ErrorAlert data-testid="skip-refused">{describeFailure(preview.error).message}</ErrorAlert>
        ) : (
          answer && (
            <Stack gap="xs">
              <Text fw={600} size="sm">
                What will happen
              </Text>
              <SeriesChangeList changes={answer.changes} />
              <Text size="sm" data-testid="skip-refund">
                {answer.refundTotal > 0
                  ? `You are owed ${formatZar(answer.refundTotal)} back: we refund it to the card you paid with.`
                  : 'Nothing was paid for this visit, so nothing is refunded.'}
              </Text>
              <Text size="sm" c="dimmed">
                The series goes on. You can undo this for 10 minutes.
              </Text>
            </Stack>
          )
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the visit
          </Button>
          <Button color="red.9" loading={skipping} disabled={!answer || !!preview.error} onClick={onSkip}>
            Skip it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
