import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Checkbox, Grid, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ServiceRouteQuery } from './operations';
import { QuoteQuery } from '../booking/operations';
import { readQuote } from '../pricing/priceFragments';
import { initialSelection, selectOption, type OptionSelection } from './optionSelection';
import { ServiceImage } from './ServiceImage';
import { ServiceConfiguratorSkeleton } from './ServiceConfiguratorSkeleton';
import { DETAIL_IMAGE_HEIGHT } from './imageSizes';
import { formatZar } from '../../lib/money';
import { QuoteOnlyNotice } from '../quote/QuoteOnlyNotice';
import { everyWeeksText } from '../series/seriesText';
import { minutesText } from '@greenleaf/shared/work-length';

export const SERVICE_NOT_FOUND = 'Service not found';
export const SERVICE_NOT_LOADED = 'The requested service could not be loaded.';

interface ServiceConfiguratorProps {
  serviceId: string;
  /** In the modal the button reads 'Add To Booking', on the page 'Continue to Booking'. */
  inModal: boolean;
  onAdd: (choice: { serviceId: string; options: OptionSelection; addOnIds: string[] }) => void;
  /** The heading level of the service name (1 on its own page, 2 in a modal). */
  headingOrder?: 1 | 2;
  /** Called once the service is loaded (null: not found or failed). */
  onLoaded?: (service: LoadedService | null) => void;
}

/** An option's description, and for an option that repeats the visit how often (docs/recurring.md). */
function optionDescription(option: { description?: string | null; repeatWeeks?: number | null }) {
  const repeat = option.repeatWeeks
    ? `${everyWeeksText(option.repeatWeeks)} at the same time; each later visit is paid from its reminder e-mail.`
    : null;
  return [option.description, repeat].filter(Boolean).join(' ') || undefined;
}

export interface LoadedService {
  name: string;
  description?: string | null;
}

/** The service's picture (the first thing seen: loaded at once) beside its details. */
function DetailLayout({
  src,
  alt,
  children,
}: {
  src: string | null | undefined;
  alt: string;
  children: ReactNode;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ServiceImage
          src={src}
          alt={alt}
          radius="md"
          eager
          h={DETAIL_IMAGE_HEIGHT}
          fit="contain"
          sizes="(max-width: 62em) 100vw, 40vw"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
    </Grid>
  );
}

export function ServiceConfigurator({
  serviceId,
  inModal,
  onAdd,
  headingOrder = 1,
  onLoaded,
}: ServiceConfiguratorProps) {
  const { data, loading, error } = useQuery(ServiceRouteQuery, { variables: { id: serviceId } });
  const service = data?.service ?? null;
  const variations = useMemo(() => service?.variations ?? [], [service]);
  // Starts from the loaded service's defaults when it is already in the cache (a server render, and
  // hydrating one), so the price is quoted in the same render rather than after an effect.
  const [selection, setSelection] = useState<OptionSelection>(() => initialSelection(variations));
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  useEffect(() => {
    setSelection(initialSelection(variations));
    setAddOnIds([]);
  }, [variations]);

  useEffect(() => {
    if (loading) return;
    if (error) console.error('Service failed to load', error);
    onLoaded?.(service);
  }, [loading, error, service, onLoaded]);

  const complete = variations.every(
    (variation) => variation.options.length === 0 || selection[variation.variationId],
  );
  const quote = useQuery(QuoteQuery, {
    variables: {
      input: { lines: [{ serviceId, optionIds: Object.values(selection), addOnIds }] },
    },
    skip: !service || !complete,
    fetchPolicy: 'cache-first',
  });
  const answered = (quote.data ?? quote.previousData)?.quote;
  const price = answered ? readQuote(answered).lines[0]?.total : undefined;

  if (loading && !data) return <ServiceConfiguratorSkeleton inModal={inModal} />;

  if (!service) {
    return (
      <Paper withBorder p="lg" role="alert" bg="red.0">
        <Title order={inModal ? 3 : 1} size="h3">
          {SERVICE_NOT_FOUND}
        </Title>
        <Text mt="xs">{SERVICE_NOT_LOADED}</Text>
        {!inModal && (
          <Button component={Link} to="/services" mt="md" variant="default">
            See all services
          </Button>
        )}
      </Paper>
    );
  }

  if (service.quoteOnly) {
    return (
      <DetailLayout src={service.imageUrl} alt={service.name}>
        {!inModal && <Title order={headingOrder}>{service.name}</Title>}
        {service.description && <Text>{service.description}</Text>}
        <QuoteOnlyNotice serviceId={service.id} serviceName={service.name} />
      </DetailLayout>
    );
  }

  return (
    <DetailLayout src={service.imageUrl} alt={service.name}>
      <div>
        {service.category && (
          <Badge variant="outline" color="leaf.8" mb="xs">
            {service.category.name}
          </Badge>
        )}
        {/* in the modal, the modal's title is the heading */}
        {!inModal && <Title order={headingOrder}>{service.name}</Title>}
        {service.durationMinutes > 0 && (
          <Text size="sm" c="dimmed">
            Duration: {minutesText(service.durationMinutes)}
          </Text>
        )}
        {service.description && <Text mt="xs">{service.description}</Text>}
        <Text mt="xs" fw={500}>
          Base price: {formatZar(service.basePrice)}
        </Text>
      </div>

      {variations.map((variation) => (
        <Radio.Group
          key={variation.variationId}
          label={variation.variationName}
          required
          value={selection[variation.variationId] ?? null}
          onChange={(optionId) =>
            setSelection((current) => selectOption(current, variation.variationId, optionId))
          }
        >
          <Stack gap="xs" mt="xs">
            {variation.options.map((option) => (
              <Radio
                key={option.id}
                value={option.id}
                label={
                  option.additionalCost > 0
                    ? `${option.label} (+${formatZar(option.additionalCost)})`
                    : option.label
                }
                description={optionDescription(option)}
              />
            ))}
          </Stack>
        </Radio.Group>
      ))}

      {service.addOns.length > 0 && (
        <Checkbox.Group label="Add-ons" value={addOnIds} onChange={setAddOnIds}>
          <Stack gap="xs" mt="xs">
            {service.addOns.map((addOn) => (
              <Checkbox
                key={addOn.id}
                value={addOn.id}
                label={`${addOn.name} (+${formatZar(addOn.price)})`}
                description={addOn.description ?? undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}

      <Paper withBorder p="md" bg="leaf.0">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>Price</Text>
          <Text fw={700} size="xl" aria-live="polite" data-testid="service-price">
            {price === undefined ? '…' : formatZar(price)}
          </Text>
        </Group>
      </Paper>

      <Button
        size="md"
        disabled={!complete}
        onClick={() => onAdd({ serviceId: service.id, options: selection, addOnIds })}
      >
        {inModal ? 'Add To Booking' : 'Continue to Booking'}
      </Button>
    </DetailLayout>
  );
}
