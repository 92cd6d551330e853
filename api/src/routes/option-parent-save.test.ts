/**
 * `modifier/save-with-options.php` and `variation/save-with-options.php`: a parent, its options and
 * the removed options saved in one transaction. A save refused or failing half-way writes nothing,
 * on PGlite and on PostgreSQL (`--project api-pg`).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { anyFieldValue, expectNoServerErrorFromRandomBodies } from '../test/arbitraries.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface Kind {
  parent: 'modifier' | 'variation';
  parentKey: 'modifier_id' | 'variationId';
  /** The option table, for the trigger that fails an insert half-way. */
  optionTable: 'modifier_options' | 'variation_options';
  /** The column that tells options apart in these tests. */
  title: 'name' | 'label';
  /** A valid option body titled `title`. */
  option: (title: string, cost?: number) => Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    parent: 'modifier',
    parentKey: 'modifier_id',
    optionTable: 'modifier_options',
    title: 'name',
    option: (name, cost = 10) => ({ name, type: 'extra', units: 'amount', value: cost }),
  },
  {
    parent: 'variation',
    parentKey: 'variationId',
    optionTable: 'variation_options',
    title: 'label',
    option: (label, cost = 10) => ({ label, additionalCost: cost }),
  },
];

interface Saved {
  id: number;
  name: string;
  description: string | null;
  created_by: number | null;
  updated_by: number | null;
  options: (Record<string, unknown> & { id: number })[];
}

