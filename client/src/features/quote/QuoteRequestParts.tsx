import { Button, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
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
  return (
    <>
      <TextInput
        label="Your name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextInput
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel"
          required
          description="For example 082 123 4567"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </SimpleGrid>
      <TextInput
        label="Street address"
        name="street"
        autoComplete="address-line1"
        required
        value={values.street}
        onChange={set('street')}
        error={errors.street}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Suburb"
          name="suburb"
          autoComplete="address-level2"
          required
          value={values.suburb}
          onChange={set('suburb')}
          error={errors.suburb}
        />
        <TextInput
          label="Postal code"
          name="postalCode"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          value={values.postalCode}
          onChange={set('postalCode')}
          error={errors.postalCode}
        />
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
