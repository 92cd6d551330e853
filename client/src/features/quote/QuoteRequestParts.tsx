import { Button, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { fieldBinder, KindInput } from '../../lib/forms/kindFields';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';

type ContactKey = 'name' | 'email' | 'phone' | 'street' | 'suburb' | 'postalCode';

/** The requester's name, e-mail, phone and the garden's address. */
export function QuoteContactFields({
  values,
  errors,
  set,
}: {
  values: Record<ContactKey, string>;
  errors: Partial<Record<ContactKey, string>>;
  set: (key: ContactKey) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}) {
  const field = fieldBinder(values, set, errors);
  return (
    <>
      <KindInput kind="name" label="Your name" {...field('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KindInput kind="email" label="E-mail" {...field('email')} />
        <KindInput kind="phone" label="Phone" description="For example 082 123 4567" {...field('phone')} />
      </SimpleGrid>
      <KindInput kind="street" label="Street address" {...field('street')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KindInput kind="suburb" label="Suburb" {...field('suburb')} />
        <KindInput kind="postalCode" label="Postal code" {...field('postalCode')} />
      </SimpleGrid>
    </>
  );
}

/** The thank-you once a request is sent: its number and what happens next. */
export function QuoteRequestSent({ id, serviceName }: { id: string; serviceName: string }) {
  return (
    <Paper withBorder p="xl" role="status">
      <Title order={1}>Thank you, we have your request</Title>
      <Text mt="md">
        Your request number is <strong>{id}</strong> for {serviceName}. We have e-mailed you a copy. A
        landscaper will contact you within two working days to arrange a visit or send a price; when the work
        is agreed you will receive an e-mail with a link to pay for the booking.
      </Text>
      <Button component={Link} to="/services" mt="lg" variant="default">
        Back to our services
      </Button>
    </Paper>
  );
}
