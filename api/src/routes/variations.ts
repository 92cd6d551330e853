/**
 * Variations and their options (spec sections 3, 5 and 7 "Variations"; docs/api.md).
 * save.php replies the saved id as a bare JSON number; get/list carry the options ordered by id.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '../app.js';
import { isoTimestamp, zActor, zAmount, zNamed, zRef } from '../admin-tables/fields.js';
import type { Db } from '../db/client.js';
import { variationOptions, variations } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { body, query, zId, zIdQuery, zStatusId, zText } from '../http/validate.js';

const variationBody = z.object({
  id: zId.optional(),
  name: zNamed('Name', 3),
  description: zText(),
  statusId: zStatusId.optional(),
  created_by: zActor,
  updated_by: zActor,
});

const optionBody = z.object({
  id: zId.optional(),
  variationId: zRef('Variation'),
  label: zNamed('Label', 2),
  additionalCost: zAmount('Additional cost'),
  description: zText(),
  statusId: zStatusId.optional(),
  created_by: zActor,
  updated_by: zActor,
});

const variationColumns = {
  id: variations.id,
  name: variations.name,
  description: variations.description,
  statusId: variations.statusId,
  created_at: variations.createdAt,
  created_by: variations.createdBy,
  updated_at: variations.updatedAt,
  updated_by: variations.updatedBy,
};

const optionColumns = {
  id: variationOptions.id,
  variationId: variationOptions.variationId,
  label: variationOptions.label,
  additionalCost: variationOptions.additionalCost,
  description: variationOptions.description,
  statusId: variationOptions.statusId,
  created_at: variationOptions.createdAt,
  created_by: variationOptions.createdBy,
  updated_at: variationOptions.updatedAt,
  updated_by: variationOptions.updatedBy,
};

type VariationRow = Awaited<ReturnType<typeof selectVariations>>[number];
type OptionRow = Awaited<ReturnType<typeof selectOptions>>[number];

const selectVariations = (db: Db, id?: number) =>
  db
    .select(variationColumns)
    .from(variations)
    .where(id === undefined ? undefined : eq(variations.id, id))
    .orderBy(asc(variations.id));

const selectOptions = (db: Db, where: { id?: number; variationIds?: number[] }) =>
  db
    .select(optionColumns)
    .from(variationOptions)
    .where(
      where.id !== undefined
        ? eq(variationOptions.id, where.id)
        : where.variationIds
          ? inArray(variationOptions.variationId, where.variationIds)
          : undefined,
    )
    .orderBy(asc(variationOptions.id));

const option = (o: OptionRow) => ({
  ...o,
  created_at: isoTimestamp(o.created_at),
  updated_at: isoTimestamp(o.updated_at),
});

async function withOptions(db: Db, rows: VariationRow[]) {
  const ids = rows.map((r) => r.id);
  const options = ids.length ? await selectOptions(db, { variationIds: ids }) : [];
  return rows.map((v) => ({
    ...v,
    created_at: isoTimestamp(v.created_at),
    updated_at: isoTimestamp(v.updated_at),
    options: options.filter((o) => o.variationId === v.id).map(option),
  }));
}

export function registerVariationsRoutes(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;

  app.post('/variation/save.php', async (req, reply) => {
    const input = body(req, variationBody);
    const values = {
      name: input.name,
      description: input.description,
      ...(input.statusId !== undefined ? { statusId: input.statusId } : {}),
    };
    if (input.id === undefined) {
      const actor = input.created_by ?? input.updated_by ?? null;
      const [row] = await db
        .insert(variations)
        .values({ ...values, createdBy: actor, updatedBy: actor })
        .returning({ id: variations.id });
      return reply.send(row!.id);
    }
    const [row] = await db
      .update(variations)
      .set({ ...values, updatedAt: sql`now()`, updatedBy: input.updated_by ?? input.created_by ?? null })
      .where(eq(variations.id, input.id))
      .returning({ id: variations.id });
    if (!row) throw notFound('Variation');
    return reply.send(row.id);
  });

  app.get('/variation/get.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const [found] = await withOptions(db, await selectVariations(db, id));
    if (!found) throw notFound('Variation');
    return found;
  });

  app.get('/variation/list.php', async () => withOptions(db, await selectVariations(db)));

  app.get('/variation/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    // Its options, and the services' offers of it, go with it (ON DELETE CASCADE); booked lines keep
    // their snapshot of the variation name, option label and cost.
    const gone = await db.delete(variations).where(eq(variations.id, id)).returning({ id: variations.id });
    if (!gone.length) throw notFound('Variation');
    return { success: true };
  });

  app.post('/variationoption/save.php', async (req, reply) => {
    const input = body(req, optionBody);
    const id = await db.transaction(async (tx) => {
      const [parent] = await tx
        .select({ id: variations.id })
        .from(variations)
        .where(eq(variations.id, input.variationId))
        .for('share');
      if (!parent) throw badRequest('Invalid request.', { variationId: 'Variation not found' });
      const values = {
        variationId: input.variationId,
        label: input.label,
        additionalCost: input.additionalCost,
        description: input.description,
        ...(input.statusId !== undefined ? { statusId: input.statusId } : {}),
      };
      if (input.id === undefined) {
        const actor = input.created_by ?? input.updated_by ?? null;
        const [row] = await tx
          .insert(variationOptions)
          .values({ ...values, createdBy: actor, updatedBy: actor })
          .returning({ id: variationOptions.id });
        return row!.id;
      }
      const [row] = await tx
        .update(variationOptions)
        .set({ ...values, updatedAt: sql`now()`, updatedBy: input.updated_by ?? input.created_by ?? null })
        .where(eq(variationOptions.id, input.id))
        .returning({ id: variationOptions.id });
      if (!row) throw notFound('Variation option');
      return row.id;
    });
    return reply.send(id);
  });

  app.get('/variationoption/get.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const [found] = await selectOptions(db, { id });
    if (!found) throw notFound('Variation option');
    return option(found);
  });

  app.get('/variationoption/list.php', async (req) => {
    const { variationId } = query(req, z.object({ variationId: zId.optional() }));
    const rows = await selectOptions(db, variationId === undefined ? {} : { variationIds: [variationId] });
    return rows.map(option);
  });

  app.get('/variationoption/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const gone = await db
      .delete(variationOptions)
      .where(eq(variationOptions.id, id))
      .returning({ id: variationOptions.id });
    if (!gone.length) throw notFound('Variation option');
    return { success: true };
  });
}
