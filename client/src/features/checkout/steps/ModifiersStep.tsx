import { useEffect } from 'react';
import { Badge, Button, Group, Loader, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { CheckoutAlert } from '../CheckoutAlert';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CheckoutModifiersQuery } from '../operations';
import { useBooking } from '../../booking/BookingProvider';
import { initialModifierChoice, modifierColour, modifierValueLabel } from '../modifierLabel';
import { useBookingQuote } from '../../cart/useBookingQuote';

export const MODIFIERS_FAILED = 'Failed to load modifiers. Please try again.';

/**
 * One required radio group per modifier; the choice is stored and reprices the booking. Modifiers the
 * gateway decides (earned discounts, the call-out fee when the suburb is known) are shown preselected
 * with the gateway's decision and its reason, and cannot be changed.
 */
export function ModifiersStep() {
  const navigate = useNavigate();
  const { booking, setModifiers, setReferralCode } = useBooking();
  const { quote } = useBookingQuote(booking);
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
      <CheckoutAlert color="red" role="alert" title="Something went wrong">
        <Text>{MODIFIERS_FAILED}</Text>
        <Button mt="sm" color="red" variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </CheckoutAlert>
    );
  }

  /** The gateway's decision for a ruled modifier (an adjustment it applied with a reason). */
  const decidedFor = (modifierId: string) =>
    quote?.adjustments.find((a) => a.modifierId === modifierId && a.reason) ?? null;
  const isRuled = (modifier: (typeof modifiers)[number]) => modifier.options.some((o) => o.rule);
  const noteFor = (optionId: string) => quote?.earned.find((n) => n.optionId === optionId) ?? null;
  const takesReferral = modifiers.some((m) => m.options.some((o) => o.rule === 'REFERRAL'));
  const referralNote = quote?.earned.find((n) => n.rule === 'REFERRAL') ?? null;

  const complete = modifiers.every(
    (modifier) =>
      modifier.options.length === 0 ||
      (isRuled(modifier) && decidedFor(modifier.id)) ||
      booking.modifiers[modifier.id],
  );

  return (
    <Stack gap="lg">
      <Title order={2}>Modifiers</Title>
      {modifiers.length === 0 && <Text>No options to choose for this booking.</Text>}
      {takesReferral && (
        <TextInput
          label="Referral code"
          description="Referred by one of our customers? Enter their code: a new customer's first booking gets the referral discount."
          value={booking.referralCode ?? ''}
          onChange={(event) => setReferralCode(event.currentTarget.value)}
          maxLength={60}
          error={
            booking.referralCode?.trim() && referralNote && !referralNote.applied
              ? referralNote.reason
              : undefined
          }
        />
      )}
      {modifiers.map((modifier) => {
        const decided = isRuled(modifier) ? decidedFor(modifier.id) : null;
        return (
          <Radio.Group
            key={modifier.id}
            name={`modifier-${modifier.id}`}
            label={modifier.name}
            description={modifier.description ?? undefined}
            required
            value={decided ? decided.optionId : (booking.modifiers[modifier.id] ?? null)}
            onChange={(optionId) => {
              if (!decided) setModifiers({ ...booking.modifiers, [modifier.id]: optionId });
            }}
          >
            {decided && (
              <Text size="sm" mt="xs" data-testid={`modifier-reason-${modifier.id}`}>
                {decided.reason} (decided for you)
              </Text>
            )}
            <Stack gap="xs" mt="xs">
              {modifier.options.map((option) => (
                <Paper key={option.id} withBorder p="sm">
                  <Radio
                    value={option.id}
                    disabled={decided !== null}
                    label={
                      <Group gap="xs" component="span">
                        <span>{option.name}</span>
                        <Badge color={modifierColour(option.type)} variant="filled" component="span">
                          {modifierValueLabel(option)}
                        </Badge>
                      </Group>
                    }
                    description={
                      decided && noteFor(option.id)
                        ? noteFor(option.id)!.reason
                        : (option.description ?? undefined)
                    }
                  />
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
        );
      })}
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
