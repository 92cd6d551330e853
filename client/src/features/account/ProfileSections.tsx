import { Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSignOutEverywhere } from './useAuth';
import { referralCreditText } from './referralCredit';

/** The profile's sections above the bookings: the customer's details, their devices, refer a friend. */
export function YourDetails({
  details,
}: {
  details: { name: string; email: string; phone?: string | null; address?: string | null };
}) {
  return (
    <Paper withBorder p="md" mt="lg">
      <Title order={2} size="h4" mb="xs">
        Your details
      </Title>
      <Text>{details.name}</Text>
      <Text>{details.email}</Text>
      {details.phone && <Text>{details.phone}</Text>}
      {details.address && <Text>{details.address}</Text>}
    </Paper>
  );
}

export function YourDevices() {
  const navigate = useNavigate();
  const everywhere = useSignOutEverywhere();
  return (
    <Paper withBorder p="md" mt="lg">
      <Title order={2} size="h4" mb="xs">
        Your devices and links
      </Title>
      <Text size="sm">
        Signed in on a device you no longer use, or forwarded one of our booking e-mails? Sign out everywhere
        ends your account&apos;s sign-in on every device, this one too, and the links to manage a booking in
        the e-mails we have sent you so far. E-mails we send later have working links.
      </Text>
      <Button
        mt="sm"
        variant="default"
        loading={everywhere.loading}
        onClick={() => {
          void everywhere.signOutEverywhere().then(() => navigate('/login'));
        }}
      >
        Sign out everywhere
      </Button>
    </Paper>
  );
}

export function ReferFriend({
  code,
  credit,
}: {
  code: string;
  credit?: { amount: number; friends: number } | null;
}) {
  return (
    <Paper withBorder p="md" mt="lg">
      <Title order={2} size="h4" mb="xs">
        Refer a friend
      </Title>
      <Text>
        Your referral code: <strong data-testid="referral-code">{code}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        A friend who books with us for the first time with your code gets the referral discount, and once they
        have paid you earn a credit off your next booking.
      </Text>
      {credit && credit.amount > 0 && (
        <Text mt="xs" data-testid="referral-credit">
          {referralCreditText(credit)}
        </Text>
      )}
      <Text size="sm">
        Share this link:{' '}
        <Anchor data-testid="referral-link" href={`/?ref=${encodeURIComponent(code)}`}>
          {`${window.location.origin}/?ref=${code}`}
        </Anchor>
      </Text>
    </Paper>
  );
}
