import { useMutation } from '@apollo/client/react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { cardChargeWhenLabel, type CardChargeWhen } from '@greenleaf/shared/rules/card-charge-when';
import { graphql } from '../../__generated__';
import type { CardChargeWhen as GraphqlWhen } from '../../__generated__/graphql';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';

const SetSeriesCardChargeMutation = graphql(`
  mutation SetSeriesCardCharge($seriesId: ID!, $when: CardChargeWhen!) {
    adminSetSeriesCardCharge(seriesId: $seriesId, when: $when) {
      id
      cardChargeWhen
      visits {
        id
        status
      }
    }
  }
`);

/** GraphQL's choice and the shared rule's (shared/src/rules/card-charge-when.ts). */
const RULE_OF: Record<GraphqlWhen, CardChargeWhen> = { BEFORE_VISIT: 'before', WHEN_DONE: 'after_done' };

/**
 * The office's choice of when a series' later visits are charged to the customer's card on file
 * (docs/product.md, "A card on file for plans"): a set number of hours before each visit, or when the
 * visit is done (held confirmed for the crew, nothing paid until then).
 */
export function SeriesCardChargeSetting({
  seriesId,
  when,
  hoursBefore,
  cardOnFile,
}: {
  seriesId: string;
  when: GraphqlWhen;
  hoursBefore: number;
  cardOnFile: boolean;
}) {
  const [setWhen, state] = useMutation(SetSeriesCardChargeMutation);
  const feedback = useErrorFeedback();
  const choose = (value: string) => {
    feedback.clear();
    setWhen({ variables: { seriesId, when: value as GraphqlWhen } }).catch((err: unknown) =>
      feedback.report(err, 'The card charge could not be changed.'),
    );
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={`card-charge-${seriesId}`}>
        Charge the card
      </Text>
      <SegmentedControl
        aria-labelledby={`card-charge-${seriesId}`}
        value={when}
        onChange={choose}
        disabled={state.loading}
        data={(['BEFORE_VISIT', 'WHEN_DONE'] as const).map((value) => ({
          value,
          label: cardChargeWhenLabel(RULE_OF[value], hoursBefore),
        }))}
      />
      <Text size="xs" c="dimmed" data-testid="series-card-charge-note">
        {when === 'WHEN_DONE'
          ? cardOnFile
            ? 'Later visits are confirmed for the crew with nothing paid; the card is charged once each is completed.'
            : 'With a card on file, later visits are confirmed for the crew and charged once completed.'
          : 'Later visits stay unpaid (pending) until the card is charged before them.'}
      </Text>
      {feedback.message && <ErrorAlert>{feedback.message}</ErrorAlert>}
    </Stack>
  );
}
