import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useQuery } from '@apollo/client/react';
import { Loader, List, Stack, Text } from '@mantine/core';
import type { CancelPreviewQueryQuery } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import { formatZar } from '../../lib/money';
import { formatLongDate } from '../checkout/johannesburgDate';
import { CancelPreviewQuery } from './operations';

type Preview = CancelPreviewQueryQuery['cancelPreview'];

/** Who reads it: the customer ("your") or the office ("the customer's"). */
type Reader = 'customer' | 'office';

/** The words for what a cancel does (docs/recurring.md "Giving up a programme"), from the gateway's preview. */
function previewWords(p: Preview, reader: Reader): { what: string; money: string } {
  const your = reader === 'customer' ? 'your' : 'the customer’s';
  const done = p.doneVisits > 0 ? ` (${p.doneVisits} of its ${p.allVisits} visits are done)` : '';
  const what = p.givesUpProgramme
    ? `This is the first visit of ${your} programme, which carries its price: cancelling it gives up the programme${done}, and every visit not done yet is cancelled with it:`
    : p.laterProgrammeVisit
      ? 'Only this visit of the programme is cancelled; its other visits stay booked.'
      : 'This visit is cancelled and its time slot released.';
  const money =
    p.refundDue > 0
      ? p.givesUpProgramme && p.doneVisits > 0
        ? `${formatZar(p.refundDue)} is refunded: the share of the ${p.allVisits - p.doneVisits} visits not done.`
        : `${formatZar(p.refundDue)} is refunded, all that was paid.`
      : p.laterProgrammeVisit
        ? 'Nothing is refunded for it: the programme was paid as a whole. Its share is refunded only if the whole programme is cancelled, from its first visit.'
        : 'Nothing was paid, so nothing is refunded.';
  return { what, money };
}

/**
 * What cancelling this booking will do, from the gateway's preview, shown in the cancel dialog before
 * anyone confirms (the customer's and the office's): which visits, how much back.
 */
export function CancelPreviewNotice({
  guidId,
  manageToken,
  reader,
}: {
  guidId: string;
  manageToken?: string | undefined;
  reader: Reader;
}) {
  const preview = useQuery(CancelPreviewQuery, {
    variables: { guidId, ...(manageToken ? { manageToken } : {}) },
    fetchPolicy: 'network-only',
  });
  if (preview.loading) return <Loader size="sm" aria-label="Working out what will happen" />;
  if (preview.error) {
    return <ErrorAlert>{describeFailure(preview.error).message}</ErrorAlert>;
  }
  const answer = preview.data?.cancelPreview;
  if (!answer) return null;
  const words = previewWords(answer, reader);
  return (
    <Stack gap="xs" data-testid="cancel-preview">
      <Text size="sm">{words.what}</Text>
      {answer.givesUpProgramme && (
        <List size="sm" aria-label="Visits cancelled">
          {answer.visits.map((v) => (
            <List.Item key={v.guidId}>{`${formatLongDate(v.bookingDate)}, ${v.visitTime}`}</List.Item>
          ))}
        </List>
      )}
      <Text size="sm" fw={600} data-testid="cancel-preview-refund">
        {words.money}
      </Text>
    </Stack>
  );
}