describe.each(KINDS)('$parent/save-with-options.php', (kind) => {
  const path = `${kind.parent}/save-with-options.php`;
  const titles = (p: Saved) => p.options.map((o) => o[kind.title]);
  const read = async (id: number): Promise<Saved> => {
    const res = await api.get(`${kind.parent}/get.php?id=${id}`);
    expect(res.status).toBe(200);
    return res.body as Saved;
  };
  const create = async (name: string, options: string[]): Promise<Saved> => {
    const res = await api.post(path, { name, created_by: 4, options: options.map((t) => kind.option(t)) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Saved;
  };

  it('creates the parent with its options and replies it as get.php does', async () => {
    const saved = await create('Garden size', ['Small', 'Large']);
    expect(saved).toMatchObject({ name: 'Garden size', description: null, created_by: 4, updated_by: 4 });
    expect(titles(saved)).toEqual(['Small', 'Large']);
    for (const o of saved.options) expect(o[kind.parentKey]).toBe(saved.id);
    expect(await read(saved.id)).toEqual(saved);
  });

  it('keeps, changes, adds and removes options in one call', async () => {
    const before = await create('Lawn area', ['Aa', 'Bb', 'Cc']);
    const [a, b, c] = before.options;
    const res = await api.post(path, {
      id: before.id,
      name: 'Lawn area (m²)',
      description: 'Measured',
      updated_by: 9,
      options: [
        { id: a!.id, ...kind.option('Aa') },
        { id: b!.id, ...kind.option('Bb2', 20) },
        kind.option('Dd'),
      ],
      removeOptionIds: [c!.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body as Saved;
    expect(after).toMatchObject({
      id: before.id,
      name: 'Lawn area (m²)',
      description: 'Measured',
      updated_by: 9,
    });
    expect(titles(after)).toEqual(['Aa', 'Bb2', 'Dd']);
    expect(after.options.slice(0, 2).map((o) => o.id)).toEqual([a!.id, b!.id]);
    expect(after.options[2]).toMatchObject({ created_by: 9, updated_by: 9 });
    expect((await api.get(`${kind.parent}option/get.php?id=${c!.id}`)).status).toBe(404);
  });

  it('writes nothing when one option among valid ones is refused, naming its field', async () => {
    const before = await create('Hedge height', ['Low', 'High']);
    const res = await api.post(path, {
      id: before.id,
      name: 'Renamed',
      options: [
        { id: before.options[0]!.id, ...kind.option('Changed') },
        { ...kind.option('x') },
        kind.option('Added'),
      ],
      removeOptionIds: [before.options[1]!.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [`options.1.${kind.title}`]: expect.stringMatching(/at least 2/) });
    expect(await read(before.id)).toEqual(before);
  });

  it('writes nothing when a removal or a kept option belongs to another parent', async () => {
    const other = await create('Other one', ['Theirs']);
    const mine = await create('Mine here', ['One', 'Two']);
    const theirs = other.options[0]!.id;
    const removal = await api.post(path, {
      id: mine.id,
      name: 'Mine renamed',
      options: [{ id: mine.options[0]!.id, ...kind.option('One changed') }, kind.option('Three')],
      removeOptionIds: [mine.options[1]!.id, theirs],
    });
    expect(removal.status).toBe(400);
    const message = `This option does not belong to this ${kind.parent}.`;
    expect(removal.body).toMatchObject({ error: message, fields: { 'removeOptionIds.1': message } });

    const kept = await api.post(path, {
      id: mine.id,
      name: 'Mine renamed',
      options: [kind.option('Three'), { id: theirs, ...kind.option('Stolen') }],
    });
    expect(kept.status).toBe(400);
    expect(kept.body.fields).toEqual({ 'options.1.id': message });

    expect(await read(mine.id)).toEqual(mine);
    expect(await read(other.id)).toEqual(other);
  });

  it('refuses an option listed twice, or kept and removed at once', async () => {
    const mine = await create('Twice over', ['One']);
    const id = mine.options[0]!.id;
    const twice = await api.post(path, {
      id: mine.id,
      name: 'Twice over',
      options: [
        { id, ...kind.option('One') },
        { id, ...kind.option('One') },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ 'options.1.id': 'This option is listed twice.' });
    const both = await api.post(path, {
      id: mine.id,
      name: 'Twice over',
      options: [{ id, ...kind.option('One') }],
      removeOptionIds: [id],
    });
    expect(both.body.fields).toEqual({ 'removeOptionIds.0': 'This option is listed twice.' });
    expect(await read(mine.id)).toEqual(mine);
  });

  it('rolls back the parent and the options already written when the database fails half-way', async () => {
    const fn = `fail_${kind.optionTable}`;
    await api.db.execute(
      sql.raw(`CREATE FUNCTION ${fn}() RETURNS trigger AS $$
        BEGIN
          IF NEW.${kind.title} = 'Explodes' THEN
            RAISE EXCEPTION 'refused by test trigger' USING ERRCODE = '23514';
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`),
    );
    await api.db.execute(
      sql.raw(`CREATE TRIGGER ${fn} BEFORE INSERT ON ${kind.optionTable}
        FOR EACH ROW EXECUTE FUNCTION ${fn}()`),
    );
    try {
      const before = await create('Before the fault', ['Kept', 'Gone']);
      const res = await api.post(path, {
        id: before.id,
        name: 'After the fault',
        options: [
          { id: before.options[0]!.id, ...kind.option('Kept changed') },
          kind.option('New'),
          kind.option('Explodes'),
        ],
        removeOptionIds: [before.options[1]!.id],
      });
      expect(res.status).toBe(400);
      expect(await read(before.id)).toEqual(before);

      const list = (await api.get(`${kind.parent}/list.php`)).body as Saved[];
      const created = await api.post(path, {
        name: 'Never made',
        options: [kind.option('Fine'), kind.option('Explodes')],
      });
      expect(created.status).toBe(400);
      expect((await api.get(`${kind.parent}/list.php`)).body).toEqual(list);
    } finally {
      await api.db.execute(sql.raw(`DROP TRIGGER ${fn} ON ${kind.optionTable}`));
      await api.db.execute(sql.raw(`DROP FUNCTION ${fn}()`));
    }
  });

  it('answers 404 for an unknown parent id, and 400 naming every refused field at once', async () => {
    const missing = await api.post(path, { id: 999_999, name: 'Nobody', options: [kind.option('One')] });
    expect(missing.status).toBe(404);
    const bad = await api.post(path, {});
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: 'Name is required', options: expect.any(String) });
    const both = await api.post(path, { name: 'x', options: [kind.option('Fine'), kind.option('')] });
    expect(both.body.fields).toEqual({
      name: 'Name must be at least 3 characters',
      [`options.1.${kind.title}`]: expect.stringMatching(/is required$/),
    });
  });

  it('never answers 500 to random bodies', async () => {
    const value = anyFieldValue('1', 'extra', 'amount', '');
    const optionArb = fc.oneof(
      fc.record(
        { id: value, name: value, label: value, type: value, units: value, value, additionalCost: value },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await expectNoServerErrorFromRandomBodies(
      api,
      [path],
      {
        id: value,
        name: value,
        description: value,
        options: fc.oneof(fc.array(optionArb, { maxLength: 3 }), value),
        removeOptionIds: fc.oneof(fc.array(value, { maxLength: 3 }), value),
      },
      100,
    );
  });
});
