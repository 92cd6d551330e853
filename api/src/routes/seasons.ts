import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiDeps } from '../app.js';
import { ListSeasonsQuery, SaveSeasonBody } from '@greenleaf/shared/rest/seasons';
import { saveCatalogueRow } from '../catalogue/save-row.js';
import { loadSeasons, loadSeasonsWithPackages } from '../catalogue/seasons.js';
import type { Db } from '../db/client.js';
import { seasons } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { body, query, zIdQuery } from '../http/validate.js';

async function getSeason(db: Db, id: number) {
  const [found] = await loadSeasonsWithPackages(db, { id });
  if (!found) throw notFound('Season');
  return found;
}

async function saveSeason(db: Db, input: z.infer<typeof SaveSeasonBody>) {
  const columns = {
    name: input.name,
    duration: input.duration,
    notes: input.notes,
    startDate: input.startDate,
    endDate: input.endDate,
    multiplier: input.multiplier,
    statusId: input.statusId,
  };
  return getSeason(db, (await saveCatalogueRow(db, seasons, columns, input, 'Season')).id);
}

export function registerSeasonsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/seasons/save.php', async (req) => saveSeason(db, body(req, SaveSeasonBody)));

  app.get('/seasons/get.php', async (req) => getSeason(db, query(req, zIdQuery).id));

  app.get('/seasons/list.php', async (req) => {
    const { statusId } = query(req, ListSeasonsQuery);
    return loadSeasons(db, statusId !== undefined ? { statusId } : {});
  });

  app.get('/seasons/list-with-packages.php', async (req) => {
    const { statusId } = query(req, ListSeasonsQuery);
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
