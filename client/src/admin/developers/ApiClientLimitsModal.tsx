import { useMutation } from '@apollo/client/react';
import { PARTNER_LIMIT_BOUNDS, type PartnerLimitName } from '@greenleaf/shared/rules/partner-limits';
import { NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { describeFailure } from '../../lib/graphqlErrors';
import { refetchAfter } from '../../lib/refetchAfter';
import { FormModal } from '../FormModal';
import { AdminApiClientsQuery, AdminSetApiClientLimitsMutation } from './operations';

interface Limits {
  requestsPerMinute: number;
  costPerMinute: number;
  quoteRequestsPerDay: number;
  defaults: readonly string[];
}

const FIELDS: { name: PartnerLimitName; label: string; description: string }[] = [
  {
    name: 'requestsPerMinute',
    label: 'Requests a minute',
    description: 'Requests its key may send to the API',
  },
  {
    name: 'costPerMinute',
    label: 'Cost a minute',
    description: 'Each field counts 1, a list as many times as the rows it may hold',
  },
  {
    name: 'quoteRequestsPerDay',
    label: 'Quote requests a day',
    description: "Each customer's own limit of 3 a day still holds; 0 stops them",
  },
];

/** What a client's limits read in the list: each, and which are the defaults. */
export function limitsText(limits: Limits): string {
  const n = (v: number) => v.toLocaleString('en-ZA');
  const mark = (name: PartnerLimitName) => (limits.defaults.includes(name) ? ' (default)' : '');
  return [
    `${n(limits.requestsPerMinute)} requests/min${mark('requestsPerMinute')}`,
    `${n(limits.costPerMinute)} cost/min${mark('costPerMinute')}`,
    `${n(limits.quoteRequestsPerDay)} quote requests/day${mark('quoteRequestsPerDay')}`,
  ].join(' · ');
}

/**
 * The office sets a client's limits (docs/product.md "API clients"): a field left empty is the default,
 * shown as its placeholder. They hold from the key's next request on every gateway.
 */
export function ApiClientLimitsModal({
  client,
  onClose,
}: {
  client: { id: string; name: string; limits: Limits };
  onClose: () => void;
}) {
  const own = (name: PartnerLimitName) =>
    client.limits.defaults.includes(name) ? '' : (client.limits[name] as number | '');
  const [value, setValue] = useState<Record<PartnerLimitName, number | ''>>({
    requestsPerMinute: own('requestsPerMinute'),
    costPerMinute: own('costPerMinute'),
    quoteRequestsPerDay: own('quoteRequestsPerDay'),
  });
  const [save, { loading }] = useMutation(
    AdminSetApiClientLimitsMutation,
    refetchAfter([AdminApiClientsQuery]),
  );
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const asInput = (v: number | '') => (v === '' ? null : v);

  return (
    <FormModal
      title={`Limits of ${client.name}`}
      onClose={onClose}
      failure={failure && !failure.field?.startsWith('limits.') ? failure.message : null}
      submitLabel="Save limits"
      saving={loading}
      onSubmit={() => {
        setFailure(null);
        void save({
          variables: {
            id: client.id,
            input: {
              requestsPerMinute: asInput(value.requestsPerMinute),
              costPerMinute: asInput(value.costPerMinute),
              quoteRequestsPerDay: asInput(value.quoteRequestsPerDay),
            },
          },
        })
          .then(onClose)
          .catch((err: unknown) => setFailure(describeFailure(err)));
      }}
    >
      <Text size="sm" c="dimmed">
        Now: {limitsText(client.limits)}. Leave a field empty for the default. The partner sees what is left
        in every reply.
      </Text>
      {FIELDS.map((f) => (
        <NumberInput
          key={f.name}
          label={f.label}
          description={f.description}
          placeholder="Default"
          min={PARTNER_LIMIT_BOUNDS[f.name].min}
          max={PARTNER_LIMIT_BOUNDS[f.name].max}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
          value={value[f.name]}
          error={failure?.field === `limits.${f.name}` ? failure.message : undefined}
          onChange={(v) => setValue((old) => ({ ...old, [f.name]: typeof v === 'number' ? v : '' }))}
        />
      ))}
    </FormModal>
  );
}
