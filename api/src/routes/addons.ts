import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiDeps } from '../app.js';
import { ListAddOnsQuery, SaveAddOnBody } from '@greenleaf/shared/rest/addons';
import { archiveOrDelete } from '../catalogue/archive.js';
import { saveCatalogueRow } from '../catalogue/save-row.js';
import { requireReference } from '../catalogue/references.js';
import { toAddOn, type AddOn } from '../catalogue/services.js';
import type { Db } from '../db/client.js';
import { addOns, services } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { body, query, zIdQuery } from '../http/validate.js';

async function getAddOn(db: Db, id: number): Promise<AddOn> {
  const [row] = await db.select().from(addOns).where(eq(addOns.id, id));
  if (!row) throw notFound('Add-on');
  return toAddOn(row);
}

async function saveAddOn(db: Db, input: z.infer<typeof SaveAddOnBody>): Promise<AddOn> {
  await requireReference(db, services, input.serviceId, 'serviceId', 'Service');
  const columns = {
    serviceId: input.serviceId,
    name: input.name,
    description: input.description,
    price: input.price,
    extraMinutes: input.extraMinutes,
    statusId: input.statusId,
  };
  return getAddOn(db, (await saveCatalogueRow(db, addOns, columns, input, 'Add-on')).id);
}

export function registerAddonsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/addons/save.php', async (req) => saveAddOn(db, body(req, SaveAddOnBody)));

  app.get('/addons/get.php', async (req) => getAddOn(db, query(req, zIdQuery).id));

  app.get('/addons/list.php', async (req) => {
    const q = query(req, ListAddOnsQuery);
    const where: SQL[] = [];
    if (q.serviceId !== undefined) where.push(eq(addOns.serviceId, q.serviceId));
    if (q.statusId !== undefined) where.push(eq(addOns.statusId, q.statusId));
    const rows = await db
      .select()
      .from(addOns)
      .where(and(...where))
      .orderBy(asc(addOns.id));
    return rows.map(toAddOn);
  });

  // Archived while bookings or series use it (catalogue/archive.ts); otherwise deleted.
  app.get('/addons/delete.php', async (req) => archiveOrDelete(db, 'addOn', query(req, zIdQuery).id));
}
