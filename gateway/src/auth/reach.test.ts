/**
 * The reach table (./reach.ts) against the schema: every Query and Mutation field has its entry (a new
 * operation without one fails here), and each role is let in, or refused before anything runs, as the
 * table says, through the gateway's own resolver map. Then the booking's fields: who reads the
 * details (contact, address, gate code) and who a receipt.
 */
import { buildSchema, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ApiCrew } from '../api/replies/schedule.js';
import { markOpenedByManageLink } from '../booking/manage-token.js';
import type { GatewayContext } from '../context.js';
import { resolvers } from '../resolvers/index.js';
import { typeDefs } from '../schema.js';
import type { SessionAccess, SessionUser } from '../session.js';
import { API_SCOPES } from '@greenleaf/shared/rules/api-scopes';
import {
  bookingCrew,
  bookingReach,
  mayReachAccount,
  missingScope,
  operationReach,
  operationScope,
  type OperationReach,
} from './reach.js';

const schema = buildSchema(typeDefs);
const TYPES = ['Query', 'Mutation'] as const;
const fieldsOf = (type: (typeof TYPES)[number]) =>
  Object.keys((schema.getType(type) as GraphQLObjectType).getFields());

type Role = 'anonymous' | 'CLIENT' | 'STAFF' | 'MANAGER' | 'ADMIN';
const ROLES: readonly Role[] = ['anonymous', 'CLIENT', 'STAFF', 'MANAGER', 'ADMIN'];
const userOf = (role: Role, id = 40): SessionUser | null =>
  role === 'anonymous' ? null : { id, role, name: role, email: `${role.toLowerCase()}@example.com` };

/**
 * What the guard of each reach answers each role: 'reached' (the resolver ran), or the code it is
 * refused with before it runs. A holder operation lets every role ask: the booking decides (the
 * evidence test tests/evidence/abuse-reach.test.ts).
 */
const EXPECTED: Record<OperationReach, Record<Role, 'reached' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'asks'>> = {
  anyone: { anonymous: 'reached', CLIENT: 'reached', STAFF: 'reached', MANAGER: 'reached', ADMIN: 'reached' },
  holder: { anonymous: 'asks', CLIENT: 'asks', STAFF: 'asks', MANAGER: 'asks', ADMIN: 'asks' },
  crew: {
    anonymous: 'UNAUTHENTICATED',
    CLIENT: 'FORBIDDEN',
    STAFF: 'reached',
    MANAGER: 'reached',
    ADMIN: 'reached',
  },
  office: {
    anonymous: 'UNAUTHENTICATED',
    CLIENT: 'FORBIDDEN',
    STAFF: 'FORBIDDEN',
    MANAGER: 'reached',
    ADMIN: 'reached',
  },
  admin: {
    anonymous: 'UNAUTHENTICATED',
    CLIENT: 'FORBIDDEN',
    STAFF: 'FORBIDDEN',
    MANAGER: 'FORBIDDEN',
    ADMIN: 'reached',
  },
};

const REACHED = 'the resolver reached ctx.';

/** A context with only a session: anything else the resolver touches ends the call as 'reached'. */
function contextAs(user: SessionUser | null): GatewayContext {
  const session: SessionAccess = { user, signIn: async () => {}, signOut: async () => {} };
  return new Proxy({ session } as GatewayContext, {
    get(target, key) {
      if (key === 'session') return target.session;
      if (key === 'then') return undefined;
      throw new Error(`${REACHED}${String(key)}`);
    },
  });
}

type AnyResolver = (p: unknown, a: unknown, c: GatewayContext, i: GraphQLResolveInfo) => unknown;
const resolverOf = (type: (typeof TYPES)[number], field: string) =>
  (resolvers[type] as unknown as Record<string, AnyResolver>)[field];

/** 'reached', or the code the operation refused `role` with before touching anything but the session. */
async function answerTo(type: (typeof TYPES)[number], field: string, role: Role): Promise<string> {
  const resolve = resolverOf(type, field)!;
  try {
    await resolve({}, { input: {} }, contextAs(userOf(role)), {} as GraphQLResolveInfo);
    return 'reached';
  } catch (error) {
    const code = (error as { extensions?: { code?: string } }).extensions?.code;
    return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? code : 'reached';
  }
}

describe('the reach table covers the schema', () => {
  for (const type of TYPES) {
    it(`names the reach of every ${type} field`, () => {
      const missing = fieldsOf(type).filter((f) => operationReach(f) === undefined);
      expect(missing, `operations without an entry in auth/reach.ts`).toEqual([]);
    });
    it(`has a resolver for every ${type} field`, () => {
      expect(fieldsOf(type).filter((f) => typeof resolverOf(type, f) !== 'function')).toEqual([]);
    });
  }
  it('refuses a manager an operation it does not know', () => {
    expect(operationReach('adminSomethingNew')).toBeUndefined();
  });
});

