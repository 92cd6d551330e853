/**
 * adminSaveModifier / adminSaveVariation are all or nothing: an edit the api refuses half-way (an
 * option among valid ones, an option of another parent) leaves the parent, its options and the
 * options it would have removed as they were. Through the real gateway and api on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCode, startAdminStackAsAdmin, type AdminTestStack, type Caller } from './test-support.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
beforeAll(async () => ({ stack, admin } = await startAdminStackAsAdmin()));
afterAll(() => stack?.close());

interface Kind {
  field: 'adminSaveModifier' | 'adminSaveVariation';
  parent: 'modifier' | 'variation';
  /** The GraphQL save with the parent's name and option titles in its selection. */
  save: string;
  read: string;
  option: (title: string, description?: string) => Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    field: 'adminSaveModifier',
    parent: 'modifier',
    save: `mutation ($input: AdminSaveModifierInput!) { adminSaveModifier(input: $input) {
      modifier { id name options { id title: name } } } }`,
    read: 'query ($id: ID!) { parent: adminModifier(id: $id) { id name options { id title: name } } }',
    option: (name, description) => ({ name, type: 'EXTRA', units: 'AMOUNT', value: 5, description }),
  },
  {
    field: 'adminSaveVariation',
    parent: 'variation',
    save: `mutation ($input: AdminSaveVariationInput!) { adminSaveVariation(input: $input) {
      variation { id name options { id title: label } } } }`,
    read: 'query ($id: ID!) { parent: adminVariation(id: $id) { id name options { id title: label } } }',
    option: (label, description) => ({ label, additionalCost: 5, description }),
  },
];

interface Parent {
  id: string;
  name: string;
  options: { id: string; title: string }[];
}

describe.each(KINDS)('$field', (kind) => {
  const save = async (input: Record<string, unknown>) => {
    const reply = await admin.gql<Record<string, Record<string, Parent>>>(kind.save, { input });
    expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
    return reply.data![kind.field]![kind.parent]!;
  };
  const read = async (id: string) => (await admin.gql<{ parent: Parent }>(kind.read, { id })).data!.parent;

  it('saves the parent, changed, added and removed options in one write', async () => {
    const before = await save({ name: 'Gate access', options: [kind.option('Open'), kind.option('Locked')] });
    const after = await save({
      id: before.id,
      name: 'Gate access (new)',
      options: [{ ...kind.option('Open wide'), id: before.options[0]!.id }, kind.option('Code')],
    });
    expect(after.name).toBe('Gate access (new)');
    expect(after.options.map((o) => o.title)).toEqual(['Open wide', 'Code']);
    expect(after.options[0]!.id).toBe(before.options[0]!.id);
    expect(await read(before.id)).toEqual(after);
    const removed = await stack.api.get(`${kind.parent}option/get.php?id=${before.options[1]!.id}`);
    expect(removed.status).toBe(404);
  });

  it('changes nothing when the api refuses one option among valid ones', async () => {
    const before = await save({ name: 'Soil type', options: [kind.option('Sand'), kind.option('Clay')] });
    const reply = await admin.gql(kind.save, {
      input: {
        id: before.id,
        name: 'Soil kind',
        options: [
          { ...kind.option('Sandy'), id: before.options[0]!.id },
          kind.option('Loam'),
          kind.option('Rocky', 'x'.repeat(5000)),
        ],
      },
    });
    expect(firstCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions?.['field']).toBe('options.2.description');
    expect(await read(before.id)).toEqual(before);
  });

  it('changes nothing when an option of another parent is listed', async () => {
    const other = await save({ name: 'Other parent', options: [kind.option('Theirs')] });
    const mine = await save({ name: 'My parent', options: [kind.option('Mine'), kind.option('Spare')] });
    const reply = await admin.gql(kind.save, {
      input: {
        id: mine.id,
        name: 'My parent renamed',
        options: [kind.option('Brand new'), { ...kind.option('Taken'), id: other.options[0]!.id }],
      },
    });
    expect(firstCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions?.['field']).toBe('options.1.id');
    expect(reply.errors?.[0]?.message).toBe(`This option does not belong to this ${kind.parent}.`);
    expect(await read(mine.id)).toEqual(mine);
    expect(await read(other.id)).toEqual(other);
  });

  it('creates nothing when a new parent has a refused option', async () => {
    const list = await stack.api.get<unknown[]>(`${kind.parent}/list.php`);
    const reply = await admin.gql(kind.save, {
      input: { name: 'Never saved', options: [kind.option('Fine'), kind.option('Bad', 'x'.repeat(5000))] },
    });
    expect(firstCode(reply)).toBe('BAD_USER_INPUT');
    expect((await stack.api.get<unknown[]>(`${kind.parent}/list.php`)).body).toEqual(list.body);
  });
});
