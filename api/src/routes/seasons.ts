import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '../app.js';
import {
  auditOnInsert,
  auditOnUpdate,
  zDateText,
  zName,
  zOptionalText,
  zSaveCommon,
} from '../catalogue/fields.js';
import { loadSeasons, loadSeasonsWithPackages } from '../catalogue/seasons.js';
import type { Db } from '../db/client.js';
import { seasons } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { body, query, zIdQuery, zStatusId } from '../http/validate.js';

const zSeasonSave = z
  .object({
    ...zSaveCommon,
    name: zName(),
    duration: zOptionalText(100),
    notes: zOptionalText(),
    startDate: zDateText,
    endDate: zDateText,
    multiplier: z.coerce.number().finite().min(0).max(100).optional(),
  })
  .refine((s) => s.endDate >= s.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });
const zList = z.object({ statusId: zStatusId.optional() });

async function getSeason(db: Db, id: number) {
  const [found] = await loadSeasonsWithPackages(db, { id });
  if (!found) throw notFound('Season');
  return found;
}

async function saveSeason(db: Db, input: z.infer<typeof zSeasonSave>) {
  const columns = {
    name: input.name,
    duration: input.duration,
    notes: input.notes,
    startDate: input.startDate,
    endDate: input.endDate,
    multiplier: input.multiplier,
    statusId: input.statusId,
  };
  if (input.id === undefined) {
    const [row] = await db
      .insert(seasons)
      .values({ ...columns, ...auditOnInsert(input) })
      .returning({ id: seasons.id });
    if (!row) throw new Error('insert returned no row');
    return getSeason(db, row.id);
  }
  const [row] = await db
    .update(seasons)
    .set({ ...columns, ...auditOnUpdate(input) })
    .where(eq(seasons.id, input.id))
    .returning({ id: seasons.id });
  if (!row) throw notFound('Season');
  return getSeason(db, row.id);
}

export function registerSeasonsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/seasons/save.php', async (req) => saveSeason(db, body(req, zSeasonSave)));

  app.get('/seasons/get.php', async (req) => getSeason(db, query(req, zIdQuery).id));

  app.get('/seasons/list.php', async (req) => {
    const { statusId } = query(req, zList);
    return loadSeasons(db, statusId !== undefined ? { statusId } : {});
  });

  app.get('/seasons/list-with-packages.php', async (req) => {
    const { statusId } = query(req, zList);
    return loadSeasonsWithPackages(db, statusId !== undefined ? { statusId } : {});
  });

  // Its packages stay, without a season.
  app.get('/seasons/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const deleted = await db.delete(seasons).where(eq(seasons.id, id)).returning({ id: seasons.id });
    if (deleted.length === 0) throw notFound('Season');
    return { success: true };
  });
}
