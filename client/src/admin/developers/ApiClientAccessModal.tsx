import { useMutation } from '@apollo/client/react';
import { API_REACH_WORDS } from '@greenleaf/shared/rules/api-reach';
import { Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ApiClientReach } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import { refetchAfter } from '../../lib/refetchAfter';
import { FormModal } from '../FormModal';
import { AdminApiClientsQuery, AdminSetApiClientAccessMutation } from './operations';

/** The lines of a textarea, trimmed, empty ones left out. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** What each reach reads, in the office's words (shared/rules/api-reach.ts). */
export const REACH_LABEL: Record<ApiClientReach, string> = {
  OWN: `Own: ${API_REACH_WORDS.own}`,
  ALL: `All: ${API_REACH_WORDS.all}`,
};

/** Choose a client's reach (what its key reads of bookings and customers). */
export function ReachChoice({
  value,
  onChange,
}: {
  value: ApiClientReach;
  onChange: (v: ApiClientReach) => void;
}) {
  return (
    <Radio.Group
      label="Reads"
      description="What its key reads with bookings:read and customers:read"
      value={value}
      onChange={(v) => onChange(v === 'ALL' ? 'ALL' : 'OWN')}
    >
      <Stack gap={4} mt={4}>
        <Radio value="OWN" label={REACH_LABEL.OWN} />
        <Radio value="ALL" label={REACH_LABEL.ALL} />
      </Stack>
    </Radio.Group>
  );
}

/** The field of allowed return URLs, one prefix per line. */
export function ReturnUrlsInput(props: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  return (
    <Textarea
      label="Allowed return URLs"
      description="Where a payment may send the customer back to: https://partner.example/paid, one prefix per line"
      autosize
      minRows={1}
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/**
 * The admin changes a client's reach and allowed return URLs (docs/product.md "API clients"): they
 * hold from its key's next request on every gateway.
 */
export function ApiClientAccessModal({
  client,
  onClose,
}: {
  client: { id: string; name: string; reach: ApiClientReach; allowedReturnUrls: readonly string[] };
  onClose: () => void;
}) {
  const [reach, setReach] = useState<ApiClientReach>(client.reach);
  const [urls, setUrls] = useState(client.allowedReturnUrls.join('\n'));
  const [save, { loading }] = useMutation(
    AdminSetApiClientAccessMutation,
    refetchAfter([AdminApiClientsQuery]),
  );
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);

  return (
    <FormModal
      title={`Reach and return URLs of ${client.name}`}
      onClose={onClose}
      failure={failure && failure.field !== 'allowedReturnUrls' ? failure.message : null}
      submitLabel="Save"
      saving={loading}
      onSubmit={() => {
        setFailure(null);
        void save({ variables: { id: client.id, input: { reach, allowedReturnUrls: linesOf(urls) } } })
          .then(onClose)
          .catch((err: unknown) => setFailure(describeFailure(err)));
      }}
    >
      <ReachChoice value={reach} onChange={setReach} />
      <ReturnUrlsInput
        value={urls}
        onChange={setUrls}
        error={failure?.field === 'allowedReturnUrls' ? failure.message : undefined}
      />
    </FormModal>
  );
}
