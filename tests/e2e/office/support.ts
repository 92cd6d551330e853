/**
 * For the office journeys: the two demo crews (kept at two active crews, the e2e stack's slot
 * capacity, so no other journey sees a different capacity), staff users, and customer bookings made
 * through the public checkout mutation on a day of their own.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { gql, unique } from '../admin/support';
import { ownWeek } from '../own-week';

const CREWS = [
  { name: 'Crew North', colour: '#2f9e44' },
  { name: 'Crew South', colour: '#1971c2' },
] as const;

interface Crew {
  id: string;
  name: string;
  members: { id: string }[];
}

const CREWS_QUERY = '{ adminCrews { id name active members { id } } }';
const SAVE = `mutation ($input: AdminSaveCrewInput!) { adminSaveCrew(input: $input) { crew { id name members { id } } } }`;

/** The two crews, created on first use (a second creator at the same moment finds them). */
export async function ensureCrews(admin: APIRequestContext): Promise<Crew[]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = (await gql<{ adminCrews: (Crew & { active: boolean })[] }>(admin, CREWS_QUERY)).data
      ?.adminCrews;
    const missing = CREWS.filter((c) => !existing?.some((e) => e.name === c.name));
    if (missing.length === 0) return CREWS.map((c) => existing!.find((e) => e.name === c.name)!);
    for (const crew of missing) {
      await gql(admin, SAVE, { input: { ...crew, active: true, memberIds: [] } });
    }
  }
  throw new Error('the crews could not be made');
}

/** A new active user with `role`, made by the admin; answers their id, e-mail and password. */
export async function newUser(admin: APIRequestContext, role: 'STAFF' | 'MANAGER') {
  const email = `${unique(role.toLowerCase()).replace(/\s/g, '-').toLowerCase()}@example.com`;
  const password = 'office-member-pass-1';
  const saved = await gql<{ adminSaveUser: { user: { id: string } } }>(
    admin,
    'mutation ($input: AdminSaveUserInput!) { adminSaveUser(input: $input) { user { id } } }',
    {
      input: {
        name: unique(role === 'STAFF' ? 'Sipho Crew' : 'Lindiwe Manager'),
        email,
        password,
        role,
        status: 'ACTIVE',
      },
    },
  );
  const id = saved.data?.adminSaveUser.user.id;
  if (!id) throw new Error(`no ${role} user: ${JSON.stringify(saved.errors)}`);
  return { id, email, password };
}

/** A new staff user added to `crew` (its other members stay). */
export async function staffIn(admin: APIRequestContext, crew: Crew) {
  const user = await newUser(admin, 'STAFF');
  const current = (await gql<{ adminCrews: Crew[] }>(admin, CREWS_QUERY)).data!.adminCrews.find(
    (c) => c.id === crew.id,
  )!;
  await gql(admin, SAVE, {
    input: {
      id: crew.id,
      name: crew.name,
      colour: CREWS.find((c) => c.name === crew.name)!.colour,
      active: true,
      memberIds: [...current.members.map((m) => m.id), user.id],
    },
  });
  return user;
}

/** A day far ahead, its own per call (with the rest of its week), so journeys do not share slots. */
export const farDate = ownWeek;

/** A new customer's booking of the shortest service on `date` at `timeSlot` (pending, through the checkout). */
export async function customerBooking(baseURL: string, date: string, timeSlot: string, notes?: string) {
  const customer = await playwrightRequest.newContext({ baseURL });
  try {
    const catalogue = await gql<{
      services: {
        id: string;
        name: string;
        durationMinutes: number;
        variations: { options: { id: string }[] }[];
      }[];
    }>(customer, '{ services { id name durationMinutes variations { options { id } } } }');
    const service = catalogue.data?.services
      .filter((s) => s.variations.every((v) => v.options.length > 0))
      .sort((x, y) => x.durationMinutes - y.durationMinutes)[0];
    if (!service) throw new Error('the demo data has no service');
    const name = unique('Ayanda Customer');
    const phone = `083${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const reply = await gql<{ createBooking: { booking: { id: string; guidId: string } } }>(
      customer,
      'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id guidId } } }',
      {
        input: {
          address: {
            street: '12 Protea Road',
            suburb: 'Rondebosch',
            postalCode: '7700',
            ...(notes ? { propertyNotes: notes } : {}),
          },
          booking: {
            date,
            timeSlot,
            lines: [
              {
                serviceId: service.id,
                optionIds: service.variations.flatMap((v) => v.options.slice(0, 1).map((o) => o.id)),
              },
            ],
            modifierOptionIds: [],
          },
          customer: {
            name,
            email: `${name.replace(/\s/g, '.').toLowerCase()}@example.com`,
            password: 'customer-pass-1',
            phone,
          },
        },
      },
    );
    const booking = reply.data?.createBooking.booking;
    if (!booking) throw new Error(`no booking: ${JSON.stringify(reply.errors)}`);
    return {
      ...booking,
      name,
      phone,
      email: `${name.replace(/\s/g, '.').toLowerCase()}@example.com`,
      serviceName: service.name,
      durationMinutes: service.durationMinutes,
    };
  } finally {
    await customer.dispose();
  }
}

/**
 * A new customer's booking at the first start on `date` the checkout offers for the shortest service,
 * trying the next one when a journey running alongside took it first; null when the day has none.
 */
export async function bookFirstFree(baseURL: string, date: string, notes?: string) {
  const visitor = await playwrightRequest.newContext({ baseURL });
  let starts: string[];
  try {
    const catalogue = await gql<{
      services: { id: string; durationMinutes: number; variations: { options: { id: string }[] }[] }[];
    }>(visitor, '{ services { id durationMinutes variations { options { id } } } }');
    const service = catalogue
      .data!.services.filter((s) => s.variations.every((v) => v.options.length > 0))
      .sort((x, y) => x.durationMinutes - y.durationMinutes)[0]!;
    const line = {
      serviceId: service.id,
      optionIds: service.variations.flatMap((v) => v.options.slice(0, 1).map((o) => o.id)),
    };
    const slots = await gql<{ timeSlots: { label: string; available: boolean }[] }>(
      visitor,
      'query ($date: Date!, $lines: [BookingLineInput!]) { timeSlots(date: $date, lines: $lines) { label available } }',
      { date, lines: [line] },
    );
    starts = (slots.data?.timeSlots ?? []).filter((s) => s.available).map((s) => s.label);
  } finally {
    await visitor.dispose();
  }
  for (const slot of starts) {
    try {
      return { slot, booking: await customerBooking(baseURL, date, slot, notes) };
    } catch (error) {
      if (!/SLOT_FULL|TOO_SOON/.test(String(error))) throw error;
    }
  }
  return null;
}
