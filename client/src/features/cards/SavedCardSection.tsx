import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { refusalText } from '../../lib/graphqlErrors';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { MySavedCardQuery, RemoveMySavedCardMutation } from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

/**
 * The profile's saved card (docs/product.md, "A card on file for plans"): what is saved and Remove
 * card, which stops the automatic charges (the later visits go back to their payment links). Nothing
 * is shown without a card.
 */
export function SavedCardSection() {
  const { data } = useQuery(MySavedCardQuery, { fetchPolicy: 'cache-and-network' });
  const [remove, { loading }] = useMutation(RemoveMySavedCardMutation, {
    ...refetchAfter([MySavedCardQuery]),
  });
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const card = data?.mySavedCard;
  if (!card) return null;

  async function confirm() {
    setError(null);
    try {
      await remove();
      setOpened(false);
    } catch (failure) {
      setError(refusalText(failure, 'Your card could not be removed. Please try again.'));
    }
  }

  return (
    <Paper component="section" withBorder p="md" mt="lg" aria-labelledby="saved-card-title">
      <Title order={2} size="h4" mb="xs" id="saved-card-title">
        Your saved card
      </Title>
      <Text>
        {card.label ?? 'A card'} saved with our payment partner on {formatMoment(card.savedAt)}. Each later
        visit of your recurring series is charged to it shortly before the visit, or once the visit is done
        when we arranged that with you.
      </Text>
      <Group mt="md">
        <Button variant="default" color="red" onClick={() => setOpened(true)}>
          Remove card
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Remove your saved card?">
        <Stack>
          <Text>
            Your later visits will no longer be charged automatically: each is paid from the link in its
            reminder e-mail instead.
          </Text>
          <Text data-testid="remove-card-after-done">
            Visits we confirmed to charge to your card once done go back to waiting for payment: pay each from
            its link before the visit. A visit already done and not yet charged stays owed, as your statement
            shows.
          </Text>
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Keep card
            </Button>
            <Button color="red" loading={loading} onClick={() => void confirm()}>
              Remove card
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
