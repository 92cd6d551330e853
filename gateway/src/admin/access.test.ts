/**
 * Every admin operation of the schema has a resolver here, and each refuses anonymous callers
 * (UNAUTHENTICATED) and signed-in non-admins (FORBIDDEN) before doing anything; over HTTP the same
 * holds with real session cookies.
 */
import { buildSchema, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { typeDefs } from '../schema.js';
import type { SessionAccess, SessionUser } from '../session.js';
import { ADMIN_ONLY_OPERATIONS } from '../auth/reach.js';
import { adminResolvers } from './index.js';
import { firstCode, startAdminStack, type AdminTestStack } from './test-support.js';

const schema = buildSchema(typeDefs);
const adminFields = (type: 'Query' | 'Mutation') =>
  Object.keys((schema.getType(type) as GraphQLObjectType).getFields()).filter((f) => f.startsWith('admin'));

type AnyResolver = (p: unknown, a: unknown, c: GatewayContext, i: GraphQLResolveInfo) => unknown;
const resolversOf = (type: 'Query' | 'Mutation') =>
  adminResolvers[type] as unknown as Record<string, AnyResolver>;

/** A context with only a session; any call to the api would fail loudly (it is not there). */
function contextAs(user: SessionUser | null): GatewayContext {
  const session: SessionAccess = { user, signIn: async () => {}, signOut: async () => {} };
  return new Proxy({ session } as GatewayContext, {
    get(target, key) {
      if (key === 'session') return target.session;
      throw new Error(`the guard let the resolver reach ctx.${String(key)}`);
    },
  });
}

describe('admin resolvers cover the schema', () => {
  for (const type of ['Query', 'Mutation'] as const) {
    it(`has a resolver for every admin ${type} field and nothing else`, () => {
      expect(Object.keys(resolversOf(type)).sort()).toEqual(adminFields(type).sort());
    });
  }
});

describe('every admin resolver checks the role first', () => {
  const client: SessionUser = { id: 5, role: 'CLIENT', name: 'C', email: 'c@example.com' };
  const staff: SessionUser = { id: 6, role: 'STAFF', name: 'S', email: 's@example.com' };
  for (const type of ['Query', 'Mutation'] as const) {
    for (const field of adminFields(type)) {
      it(`${type}.${field}: anonymous UNAUTHENTICATED, client and staff FORBIDDEN`, async () => {
        const resolve = resolversOf(type)[field]!;
        const codeOf = async (user: SessionUser | null) => {
          try {
            await resolve({}, { input: {} }, contextAs(user), {} as GraphQLResolveInfo);
            return 'no error';
          } catch (error) {
            return (error as { extensions?: { code?: string } }).extensions?.code;
          }
        };
        expect(await codeOf(null)).toBe('UNAUTHENTICATED');
        expect(await codeOf(client)).toBe('FORBIDDEN');
        expect(await codeOf(staff)).toBe('FORBIDDEN');
      });
    }
  }
});

describe('a manager reaches the office, not the accounts', () => {
  const manager: SessionUser = { id: 7, role: 'MANAGER', name: 'M', email: 'm@example.com' };
  /** What the guard answers a manager: FORBIDDEN, or 'reached' when the resolver itself ran. */
  const asManager = async (type: 'Query' | 'Mutation', field: string, args: unknown) => {
    try {
      await resolversOf(type)[field]!({}, args, contextAs(manager), {} as GraphQLResolveInfo);
      return 'reached';
    } catch (error) {
      if (/the guard let the resolver reach/.test(String((error as Error).message))) return 'reached';
      return (error as { extensions?: { code?: string } }).extensions?.code ?? String(error);
    }
  };
  for (const type of ['Query', 'Mutation'] as const) {
    for (const field of adminFields(type)) {
      const accounts = ADMIN_ONLY_OPERATIONS.has(field);
      it(`${type}.${field}: ${accounts ? 'FORBIDDEN' : 'reached'}`, async () => {
        const answer = await asManager(type, field, { input: {} });
        if (accounts) expect(answer).toBe('FORBIDDEN');
        else expect(answer).not.toBe('FORBIDDEN');
      });
    }
  }
  it('is refused the users table through the generic table operations, and not the others', async () => {
    for (const [type, field, args] of [
      ['Query', 'adminTableRows', { table: 'USERS' }],
      ['Query', 'adminTableRow', { table: 'USERS', id: '1' }],
      ['Query', 'adminTableExport', { table: 'USERS' }],
      ['Mutation', 'adminCreateRow', { input: { table: 'USERS', values: {} } }],
      ['Mutation', 'adminUpdateRow', { input: { table: 'USERS', id: '1', values: {} } }],
      ['Mutation', 'adminDeleteRow', { input: { table: 'USERS', id: '1' } }],
    ] as const) {
      expect(await asManager(type, field, args), field).toBe('FORBIDDEN');
    }
    expect(await asManager('Query', 'adminTableRows', { table: 'SERVICES' })).toBe('reached');
  });
});

describe('over HTTP with session cookies', () => {
  let stack: AdminTestStack;
  beforeAll(async () => {
    stack = await startAdminStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const DASHBOARD = '{ adminDashboard { metrics { key total } } }';
  const DELETE_USER = 'mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { success } }';

  it('answers UNAUTHENTICATED to an anonymous caller', async () => {
    const reply = await stack.anonymous.gql(DASHBOARD);
    expect(firstCode(reply)).toBe('UNAUTHENTICATED');
    expect(reply.data).toBeNull();
  });

  it('answers FORBIDDEN with the spec wording to a signed-in client, and changes nothing', async () => {
    const client = await stack.signIn('client');
    const victim = await stack.signIn('client');
    const reply = await client.gql(DASHBOARD);
    expect(firstCode(reply)).toBe('FORBIDDEN');
    expect(reply.errors?.[0]?.message).toBe(
      'Access Denied - You do not have permission to access this page.',
    );
    const del = await client.gql(DELETE_USER, { id: String(victim.userId) });
    expect(firstCode(del)).toBe('FORBIDDEN');
    expect((await stack.api.get(`users/get.php?id=${victim.userId}`)).status).toBe(200);
  });

  it('lets an admin in', async () => {
    const admin = await stack.signIn('admin');
    const reply = await admin.gql<{ adminDashboard: { metrics: { key: string; total: number }[] } }>(
      DASHBOARD,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.adminDashboard.metrics.map((m) => m.key)).toEqual([
      'CLIENTS',
      'SERVICES',
      'BOOKINGS',
      'ADD_ONS',
      'PACKAGES',
      'USERS',
    ]);
  });
});
