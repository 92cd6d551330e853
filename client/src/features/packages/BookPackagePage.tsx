import { DeadEndPage } from '../content/DeadEndPage';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useEffect, useMemo } from 'react';
import { Alert, Button, Container, Group, List, Loader, Paper, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useFragment as unmask } from '../../__generated__/fragment-masking';
import { BookPackageRouteQuery } from './operations';
import { PackageCard_package } from './PackageCard';
import { useBooking } from '../booking/BookingProvider';
import { formatPackagePrice } from '../../lib/money';
import { usePageTitle } from '../../lib/usePageTitle';

/** /booking/{packageId}: adds the package to the booking (once per visit) and offers the next steps. */
export function BookPackagePage() {
  const { packageId = '' } = useParams();
  const location = useLocation();
  const { addPackage } = useBooking();
  const { data, loading } = useQuery(BookPackageRouteQuery, { variables: { id: packageId } });
  const answered = data?.package ?? null;
  // The package as its card selects it (one selection of a package), and its status.
  const pkg = useMemo(
    () => (answered ? { ...unmask(PackageCard_package, answered), status: answered.status } : null),
    [answered],
  );
  usePageTitle(pkg ? `Book ${pkg.name}` : 'Book a package');

  useEffect(() => {
    if (!pkg || pkg.status !== 'ACTIVE' || !pkg.onSale) return;
    const marker = `package-added:${location.key}:${pkg.id}`;
    if (sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, '1');
    addPackage(pkg.id, false);
  }, [pkg, location.key, addPackage]);

  if (loading && !data) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text>Loading package...</Text>
      </Group>
    );
  }

  if (!pkg || pkg.status !== 'ACTIVE') {
    return (
      <DeadEndPage title="Package not found" to="/packages" action="See all packages">
        <ErrorAlert mt="md">The requested package could not be loaded.</ErrorAlert>
      </DeadEndPage>
    );
  }

  if (!pkg.onSale) {
    // Out of season: not added to the cart (the gateway refuses it too); it says when it is back.
    return (
      <DeadEndPage title={pkg.name} to="/packages" action="See all packages">
        <Alert color="yellow" mt="md" role="status" title="Not on sale right now">
          {pkg.saleNotice}
          {pkg.seasonText ? ` Its season: ${pkg.seasonText}.` : ''}
        </Alert>
      </DeadEndPage>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Title order={1}>{pkg.name}</Title>
      {pkg.seasonText && <Text mt="xs">Season: {pkg.seasonText}</Text>}
      {pkg.remainingNotice && (
        <Text mt="xs" c="orange.9" data-testid="package-remaining">
          {pkg.remainingNotice}
        </Text>
      )}
      <Alert color="leaf" mt="md" role="status" title="Added to your booking">
        The {pkg.name} package ({formatPackagePrice(pkg.price)}) is now in your booking cart.
      </Alert>
      <Paper withBorder p="md" mt="md">
        {pkg.description && <Text>{pkg.description}</Text>}
        {pkg.services.length > 0 && (
          <>
            <Text fw={600} mt="sm">
              Included
            </Text>
            <List size="sm">
              {pkg.services.map((service) => (
                <List.Item key={service.id}>
                  {service.quantity > 1
                    ? `${service.quantity} × ${service.serviceName}`
                    : service.serviceName}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Paper>
      <Group mt="lg">
        <Button component={Link} to="/booking-checkout/modifiers">
          Proceed to Checkout
        </Button>
        <Button component={Link} to="/services" variant="default">
          Continue Shopping
        </Button>
      </Group>
    </Container>
  );
}
