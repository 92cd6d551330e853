import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminCreateBookingInput } from '../../__generated__/graphql';
import { describeFailure, type OperationFailure } from '../../lib/graphqlErrors';
import { AdminSelectOptionsQuery } from '../lists/operations';
import { useAdminPageTitle } from '../usePageTitle';
import { OfficeCustomerFields, type OfficeCustomer } from './OfficeCustomerFields';
import { OfficePaymentFields, type OfficePaymentChoice } from './OfficePaymentFields';
import { AdminOfficeDiscountMaxQuery } from './operations';
import { OfficeAddressFields, type OfficeAddress } from './OfficeAddressFields';
import { OfficeDiscountFields } from './OfficeDiscountFields';
import { OfficeLinesFields } from './OfficeLinesFields';
import { OfficeCrewSelect, OfficePrice, useOfficeQuote } from './OfficeQuote';
import { SlotPicker } from './SlotPicker';
import { useOfficeLines } from './useOfficeLines';
import { useCreateOfficeBookingMutation } from './useCreateOfficeBooking';

const CHOOSE_PAYMENT = 'Choose how it will be paid.';

const NO_ADDRESS: OfficeAddress = { street: '', suburb: '', postalCode: '', propertyNotes: '' };

/** The customer as adminCreateBooking and adminQuote take them. */
function customerInput(customer: OfficeCustomer) {
  return customer.kind === 'existing'
    ? { userId: customer.userId ?? '' }
    : { customer: { name: customer.name, email: customer.email, phone: customer.phone } };
}

/** How it will be paid, as adminCreateBooking takes it (null: not chosen yet). */
function paymentInput(payment: OfficePaymentChoice): AdminCreateBookingInput['payment'] | null {
  if (payment.way === 'LINK') return { way: 'LINK', holdHours: Number(payment.holdHours) };
  if (payment.way === 'PAID') {
    return {
      way: 'PAID',
      received: { method: payment.method, reference: payment.reference.trim() || null },
    };
  }
  return null;
}

/** The office's own discount as adminQuote and adminCreateBooking take it; none while no percent is entered. */
function discountInput(percent: string | number, reason: string) {
  return percent === '' ? null : { percent: Number(percent), reason };
}

/**
 * /admin/bookings/add: the office books like the checkout (docs/product.md "The admin area"): the
 * checkout's catalogue (services with one option per variation and their add-ons, packages; a
 * repeating option's series with its last date), a crew, an existing or a new customer, the price as
 * the gateway's quote for exactly these choices (the checkout's breakdown; the save carries its token,
 * so another price is refused as PRICE_CHANGED), and how it will be paid (required): a payment link
 * held until a chosen time, or paid by card, EFT or cash. When the gateway allows it, the office's own
 * discount (a percent and why): the gateway prices it as the quote's last row, and its token binds it.
 * The generic table cannot write bookings.
 */
export function NewBookingPage() {
  useAdminPageTitle('New booking');
  const navigate = useNavigate();
  const users = useQuery(AdminSelectOptionsQuery, { variables: { table: 'USERS' } });
  const [create, createState] = useCreateOfficeBookingMutation();
  const [customer, setCustomer] = useState<OfficeCustomer>({ kind: 'existing', userId: null });
  const officeLines = useOfficeLines();
  const { lines } = officeLines;
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const [repeatUntil, setRepeatUntil] = useState('');
  const [crewId, setCrewId] = useState<string | null>(null);
  const [payment, setPayment] = useState<OfficePaymentChoice>({ way: null });
  const discountMax = useQuery(AdminOfficeDiscountMaxQuery).data?.adminOfficeDiscountMaxPercent ?? 0;
  const [discountPercent, setDiscountPercent] = useState<string | number>('');
  const [discountReason, setDiscountReason] = useState('');
  const discount = discountMax > 0 ? discountInput(discountPercent, discountReason) : null;
  const [address, setAddress] = useState<OfficeAddress>(NO_ADDRESS);
  const [failure, setFailure] = useState<OperationFailure | null>(null);
  const [paymentMissing, setPaymentMissing] = useState(false);

  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);

  const booking = { date: date || null, timeSlot: slot, lines };
  const who = customerInput(customer);
  const quote = useOfficeQuote(booking, customer, address.suburb, discount);
  const { quoted, quoteFailure } = quote;
  const discountError = (field: string) =>
    fieldError(field) ?? (quoteFailure?.field === field ? quoteFailure.message : undefined);

  async function submit() {
    setFailure(null);
    const paid = paymentInput(payment);
    setPaymentMissing(!paid);
    if (!paid) return;
    try {
      const result = await create({
        variables: {
          input: {
            ...who,
            booking,
            address: {
              street: address.street,
              suburb: address.suburb,
              postalCode: address.postalCode,
              propertyNotes: address.propertyNotes || null,
            },
            ...(crewId ? { crewId } : {}),
            ...(repeatUntil && quoted?.repeat ? { repeatUntil } : {}),
            ...(quoted ? { quoteToken: quoted.token, expectedTotal: quoted.total } : {}),
            ...(discount ? { discount } : {}),
            payment: paid,
          },
        },
      });
      const made = result.data?.adminCreateBooking.booking as { id: string } | undefined;
      if (made) void navigate(`/admin/bookings/${made.id}`);
    } catch (error) {
      setFailure(describeFailure(error));
      quote.refetch();
    }
  }

  const linesError =
    failure?.field?.startsWith('booking.lines') && !failure.field.endsWith('.optionIds')
      ? failure.message
      : undefined;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        New booking
      </Title>
      {failure && !failure.field && <ErrorAlert>{failure.message}</ErrorAlert>}
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <OfficeCustomerFields
            value={customer}
            onChange={setCustomer}
            customers={users.data?.adminSelectOptions ?? []}
            fieldError={fieldError}
          />
          <OfficeLinesFields lines={officeLines} linesError={linesError} fieldError={fieldError} />
          <OfficeAddressFields value={address} onChange={setAddress} fieldError={fieldError} />
          <SlotPicker
            date={date}
            slot={slot}
            onDate={setDate}
            onSlot={setSlot}
            lines={lines}
            dateError={fieldError('booking.date')}
            slotError={fieldError('booking.timeSlot')}
          />
          {quoted?.repeat && (
            <TextInput
              type="date"
              label="Repeat until"
              description={`Repeats every ${quoted.repeat.everyWeeks} weeks; leave empty to run until stopped.`}
              value={repeatUntil}
              onChange={(e) => setRepeatUntil(e.currentTarget.value)}
              error={fieldError('repeatUntil')}
            />
          )}
          <OfficeCrewSelect value={crewId} onChange={setCrewId} error={fieldError('crewId')} />
          {discountMax > 0 && (
            <OfficeDiscountFields
              max={discountMax}
              percent={discountPercent}
              onPercent={setDiscountPercent}
              reason={discountReason}
              onReason={setDiscountReason}
              error={discountError}
            />
          )}
          <OfficePrice quote={quote} />
          <OfficePaymentFields
            value={payment}
            onChange={(next) => {
              setPayment(next);
              setPaymentMissing(false);
            }}
            error={paymentMissing ? CHOOSE_PAYMENT : fieldError('payment')}
            fieldError={fieldError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/admin/bookings')}>
              Cancel
            </Button>
            <Button loading={createState.loading} onClick={() => void submit()}>
              Create booking
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