describe("the scope table (partners' keys) covers the schema", () => {
  for (const type of TYPES) {
    it(`names the scope of every ${type} field, or that no key may call it`, () => {
      const missing = fieldsOf(type).filter((f) => operationScope(f) === undefined);
      expect(missing, 'operations without a scope entry in auth/reach.ts').toEqual([]);
    });
  }
  it('gives a scope only to public operations and the office reads partners are granted', () => {
    const scoped = [...fieldsOf('Query'), ...fieldsOf('Mutation')].filter((f) => operationScope(f));
    const reaches = new Set(scoped.map((f) => operationReach(f)));
    expect([...reaches].sort()).toEqual(['admin', 'anyone', 'office']);
    for (const f of scoped) {
      if (operationReach(f) === 'office')
        expect(['bookings:read', 'customers:read']).toContain(operationScope(f));
      // of the admin's operations, a key reaches only the webhooks (never users or API clients)
      if (operationReach(f) === 'admin') expect(operationScope(f)).toBe('webhooks:manage');
    }
    // Every scope opens something.
    expect(API_SCOPES.filter((s) => !scoped.some((f) => operationScope(f) === s))).toEqual([]);
  });
  it('refuses a key an operation it does not know, one no key may call, and one outside its scopes', () => {
    const key = { id: 1, name: 'Partner', scopes: ['catalogue:read'], allowedOrigins: [] };
    expect(missingScope(key, 'adminSomethingNew')).toBe('none');
    expect(missingScope(key, 'login')).toBe('none');
    expect(missingScope(key, 'adminUsers')).toBe('none');
    expect(missingScope(key, 'createBooking')).toBe('bookings:write');
    expect(missingScope(key, 'services')).toBeNull();
  });
});

describe('each role reaches what the table says, and is refused the rest before anything runs', () => {
  for (const type of TYPES) {
    for (const field of fieldsOf(type)) {
      const reach = operationReach(field);
      if (!reach || reach === 'holder') continue;
      it(`${type}.${field} (${reach})`, async () => {
        const answers = Object.fromEntries(
          await Promise.all(ROLES.map(async (role) => [role, await answerTo(type, field, role)] as const)),
        );
        expect(answers).toEqual(EXPECTED[reach]);
      });
    }
  }

  it('refuses a manager the users table in the generic table operations', async () => {
    const manager = contextAs(userOf('MANAGER'));
    const rows = resolverOf('Query', 'adminTableExport')!;
    await expect(
      Promise.resolve().then(() => rows({}, { table: 'USERS' }, manager, {} as GraphQLResolveInfo)),
    ).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe('accounts: a manager reaches customers only', () => {
  it.each([
    ['ADMIN', 'admin', true],
    ['ADMIN', 'staff', true],
    ['ADMIN', 'client', true],
    ['MANAGER', 'client', true],
    ['MANAGER', 'customer', true],
    ['MANAGER', 'staff', false],
    ['MANAGER', 'manager', false],
    ['MANAGER', 'admin', false],
    ['STAFF', 'client', false],
    ['CLIENT', 'client', false],
    ['anonymous', 'client', false],
  ] as const)('%s reaching a %s account: %s', (viewer, role, reached) => {
    expect(mayReachAccount(userOf(viewer), { role })).toBe(reached);
  });
});

describe("a booking's details (contact, address, gate code) or its receipt", () => {
  const OWNER = 7;
  const STAFF_IN_CREW = 21;
  const crews: ApiCrew[] = [
    { id: 1, name: 'North', members: [{ id: STAFF_IN_CREW, name: 'S' }] },
    { id: 2, name: 'South', members: [{ id: 22, name: 'T' }] },
  ] as unknown as ApiCrew[];
  /** A context whose api answers only the crews (what the rule may read). */
  const contextFor = (user: SessionUser | null) =>
    ({
      session: { user },
      api: {
        get: async (path: string) => {
          if (path !== 'crews/list.php') throw new Error(`unexpected read ${path}`);
          return crews;
        },
      },
    }) as unknown as GatewayContext;
  const booking = (crewId: number | null) => ({ guidId: 'booking-abcdef12', userId: OWNER, crewId });

  it.each([
    ['anonymous', 'receipt', null, 1],
    ['another customer', 'receipt', userOf('CLIENT', 99), 1],
    ['the owner', 'details', userOf('CLIENT', OWNER), 1],
    ['a manager', 'details', userOf('MANAGER', 30), 1],
    ['an admin', 'details', userOf('ADMIN', 31), null],
    ["the job's crew", 'details', userOf('STAFF', STAFF_IN_CREW), 1],
    ["another crew's member", 'receipt', userOf('STAFF', STAFF_IN_CREW), 2],
    ['a crew member, unassigned job', 'receipt', userOf('STAFF', STAFF_IN_CREW), null],
  ] as const)('%s reads the %s', async (_who, reach, user, crewId) => {
    expect(await bookingReach(contextFor(user), booking(crewId))).toBe(reach);
  });

  it.each([
    ['anonymous', null, null],
    ['the owner', userOf('CLIENT', OWNER), null],
    ['a manager', userOf('MANAGER', 30), 'North'],
    ["the job's crew", userOf('STAFF', STAFF_IN_CREW), 'North'],
    ["another crew's member", userOf('STAFF', 22), null],
  ] as const)("%s sees the job's crew as %s", async (_who, user, name) => {
    expect((await bookingCrew(contextFor(user), booking(1)))?.name ?? null).toBe(name);
  });

  it('the holder of its manage link reads the details, signed in or not', async () => {
    const opened = markOpenedByManageLink(booking(null));
    expect(await bookingReach(contextFor(null), opened)).toBe('details');
    expect(await bookingReach(contextFor(userOf('CLIENT', 99)), opened)).toBe('details');
  });
});
