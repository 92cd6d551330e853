/**
 * What a price depends on besides the choices, built in one place for `quote` and `createBooking` so
 * that a quote given the same customer and suburb is priced exactly as the booking is charged: who books
 * (the earned discounts are decided for them) and the suburb's travel minutes (the call-out fee).
 */
import type { QuoteCustomerInput } from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import type { GatewayContext } from '../context.js';
import type { CustomerRef } from './earned-facts.js';
import type { PricingFrom } from './quote.js';
import type { Booker } from './save-booking.js';
import type { ServedArea } from './service-address.js';
import { requiredEmail, saPhone } from './validation.js';

interface PricingInputs {
  from: PricingFrom;
  customer: CustomerRef | null;
  /** The served suburb as the service area spells it, or null when not given (a quote only). */
  suburb: string | null;
}

/**
 * The pricing inputs for `customer` at `area`. Without an area (a quote before the address is known)
 * the call-out fee is not decided and stays the customer's choice.
 */
export function pricingInputs(
  ctx: Pick<GatewayContext, 'catalogue' | 'config'>,
  api: ApiClient,
  customer: CustomerRef | null,
  area: ServedArea | null,
): PricingInputs {
  return {
    from: {
      api,
      catalogue: ctx.catalogue,
      customer,
      ...(area ? { travel: { travelMinutesFor: async () => area.travelMinutes } } : {}),
      callOutFreeMinutes: ctx.config.callOutFreeMinutes,
    },
    customer,
    suburb: area?.suburb ?? null,
  };
}

/** Whom a booking is priced for: the signed-in account, or the new customer's e-mail and phone. */
export function bookerRef(booker: Booker): CustomerRef {
  return 'userId' in booker
    ? { userId: booker.userId }
    : { email: booker.customer.email, phone: booker.customer.phone };
}

/**
 * Whom a quote is priced for: the signed-in account, else the contact details given so far (checked as
 * the booking checks them), else nobody known (a newcomer).
 */
export function quoteRef(
  signedInId: number | null,
  customer: QuoteCustomerInput | null | undefined,
): CustomerRef | null {
  if (signedInId !== null) return { userId: signedInId };
  const email = customer?.email?.trim() ? requiredEmail(customer.email, 'customer.email') : undefined;
  const phone = customer?.phone?.trim() ? saPhone(customer.phone.trim()) : undefined;
  if (email === undefined && phone === undefined) return null;
  return { ...(email !== undefined ? { email } : {}), ...(phone !== undefined ? { phone } : {}) };
}
