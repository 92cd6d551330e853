import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { formatPackagePrice } from '../../lib/money';
import { ServiceImage } from '../catalogue/ServiceImage';
import classes from './PackageCard.module.css';

export const PackageCard_package = graphql(`
  fragment PackageCard_package on Package {
    id
    name
    description
    imageUrl
    price
    onSale
    seasonText
    saleNotice
    remainingNotice
    services {
      id
      serviceName
      quantity
    }
  }
`);

export function PackageCard({
  highlighted,
  ...props
}: {
  pkg: FragmentType<typeof PackageCard_package>;
  highlighted: boolean;
}) {
  const pkg = useFragment(PackageCard_package, props.pkg);
  return (
    <Card
      withBorder
      shadow={highlighted ? 'lg' : 'sm'}
      padding="lg"
      className={classes.card}
      data-highlighted={highlighted || undefined}
      component="article"
      aria-labelledby={`package-${pkg.id}`}
    >
      {pkg.imageUrl && (
        <Card.Section>
          <ServiceImage src={pkg.imageUrl} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={pkg.imageUrl ? 'md' : 0} style={{ flex: 1 }}>
        {highlighted && (
          <Badge color="leaf.8" variant="filled" w="fit-content">
            Most popular
          </Badge>
        )}
        <Title order={3} size="h4" id={`package-${pkg.id}`}>
          {pkg.name}
        </Title>
        <Text fw={800} size="xl" c="leaf.8">
          {formatPackagePrice(pkg.price)}
        </Text>
        {pkg.seasonText && (
          <Text size="sm" fw={500} data-testid="package-dates">
            {pkg.seasonText}
          </Text>
        )}
        {pkg.remainingNotice && (
          <Text size="sm" c="orange.9" data-testid="package-remaining">
            {pkg.remainingNotice}
          </Text>
        )}
        {pkg.description && (
          <Text size="sm" c="dimmed">
            {pkg.description}
          </Text>
        )}
        {pkg.services.length > 0 && (
          // A plain list (Mantine's List is the landing page's only use of it: kept out of the first load).
          <Stack component="ul" gap={4} m={0} pl="lg" fz="sm">
            {pkg.services.map((service) => (
              <li key={service.id}>
                {service.quantity > 1 ? `${service.quantity} × ${service.serviceName}` : service.serviceName}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      {pkg.onSale ? (
        <Button
          component={Link}
          to={`/booking/${pkg.id}`}
          mt="md"
          variant={highlighted ? 'filled' : 'outline'}
          fullWidth
        >
          Book This Package
        </Button>
      ) : (
        // Out of season: never offered (the gateway refuses it too), and it says when it is back.
        <Text mt="md" ta="center" fw={600} c="dimmed" data-testid="package-back-on">
          {pkg.saleNotice}
        </Text>
      )}
    </Card>
  );
}
