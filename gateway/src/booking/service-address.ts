/**
 * The visit's address as the contact step sends it: each field checked with its limit named, and the
 * suburb one of the active service areas (before any payment). The api checks the suburb again.
 */
import type { ServiceAddressInput } from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import { badInput, gatewayError } from '../api/errors.js';
import { isPostalCode, POSTAL_CODE_MESSAGE } from '@greenleaf/shared/rules/postal-code';

export const areaNotServedMessage = (suburb: string) =>
  `Sorry, we do not serve ${suburb} yet. Please check the suburb, or call us to ask.`;

function field(value: string | null | undefined, path: string, label: string, max: number): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(path, `${label} is required.`);
  if (text.length > max) throw badInput(path, `${label} must be at most ${max} characters.`);
  return text;
}

export interface ServiceAddress {
  address: { street: string; suburb: string; postalCode: string };
  propertyNotes: string | null;
  /** Minutes from the nearest branch (the call-out fee goes by them). */
  travelMinutes: number;
}

/** A served suburb as the service area spells it, with its travel minutes. */
export interface ServedArea {
  suburb: string;
  travelMinutes: number;
}

/** The active service area of `suburb` (any case), or AREA_NOT_SERVED on `address.suburb`. */
export async function servedArea(api: ApiClient, suburb: string): Promise<ServedArea> {
  const areas = await api.get('service-areas/list.php');
  const area = areas.find((a) => a.suburb.toLowerCase() === suburb.toLowerCase());
  if (!area) throw gatewayError('AREA_NOT_SERVED', areaNotServedMessage(suburb), { field: 'address.suburb' });
  return { suburb: area.suburb, travelMinutes: area.travelMinutes };
}

/** The checked address, with the suburb spelt as the service area spells it. */
export async function checkedServiceAddress(
  api: ApiClient,
  input: ServiceAddressInput,
): Promise<ServiceAddress> {
  const street = field(input.street, 'address.street', 'Street address', 200);
  const suburb = field(input.suburb, 'address.suburb', 'Suburb', 100);
  const postalCode = field(input.postalCode, 'address.postalCode', 'Postal code', 4);
  if (!isPostalCode(postalCode)) throw badInput('address.postalCode', POSTAL_CODE_MESSAGE);
  const notes = (input.propertyNotes ?? '').trim();
  if (notes.length > 500)
    throw badInput('address.propertyNotes', 'Property notes must be at most 500 characters.');
  const area = await servedArea(api, suburb);
  return {
    address: { street, suburb: area.suburb, postalCode },
    propertyNotes: notes || null,
    travelMinutes: area.travelMinutes,
  };
}
