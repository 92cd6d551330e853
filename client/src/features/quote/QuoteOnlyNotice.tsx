import { Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** In place of a price and the booking choices: this service is priced after a visit. */
export function QuoteOnlyNotice({ serviceId, serviceName }: { serviceId: string; serviceName: string }) {
  return (
    <Paper withBorder p="lg" bg="leaf.0">
      <Title order={2} size="h4">
        Priced after a visit
      </Title>
      <Text mt="xs">
        Every garden is different, so we quote for {serviceName} once we know the site. Send us the address, a
        description and a few photos; the quote is free and we reply within two working days.
      </Text>
      <Button component={Link} to={`/quote/${serviceId}`} mt="md" size="md">
        Request a quote
      </Button>
    </Paper>
  );
}
