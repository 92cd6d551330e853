import { Button, Card, Container, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useBooking } from '../booking/BookingProvider';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';
import { claims } from './marketing';
import { promiseConditions } from './company';
import { useSiteInfo } from '../../app/siteInfo';

/** The three ways into a booking, each a card with its link. */
const WAYS_IN = [
  {
    title: 'Individual services',
    text: 'Mowing, edging, feeding, clean-ups and more, configured to your garden.',
    to: '/services',
    action: 'Book Services',
    variant: 'filled',
  },
  {
    title: 'Seasonal packages',
    text: 'A set of services for the season at one fixed price.',
    to: '/packages',
    action: 'Book Seasonal Packages',
    variant: 'filled',
  },
  {
    title: 'Bigger projects',
    text: 'Garden design, paving and installations are priced after a visit: request a free quote from the service page and we reply within two working days.',
    to: '/services',
    action: 'Find a service to quote',
    variant: 'default',
  },
] as const;

/** /booking: how booking works, and the way in (or back to the booking in progress). */
export function BookingStartPage() {
  usePageTitle('Book Now');
  usePageDescription(
    'Book lawn care in Cape Town online: choose single services or a seasonal package, pick a date and a 45-minute time slot, and pay securely.',
  );
  const { serviceCount, openCart } = useBooking();
  const info = useSiteInfo();
  const conditions = info && promiseConditions(info);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Book Now</Title>
      <Text mt="xs" c="dimmed">
        Choose what your garden needs, pick a date and time, and pay securely online.
      </Text>
      {serviceCount > 0 && (
        <Card withBorder mt="lg" bg="leaf.0">
          <Text fw={600}>You have {serviceCount} service(s) in your booking.</Text>
          <Group mt="sm">
            <Button component={Link} to="/booking-checkout/modifiers">
              Proceed to Checkout
            </Button>
            <Button variant="default" onClick={openCart}>
              View cart
            </Button>
          </Group>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="lg">
        {WAYS_IN.map((way) => (
          <Card key={way.title} withBorder padding="lg">
            <Title order={2} size="h3">
              {way.title}
            </Title>
            <Text mt="xs">{way.text}</Text>
            <Button component={Link} to={way.to} mt="md" variant={way.variant}>
              {way.action}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={2} size="h3" mt="xl">
        How it works
      </Title>
      <List type="ordered" mt="sm" spacing="xs">
        <List.Item>Add services or a seasonal package to your booking.</List.Item>
        <List.Item>Choose your options, such as first-time or referral discounts.</List.Item>
        <List.Item>Pick a date and an open 45-minute time slot.</List.Item>
        <List.Item>Enter your details or sign in, then pay securely with our payment partner.</List.Item>
        <List.Item>Receive your confirmation straight away.</List.Item>
      </List>
      <Title order={2} size="h3" mt="xl">
        Good to know
      </Title>
      <List mt="sm" spacing="xs">
        {(info ? claims(info) : []).map((claim) => (
          <List.Item key={claim.id}>
            <strong>{claim.title}:</strong> {conditions?.[claim.id]}
          </List.Item>
        ))}
        <List.Item>
          <strong>Changing your mind:</strong> an unpaid booking can be let go at any time; a paid booking can
          be cancelled from your account.
        </List.Item>
      </List>
    </Container>
  );
}
