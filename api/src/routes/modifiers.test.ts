import { eq } from 'drizzle-orm';
import { anyFieldValue, expectNoServerErrorFromRandomBodies } from '../test/arbitraries.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modifierOptions, modifiers } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newModifier = async (name = 'Garden size') => {
  const res = await api.post('modifier/save.php', { name, description: 'How big', created_by: 7 });
  expect(res.status).toBe(200);
  return res.body as number;
};

describe('modifier/save.php', () => {
  it('inserts and replies the new id as a bare number, recording who created it', async () => {
    const res = await api.post('modifier/save.php', {
      name: '  Yard access ',
      description: 'Gate',
      created_by: 3,
    });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^\d+$/);
    const [row] = await api.db.select().from(modifiers).where(eq(modifiers.id, res.body));
    expect(row).toMatchObject({ name: 'Yard access', description: 'Gate', createdBy: 3, statusId: 1 });
  });

  it('updates with an id, replying that id and recording the editor', async () => {
    const id = await newModifier();
    const res = await api.post('modifier/save.php', {
      id,
      name: 'Garden area',
      description: null,
      updated_by: 9,
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe(id);
    const [row] = await api.db.select().from(modifiers).where(eq(modifiers.id, id));
    expect(row).toMatchObject({ name: 'Garden area', description: null, createdBy: 7, updatedBy: 9 });
  });

  it('answers 404 for an update of a missing modifier', async () => {
    const res = await api.post('modifier/save.php', { id: 999_999, name: 'Nothing here' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it("refuses a missing or short name in the product's words, writing nothing", async () => {
    const before = (await api.db.select().from(modifiers)).length;
    const missing = await api.post('modifier/save.php', { description: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ name: 'Name is required' });
    const blank = await api.post('modifier/save.php', { name: '   ' });
    expect(blank.body.fields.name).toBe('Name is required');
    const short = await api.post('modifier/save.php', { name: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.fields.name).toBe('Name must be at least 3 characters');
    expect((await api.db.select().from(modifiers)).length).toBe(before);
  });
});

describe('modifieroption/save.php', () => {
  it('saves an extra with units and value, replying the id', async () => {
    const modifierId = await newModifier();
    const res = await api.post('modifieroption/save.php', {
      modifier_id: modifierId,
      name: 'Large',
      type: 'extra',
      units: 'percent',
      value: '12.5',
      description: 'Over 500 m²',
      created_by: 2,
    });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('number');
    const [row] = await api.db.select().from(modifierOptions).where(eq(modifierOptions.id, res.body));
    expect(row).toMatchObject({
      modifierId,
      name: 'Large',
      type: 'extra',
      units: 'percent',
      value: 12.5,
      createdBy: 2,
    });
  });

  it('forces units to null and value to 0 for no_charge', async () => {
    const modifierId = await newModifier();
    const res = await api.post('modifieroption/save.php', {
      modifier_id: modifierId,
      name: 'Small',
      type: 'no_charge',
      units: 'amount',
      value: 40,
    });
    expect(res.status).toBe(200);
    const [row] = await api.db.select().from(modifierOptions).where(eq(modifierOptions.id, res.body));
    expect(row).toMatchObject({ type: 'no_charge', units: null, value: 0 });
  });

  it('updates an option, and 404s for a missing one', async () => {
    const modifierId = await newModifier();
    const id = (
      await api.post('modifieroption/save.php', {
        modifier_id: modifierId,
        name: 'Pets',
        type: 'discount',
        units: 'amount',
        value: 5,
      })
    ).body;
    const res = await api.post('modifieroption/save.php', {
      id,
      modifier_id: modifierId,
      name: 'No pets',
      type: 'discount',
      units: 'amount',
      value: 7,
      updated_by: 4,
    });
    expect(res.body).toBe(id);
    const [row] = await api.db.select().from(modifierOptions).where(eq(modifierOptions.id, id));
    expect(row).toMatchObject({ name: 'No pets', value: 7, updatedBy: 4 });
    const missing = await api.post('modifieroption/save.php', {
      id: 999_999,
      modifier_id: modifierId,
      name: 'Ghost',
      type: 'no_charge',
    });
    expect(missing.status).toBe(404);
  });

  it('refuses bad fields one by one with field-level messages', async () => {
    const modifierId = await newModifier();
    const base = { modifier_id: modifierId, name: 'Okay', type: 'extra', units: 'amount', value: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: 'x' }, 'name', 'Name must be at least 2 characters'],
      [{ type: 'free' }, 'type', 'Type must be one of no_charge, extra, discount'],
      [{ units: null }, 'units', 'Units is required'],
      [{ units: 'kg' }, 'units', 'Units must be percent or amount'],
      [{ value: -1 }, 'value', 'Value must be at least 0'],
      [{ value: 'lots' }, 'value', 'Value must be a valid number'],
      [{ value: null }, 'value', 'Value is required'],
      [{ modifier_id: undefined }, 'modifier_id', 'Modifier is required'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await api.post('modifieroption/save.php', { ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.fields[field], JSON.stringify(patch)).toBe(message);
    }
    const rows = await api.db
      .select()
      .from(modifierOptions)
      .where(eq(modifierOptions.modifierId, modifierId));
    expect(rows).toEqual([]);
  });

  it('refuses an unknown modifier_id as a 400 on that field', async () => {
    const res = await api.post('modifieroption/save.php', {
      modifier_id: 987_654,
      name: 'Orphan',
      type: 'no_charge',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ modifier_id: 'Modifier not found' });
  });
});

describe('reading and deleting', () => {
  it('get.php and list.php carry the options ordered by id, in the documented shape', async () => {
    const modifierId = await newModifier('Access');
    const ids: number[] = [];
    for (const name of ['Easy', 'Steep', 'Locked']) {
      ids.push(
        (
          await api.post('modifieroption/save.php', {
            modifier_id: modifierId,
            name,
            type: 'extra',
            units: 'amount',
            value: 10,
          })
        ).body,
      );
    }
    const got = await api.get(`modifier/get.php?id=${modifierId}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: modifierId,
      name: 'Access',
      description: 'How big',
      statusId: 1,
      created_by: 7,
    });
    expect(got.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(got.body.options.map((o: { id: number }) => o.id)).toEqual(ids);
    expect(got.body.options[0]).toMatchObject({
      id: ids[0],
      modifier_id: modifierId,
      name: 'Easy',
      type: 'extra',
      units: 'amount',
      value: 10,
      description: null,
      statusId: 1,
    });

    const list = await api.get('modifier/list.php');
    const listIds = list.body.map((m: { id: number }) => m.id);
    expect(listIds).toEqual([...listIds].sort((a: number, b: number) => a - b));
    expect(list.body.find((m: { id: number }) => m.id === modifierId).options).toHaveLength(3);

    const options = await api.get(`modifieroption/list.php?modifier_id=${modifierId}`);
    expect(options.body.map((o: { id: number }) => o.id)).toEqual(ids);
    const one = await api.get(`modifieroption/get.php?id=${ids[1]}`);
    expect(one.body).toMatchObject({ id: ids[1], name: 'Steep' });
  });

  it('deletes an option, then the modifier with its remaining options', async () => {
    const modifierId = await newModifier();
    const a = (
      await api.post('modifieroption/save.php', { modifier_id: modifierId, name: 'Aa', type: 'no_charge' })
    ).body;
    const b = (
      await api.post('modifieroption/save.php', { modifier_id: modifierId, name: 'Bb', type: 'no_charge' })
    ).body;
    expect((await api.get(`modifieroption/delete.php?id=${a}`)).body).toMatchObject({
      success: true,
      archived: false,
    });
    expect((await api.get(`modifieroption/get.php?id=${a}`)).status).toBe(404);
    expect((await api.get(`modifieroption/delete.php?id=${a}`)).status).toBe(404);
    expect((await api.get(`modifier/delete.php?id=${modifierId}`)).body).toMatchObject({
      success: true,
      archived: false,
    });
    expect(await api.db.select().from(modifierOptions).where(eq(modifierOptions.id, b))).toEqual([]);
    expect((await api.get(`modifier/get.php?id=${modifierId}`)).status).toBe(404);
    expect((await api.get(`modifier/delete.php?id=${modifierId}`)).status).toBe(404);
  });

  it('refuses malformed ids with 400', async () => {
    for (const path of [
      'modifier/get.php?id=abc',
      'modifier/delete.php',
      'modifieroption/get.php?id=-1',
      "modifieroption/list.php?modifier_id=1'--",
    ]) {
      expect((await api.get(path)).status, path).toBe(400);
    }
  });
});

describe('random bodies', () => {
  it('never produce a 500 from either save endpoint', async () => {
    const value = anyFieldValue('no_charge', 'extra', 'discount', 'percent', 'amount', '1', 'abc', '');
    await expectNoServerErrorFromRandomBodies(api, ['modifier/save.php', 'modifieroption/save.php'], {
      id: value,
      modifier_id: value,
      name: value,
      type: value,
      units: value,
      value: value,
      description: value,
      created_by: value,
    });
  });
});
