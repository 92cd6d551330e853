import type { APIRequestContext } from '@playwright/test';
import { ownWeek } from '../../own-week';

/** Talks GraphQL to the gateway directly, for data a test sets up or checks for itself. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  if (body.errors?.length) {
    const error = new Error(body.errors.map((e) => `${e.extensions?.code ?? ''} ${e.message}`).join('; '));
    throw error;
  }
  return body.data as T;
}

/** A unique e-mail address for a customer the test creates. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A phone number of its own (the api limits unpaid bookings per phone, so tests must not share one). */
export function uniquePhone(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A date far enough ahead that no other journey books its slots (its week is this caller's): YYYY-MM-DD. */
export const uniqueFutureDate = ownWeek;

/** Whether no booking touches `date`: every slot has the e2e stack's whole capacity (two crews) left. */
export async function isEmptyDay(request: APIRequestContext, date: string): Promise<boolean> {
  const reply = await graphql<{ timeSlots: { remaining: number }[] }>(
    request,
    'query ($d: Date!) { timeSlots(date: $d) { remaining } }',
    { d: date },
  );
  return reply.timeSlots.length > 0 && reply.timeSlots.every((slot) => slot.remaining === 2);
}

/**
 * A random far date no booking touches yet. The journeys alongside book on random days too (and a
 * seasonal package books visits weeks apart), so a drawn day is sometimes in use already: another
 * is drawn then.
 */
export async function emptyFutureDate(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const date = uniqueFutureDate();
    if (await isEmptyDay(request, date)) return date;
  }
  throw new Error('no empty day found in 20 draws');
}

/** Amounts as the site shows them: Intl en-ZA rand. */
export function zar(amount: number): string {
  return new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' }).format(amount);
}

interface ServiceOption {
  id: string;
  label: string;
  additionalCost: number;
  repeatWeeks: number | null;
}
interface CatalogueService {
  id: string;
  name: string;
  basePrice: number;
  variations: Array<{ variationId: string; variationName: string; options: ServiceOption[] }>;
  addOns: Array<{ id: string; name: string; price: number }>;
}

export async function catalogueService(request: APIRequestContext, name: string): Promise<CatalogueService> {
  const data = await graphql<{ services: CatalogueService[] }>(
    request,
    `
      {
        services {
          id
          name
          basePrice
          variations {
            variationId
            variationName
            options {
              id
              label
              additionalCost
              repeatWeeks
            }
          }
          addOns {
            id
            name
            price
          }
        }
      }
    `,
  );
  const service = data.services.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`no service named ${name}`);
  return service;
}

/**
 * A one-off booking line of the service `serviceId`: each variation's first option that does not
 * repeat the visit (nothing is chosen for a booking: a line without an option is refused).
 */
export async function oneOffLine(
  request: APIRequestContext,
  serviceId: string,
): Promise<{ serviceId: string; optionIds: string[] }> {
  const data = await graphql<{
    service: { variations: { options: { id: string; repeatWeeks: number | null }[] }[] } | null;
  }>(request, 'query ($id: ID!) { service(id: $id) { variations { options { id repeatWeeks } } } }', {
    id: serviceId,
  });
  const variations = data.service?.variations ?? [];
  return {
    serviceId,
    optionIds: variations.flatMap(
      (v) => (v.options.find((o) => o.repeatWeeks === null) ?? v.options[0])?.id ?? [],
    ),
  };
}

export async function cataloguePackages(request: APIRequestContext) {
  const data = await graphql<{
    seasons: Array<{ name: string; packages: Array<{ id: string; name: string; price: number }> }>;
  }>(
    request,
    `
      {
        seasons {
          name
          packages {
            id
            name
            price
          }
        }
      }
    `,
  );
  return data.seasons;
}

export async function modifiers(request: APIRequestContext) {
  const data = await graphql<{
    modifiers: Array<{
      id: string;
      name: string;
      options: Array<{
        id: string;
        name: string;
        type: 'NO_CHARGE' | 'EXTRA' | 'DISCOUNT';
        units: 'PERCENT' | 'AMOUNT' | null;
        value: number;
      }>;
    }>;
  }>(
    request,
    `
      {
        modifiers {
          id
          name
          options {
            id
            name
            type
            units
            value
          }
        }
      }
    `,
  );
  return data.modifiers;
}
