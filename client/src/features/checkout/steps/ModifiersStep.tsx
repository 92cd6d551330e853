import { useEffect } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CheckoutModifiersQuery } from '../operations';
import { useBooking } from '../../booking/BookingProvider';
import { initialModifierChoice, modifierColour, modifierValueLabel } from '../modifierLabel';

export const MODIFIERS_FAILED = 'Failed to load modifiers. Please try again.';

/** One required radio group per modifier; the choice is stored and reprices the booking. */
export function ModifiersStep() {
  const navigate = useNavigate();
  const { booking, setModifiers } = useBooking();
  const { data, loading, error, refetch } = useQuery(CheckoutModifiersQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const modifiers = data?.modifiers;

  // preselect the first option (or the previous choice) of each modifier
  useEffect(() => {
    if (!modifiers) return;
    const choice = initialModifierChoice(modifiers, booking.modifiers);
    const same =
      Object.keys(choice).length === Object.keys(booking.modifiers).length &&
      Object.entries(choice).every(([id, option]) => booking.modifiers[id] === option);
    if (!same) setModifiers(choice);
  }, [modifiers, booking.modifiers, setModifiers]);

  if (loading && !modifiers) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text>Loading modifiers...</Text>
      </Group>
    );
  }

  if (error || !modifiers) {
    if (error) console.error('Modifiers failed to load', error);
    return (
      <Alert color="red" role="alert" title="Something went wrong">
        <Text>{MODIFIERS_FAILED}</Text>
        <Button mt="sm" color="red" variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }

  const complete = modifiers.every(
    (modifier) => modifier.options.length === 0 || booking.modifiers[modifier.id],
  );

  return (
    <Stack gap="lg">
      <Title order={2}>Modifiers</Title>
      {modifiers.length === 0 && <Text>No options to choose for this booking.</Text>}
      {modifiers.map((modifier) => (
        <Radio.Group
          key={modifier.id}
          name={`modifier-${modifier.id}`}
          label={modifier.name}
          description={modifier.description ?? undefined}
          required
          value={booking.modifiers[modifier.id] ?? null}
          onChange={(optionId) => setModifiers({ ...booking.modifiers, [modifier.id]: optionId })}
        >
          <Stack gap="xs" mt="xs">
            {modifier.options.map((option) => (
              <Paper key={option.id} withBorder p="sm">
                <Radio
                  value={option.id}
                  label={
                    <Group gap="xs" component="span">
                      <span>{option.name}</span>
                      <Badge color={modifierColour(option.type)} variant="filled" component="span">
                        {modifierValueLabel(option)}
                      </Badge>
                    </Group>
                  }
                  description={option.description ?? undefined}
                />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
      ))}
      <Group justify="space-between">
        <Button component={Link} to="/booking-checkout" variant="default">
          Back
        </Button>
        <Button disabled={!complete} onClick={() => void navigate('/booking-checkout/date-time')}>
          Continue to Date & Time
        </Button>
      </Group>
    </Stack>
  );
}
