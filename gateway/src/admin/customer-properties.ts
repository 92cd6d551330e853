/**
 * A customer's properties (docs/product.md, "The admin area"): the addresses the crews visit for them.
 * The suburb is checked against the served areas as the checkout checks a visit's (service-address.ts);
 * the api checks it again.
 */
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';
import type { ApiProperty } from '../api/replies/users.js';
import type { ApiClient } from '../api/client.js';
import { areaNotServedMessage, servedArea } from '../booking/service-address.js';
import { accountInReach } from './customers.js';
import { adminId } from './guard.js';
import { deleted, optionalId, requiredId } from './shared.js';
import { isPostalCode, POSTAL_CODE_MESSAGE } from '@greenleaf/shared/rules/postal-code';
import { createIdempotency } from '../idempotency/idempotency.js';

/** A property as the schema's CustomerProperty. */
const propertyOf = (p: ApiProperty) => ({
  id: String(p.id),
  street: p.street,
  suburb: p.suburb,
  postalCode: p.postalCode,
  notes: p.notes,
});

/** The customer's properties, oldest first. */
export async function customerProperties(api: ApiClient, userId: number) {
  return (await api.get('customers/properties.php', { userId })).map(propertyOf);
}

function text(value: string | null | undefined, field: string, label: string, max: number): string {
  const t = (value ?? '').trim();
  if (!t) throw badInput(field, `${label} is required.`);
  if (t.length > max) throw badInput(field, `${label} must be at most ${max} characters.`);
  return t;
}

export const customerPropertyMutations: MutationResolvers = {
  adminSaveCustomerProperty: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    const userId = requiredId(input.customerId, 'customerId');
    await accountInReach(ctx, userId, 'customerId');
    const street = text(input.street, 'street', 'Street address', 200);
    const suburb = text(input.suburb, 'suburb', 'Suburb', 100);
    const postalCode = (input.postalCode ?? '').trim();
    if (!isPostalCode(postalCode)) throw badInput('postalCode', POSTAL_CODE_MESSAGE);
    const notes = (input.notes ?? '').trim();
    if (notes.length > 500) throw badInput('notes', 'Property notes must be at most 500 characters.');
    try {
      await servedArea(ctx.api, suburb);
    } catch (error) {
      // The checkout's words, on this form's field.
      if (errorCode(error) === 'AREA_NOT_SERVED') {
        throw gatewayError('AREA_NOT_SERVED', areaNotServedMessage(suburb), { field: 'suburb' });
      }
      throw error;
    }
    const saved = await ctx.api.post('customers/save-property.php', {
      ...(id !== undefined ? { id } : {}),
      userId,
      street,
      suburb,
      postalCode,
      notes: notes || null,
      updated_by: adminId(ctx),
      ...createIdempotency(ctx, input),
    });
    return { property: propertyOf(saved) };
  },

  adminDeleteCustomerProperty: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    const userId = requiredId(input.customerId, 'customerId');
    await accountInReach(ctx, userId, 'customerId');
    return deleted(id, await ctx.api.post('customers/delete-property.php', { id, userId }));
  },
};
