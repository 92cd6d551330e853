import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminCreateBookingInput, BookingLineInput } from '../../__generated__/graphql';
import { describeFailure, type OperationFailure } from '../../lib/graphqlErrors';
import { breakdownFromQuote } from '../../features/pricing/breakdown';
import { PriceBreakdown } from '../../features/pricing/PriceBreakdown';
import { AdminSelectOptionsQuery } from '../lists/operations';
import { useAdminPageTitle } from '../usePageTitle';
import { OfficeCustomerFields, type OfficeCustomer } from './OfficeCustomerFields';
import { OfficePaymentFields, type OfficePaymentChoice } from './OfficePaymentFields';
import {
  AdminBookingCrewsQuery,
  AdminOfficeDiscountMaxQuery,
  AdminQuoteQuery,
  AdminServiceAreasQuery,
} from './operations';
import { ServiceOptionSelects, type VariationChoices } from './ServiceOptionSelects';
import { SlotPicker } from './SlotPicker';
import { useCreateOfficeBookingMutation } from './useCreateOfficeBooking';

const CHOOSE_PAYMENT = 'Choose how it will be paid.';

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
  const services = useQuery(AdminSelectOptionsQuery, { variables: { table: 'SERVICES' } });
  const packages = useQuery(AdminSelectOptionsQuery, { variables: { table: 'PACKAGES' } });
  const crews = useQuery(AdminBookingCrewsQuery);
  const [create, createState] = useCreateOfficeBookingMutation();
  const [customer, setCustomer] = useState<OfficeCustomer>({ kind: 'existing', userId: null });
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [packageIds, setPackageIds] = useState<string[]>([]);
  // each service's chosen option per variation (none chosen for the office), and its add-ons
  const [choices, setChoices] = useState<Record<string, VariationChoices>>({});
  const [addOns, setAddOns] = useState<Record<string, string[]>>({});
  const choose = (serviceId: string) => (variationId: string, optionId: string | null) =>
    setChoices((current) => {
      const { [variationId]: _previous, ...others } = current[serviceId] ?? {};
      return { ...current, [serviceId]: optionId ? { ...others, [variationId]: optionId } : others };
    });
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const [repeatUntil, setRepeatUntil] = useState('');
  const [crewId, setCrewId] = useState<string | null>(null);
  const [payment, setPayment] = useState<OfficePaymentChoice>({ way: null });
  const discountMax = useQuery(AdminOfficeDiscountMaxQuery).data?.adminOfficeDiscountMaxPercent ?? 0;
  const [discountPercent, setDiscountPercent] = useState<string | number>('');
  const [discountReason, setDiscountReason] = useState('');
  const discount = discountMax > 0 ? discountInput(discountPercent, discountReason) : null;
  const areas = useQuery(AdminServiceAreasQuery);
  const [address, setAddress] = useState({ street: '', suburb: '', postalCode: '', propertyNotes: '' });
  const setAddressField = (name: keyof typeof address) => (value: string) =>
    setAddress((current) => ({ ...current, [name]: value }));
  const pickSuburb = (suburb: string | null) => {
    const area = areas.data?.serviceAreas.find((a) => a.suburb === suburb);
    setAddress((current) => ({
      ...current,
      suburb: suburb ?? '',
      postalCode: current.postalCode || (area?.postalCode ?? ''),
    }));
  };
  const [failure, setFailure] = useState<OperationFailure | null>(null);
  const [paymentMissing, setPaymentMissing] = useState(false);

  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);

  const lines: BookingLineInput[] = [
    ...serviceIds.map((serviceId) => ({
      serviceId,
      optionIds: Object.values(choices[serviceId] ?? {}),
      ...(addOns[serviceId]?.length ? { addOnIds: addOns[serviceId] } : {}),
    })),
    ...packageIds.map((packageId) => ({ packageId })),
  ];
  const booking = { date: date || null, timeSlot: slot, lines };
  const who = customerInput(customer);
  const customerKnown =
    customer.kind === 'existing' ? Boolean(customer.userId) : Boolean(customer.email || customer.phone);
  // The gateway's price for exactly these choices and this customer (nothing is computed here).
  const quote = useQuery(AdminQuoteQuery, {
    variables: {
      input: booking,
      ...(customer.kind === 'existing'
        ? { userId: customer.userId }
        : { customer: { email: customer.email || null, phone: customer.phone || null } }),
      ...(address.suburb ? { address: { suburb: address.suburb } } : {}),
      ...(discount ? { discount } : {}),
    },
    skip: lines.length === 0 || !customerKnown,
    fetchPolicy: 'network-only',
  });
  const quoted = quote.data?.adminQuote ?? null;
  // The gateway's refusal of the discount (above the max, no reason) under its input, in its words.
  const quoteFailure = quote.error ? describeFailure(quote.error) : null;
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
      void quote.refetch();
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
      {failure && !failure.field && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <OfficeCustomerFields
            value={customer}
            onChange={setCustomer}
            customers={users.data?.adminSelectOptions ?? []}
            fieldError={fieldError}
          />
          <MultiSelect
            label="Services"
            searchable
            data={services.data?.adminSelectOptions ?? []}
            value={serviceIds}
            onChange={setServiceIds}
            error={linesError}
          />
          {serviceIds.map((serviceId, i) => (
            <ServiceOptionSelects
              key={serviceId}
              serviceId={serviceId}
              choices={choices[serviceId] ?? {}}
              onChoose={choose(serviceId)}
              addOnIds={addOns[serviceId] ?? []}
              onAddOns={(ids) => setAddOns((current) => ({ ...current, [serviceId]: ids }))}
              error={fieldError(`booking.lines.${i}.optionIds`)}
            />
          ))}
          <MultiSelect
            label="Packages"
            searchable
            data={packages.data?.adminSelectOptions ?? []}
            value={packageIds}
            onChange={setPackageIds}
          />
          <TextInput
            label="Street address"
            required
            maxLength={200}
            value={address.street}
            onChange={(e) => setAddressField('street')(e.currentTarget.value)}
            error={fieldError('address.street')}
          />
          <Group grow align="flex-start">
            <Select
              label="Suburb"
              required
              searchable
              allowDeselect={false}
              data={(areas.data?.serviceAreas ?? []).map((a) => a.suburb)}
              value={address.suburb || null}
              onChange={pickSuburb}
              error={fieldError('address.suburb')}
            />
            <TextInput
              label="Postal code"
              required
              inputMode="numeric"
              maxLength={4}
              value={address.postalCode}
              onChange={(e) => setAddressField('postalCode')(e.currentTarget.value)}
              error={fieldError('address.postalCode')}
            />
          </Group>
          <Textarea
            label="Property notes"
            description="Gate code, pets, parking (optional)"
            maxLength={500}
            value={address.propertyNotes}
            onChange={(e) => setAddressField('propertyNotes')(e.currentTarget.value)}
            error={fieldError('address.propertyNotes')}
          />
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
          <Select
            label="Crew"
            placeholder="Unassigned"
            clearable
            data={(crews.data?.adminCrews ?? [])
              .filter((c) => c.active)
              .map((c) => ({ value: c.id, label: c.name }))}
            value={crewId}
            onChange={setCrewId}
            error={fieldError('crewId')}
          />
          {discountMax > 0 && (
            <Group grow align="flex-start">
              <NumberInput
                label="Discount (%)"
                description={`The office's own discount: up to ${discountMax}%, taken off last.`}
                min={0}
                max={discountMax}
                step={0.5}
                decimalScale={1}
                allowNegative={false}
                clampBehavior="none"
                value={discountPercent}
                onChange={setDiscountPercent}
                error={discountError('discount.percent')}
              />
              <TextInput
                label="Reason"
                description="Why the office gives it (required with a discount)."
                maxLength={200}
                value={discountReason}
                onChange={(e) => setDiscountReason(e.currentTarget.value)}
                error={discountError('discount.reason')}
              />
            </Group>
          )}
          <div data-testid="office-price">
            {quoted ? (
              <PriceBreakdown breakdown={breakdownFromQuote(quoted)} totalTestId="office-quote-total" />
            ) : (
              <Text size="sm" c="dimmed">
                {quoteFailure?.field?.startsWith('discount.')
                  ? 'The price shows once the discount is corrected.'
                  : quoteFailure
                    ? quoteFailure.message
                    : 'The price shows once the customer and the services are chosen.'}
              </Text>
            )}
          </div>
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
