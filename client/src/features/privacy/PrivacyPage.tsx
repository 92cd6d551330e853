import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteInfo } from '../../app/siteInfo';
import { usePageTitle } from '../../lib/usePageTitle';

/** /privacy: the short privacy notice (POPIA): what is kept, why, for how long, how to download or delete it. */
export function PrivacyPage() {
  usePageTitle('Privacy');
  const info = useSiteInfo();
  return (
    <Container size="md" py="xl">
      <Title order={1}>Privacy</Title>
      <Text mt="md">
        We keep only what we need to book, do and be paid for your garden work, as the Protection of Personal
        Information Act (POPIA) asks.
      </Text>
      <Title order={2} size="h3" mt="lg">
        What we keep and why
      </Title>
      <List mt="xs" spacing="xs">
        <List.Item>
          Your name, e-mail address, phone and the addresses we visit, with notes such as gate codes: to book,
          reach you and let the crew in.
        </List.Item>
        <List.Item>
          Your bookings, the services in them and your payments: to do the work and keep our books.
        </List.Item>
        <List.Item>Quote requests and their photos: to price the work you asked about.</List.Item>
        <List.Item>
          Whether you agreed to marketing e-mails, with the words you agreed to and when. We send none without
          it, and you can withdraw it in one click on your profile.
        </List.Item>
      </List>
      <Title order={2} size="h3" mt="lg">
        For how long
      </Title>
      <Text mt="xs">
        Your account stays while you use it. Tax invoices, and the bookings and payments they record, are kept
        for five years as the tax law requires; when you ask to be deleted they are kept without your personal
        details apart from what an invoice must show.
      </Text>
      <Title order={2} size="h3" mt="lg">
        Your data, your choice
      </Title>
      <Text mt="xs">
        On{' '}
        <Anchor component={Link} to="/profile">
          your profile
        </Anchor>{' '}
        you can download everything we hold about you as a file, withdraw your marketing consent, or ask to be
        deleted: your personal details are erased, your future unpaid visits cancelled and you can no longer
        sign in. A paid visit still to come must be cancelled first.
      </Text>
      {info && (
        <Text mt="md">
          Questions about your data: <Anchor href={`mailto:${info.email}`}>{info.email}</Anchor> or{' '}
          {info.phone}.
        </Text>
      )}
    </Container>
  );
}
