/**
 * Modifiers and their options (spec sections 3, 5 and 7 "Modifiers"; docs/api.md).
 * save.php replies the saved id as a bare JSON number; get/list carry the options ordered by id.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '../app.js';
import type { Db } from '../db/client.js';
import { modifierOptions, modifiers } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { body, query, zId, zIdQuery, zStatusId, zText } from '../http/validate.js';
import { isoTimestamp, zActor, zAmount, zNamed, zRef } from '../admin-tables/fields.js';

export const MODIFIER_TYPES = ['no_charge', 'extra', 'discount'] as const;
export const MODIFIER_UNITS = ['percent', 'amount'] as const;

const modifierBody = z.object({
  id: zId.optional(),
  name: zNamed('Name', 3),
  description: zText(),
  statusId: zStatusId.optional(),
  created_by: zActor,
  updated_by: zActor,
});

const optionBody = z
  .object({
    id: zId.optional(),
    modifier_id: zRef('Modifier'),
    name: zNamed('Name', 2),
    type: z.enum(MODIFIER_TYPES, { error: 'Type must be one of no_charge, extra, discount' }),
    units: z.enum(MODIFIER_UNITS, { error: 'Units must be percent or amount' }).nullish(),
    value: zAmount('Value').optional(),
    description: zText(),
    statusId: zStatusId.optional(),
    created_by: zActor,
    updated_by: zActor,
  })
  .superRefine((o, ctx) => {
    if (o.type === 'no_charge') return;
    if (!o.units) ctx.addIssue({ code: 'custom', path: ['units'], message: 'Units is required' });
    if (o.value === undefined)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value is required' });
  })
  // no_charge: units and value carry no meaning and are stored as null and 0.
  .transform((o) =>
    o.type === 'no_charge'
      ? { ...o, units: null, value: 0 }
      : { ...o, units: o.units ?? null, value: o.value ?? 0 },
  );

const modifierColumns = {
  id: modifiers.id,
  name: modifiers.name,
  description: modifiers.description,
  statusId: modifiers.statusId,
  created_at: modifiers.createdAt,
  created_by: modifiers.createdBy,
  updated_at: modifiers.updatedAt,
  updated_by: modifiers.updatedBy,
};

const optionColumns = {
  id: modifierOptions.id,
  modifier_id: modifierOptions.modifierId,
  name: modifierOptions.name,
  type: modifierOptions.type,
  units: modifierOptions.units,
  value: modifierOptions.value,
  description: modifierOptions.description,
  statusId: modifierOptions.statusId,
  created_at: modifierOptions.createdAt,
  created_by: modifierOptions.createdBy,
  updated_at: modifierOptions.updatedAt,
  updated_by: modifierOptions.updatedBy,
};

type ModifierRow = Awaited<ReturnType<typeof selectModifiers>>[number];
type OptionRow = Awaited<ReturnType<typeof selectOptions>>[number];

const selectModifiers = (db: Db, id?: number) =>
  db
    .select(modifierColumns)
    .from(modifiers)
    .where(id === undefined ? undefined : eq(modifiers.id, id))
    .orderBy(asc(modifiers.id));

const selectOptions = (db: Db, where: { id?: number; modifierIds?: number[] }) =>
  db
    .select(optionColumns)
    .from(modifierOptions)
    .where(
      where.id !== undefined
        ? eq(modifierOptions.id, where.id)
        : where.modifierIds
          ? inArray(modifierOptions.modifierId, where.modifierIds)
          : undefined,
    )
    .orderBy(asc(modifierOptions.id));

const option = (o: OptionRow) => ({
  ...o,
  created_at: isoTimestamp(o.created_at),
  updated_at: isoTimestamp(o.updated_at),
});

async function withOptions(db: Db, rows: ModifierRow[]) {
  const ids = rows.map((r) => r.id);
  const options = ids.length ? await selectOptions(db, { modifierIds: ids }) : [];
  return rows.map((m) => ({
    ...m,
    created_at: isoTimestamp(m.created_at),
    updated_at: isoTimestamp(m.updated_at),
    options: options.filter((o) => o.modifier_id === m.id).map(option),
  }));
}

export function registerModifiersRoutes(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;

  app.post('/modifier/save.php', async (req, reply) => {
    const input = body(req, modifierBody);
    const values = {
      name: input.name,
      description: input.description,
      ...(input.statusId !== undefined ? { statusId: input.statusId } : {}),
    };
    if (input.id === undefined) {
      const actor = input.created_by ?? input.updated_by ?? null;
      const [row] = await db
        .insert(modifiers)
        .values({ ...values, createdBy: actor, updatedBy: actor })
        .returning({ id: modifiers.id });
      return reply.send(row!.id);
    }
    const [row] = await db
      .update(modifiers)
      .set({ ...values, updatedAt: sql`now()`, updatedBy: input.updated_by ?? input.created_by ?? null })
      .where(eq(modifiers.id, input.id))
      .returning({ id: modifiers.id });
    if (!row) throw notFound('Modifier');
    return reply.send(row.id);
  });

  app.get('/modifier/get.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const [found] = await withOptions(db, await selectModifiers(db, id));
    if (!found) throw notFound('Modifier');
    return found;
  });

  app.get('/modifier/list.php', async () => withOptions(db, await selectModifiers(db)));

  app.get('/modifier/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    // Options go with their modifier (ON DELETE CASCADE); bookings keep their snapshot.
    const gone = await db.delete(modifiers).where(eq(modifiers.id, id)).returning({ id: modifiers.id });
    if (!gone.length) throw notFound('Modifier');
    return { success: true };
  });

  app.post('/modifieroption/save.php', async (req, reply) => {
    const input = body(req, optionBody);
    const id = await db.transaction(async (tx) => {
      const [parent] = await tx
        .select({ id: modifiers.id })
        .from(modifiers)
        .where(eq(modifiers.id, input.modifier_id))
        .for('share');
      if (!parent) throw badRequest('Invalid request.', { modifier_id: 'Modifier not found' });
      const values = {
        modifierId: input.modifier_id,
        name: input.name,
        type: input.type,
        units: input.units,
        value: input.value,
        description: input.description,
        ...(input.statusId !== undefined ? { statusId: input.statusId } : {}),
      };
      if (input.id === undefined) {
        const actor = input.created_by ?? input.updated_by ?? null;
        const [row] = await tx
          .insert(modifierOptions)
          .values({ ...values, createdBy: actor, updatedBy: actor })
          .returning({ id: modifierOptions.id });
        return row!.id;
      }
      const [row] = await tx
        .update(modifierOptions)
        .set({ ...values, updatedAt: sql`now()`, updatedBy: input.updated_by ?? input.created_by ?? null })
        .where(eq(modifierOptions.id, input.id))
        .returning({ id: modifierOptions.id });
      if (!row) throw notFound('Modifier option');
      return row.id;
    });
    return reply.send(id);
  });

  app.get('/modifieroption/get.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const [found] = await selectOptions(db, { id });
    if (!found) throw notFound('Modifier option');
    return option(found);
  });

  app.get('/modifieroption/list.php', async (req) => {
    const { modifier_id } = query(req, z.object({ modifier_id: zId.optional() }));
    const rows = await selectOptions(db, modifier_id === undefined ? {} : { modifierIds: [modifier_id] });
    return rows.map(option);
  });

  app.get('/modifieroption/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const gone = await db
      .delete(modifierOptions)
      .where(eq(modifierOptions.id, id))
      .returning({ id: modifierOptions.id });
    if (!gone.length) throw notFound('Modifier option');
    return { success: true };
  });
}
