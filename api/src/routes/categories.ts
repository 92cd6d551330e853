import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiDeps } from '../app.js';
import { loadCategories, type Category } from '../catalogue/categories.js';
import {
  CategoriesByParentQuery,
  CategoryAndChildrenQuery,
  ListCategoriesQuery,
  SaveCategoryBody,
} from '@greenleaf/shared/rest/categories';
import { saveCatalogueRow } from '../catalogue/save-row.js';
import { requireReference } from '../catalogue/references.js';
import { loadServices } from '../catalogue/services.js';
import type { Db } from '../db/client.js';
import { categories, services } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { body, query, zIdQuery } from '../http/validate.js';

async function getCategory(db: Db, id: number): Promise<Category> {
  const [found] = await loadCategories(db, { id });
  if (!found) throw notFound('Category');
  return found;
}

/** A category may not become its own ancestor. */
async function checkParent(
  db: Db,
  id: number | undefined,
  parentId: number | null | undefined,
): Promise<void> {
  if (parentId == null) return;
  await requireReference(db, categories, parentId, 'parentCategoryId', 'Category');
  if (id === undefined) return;
  const seen = new Set<number>();
  for (let at: number | null = parentId; at !== null && !seen.has(at);) {
    if (at === id)
      throw badRequest('Invalid request.', { parentCategoryId: 'A category cannot sit inside itself' });
    seen.add(at);
    const [row]: { parent: number | null }[] = await db
      .select({ parent: categories.parentCategoryId })
      .from(categories)
      .where(eq(categories.id, at));
    at = row?.parent ?? null;
  }
}

async function saveCategory(db: Db, input: z.infer<typeof SaveCategoryBody>): Promise<Category> {
  await checkParent(db, input.id, input.parentCategoryId);
  const columns = {
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl,
    parentCategoryId: input.parentCategoryId,
    statusId: input.statusId,
  };
  return getCategory(db, (await saveCatalogueRow(db, categories, columns, input, 'Category')).id);
}

export function registerCategoriesRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/categories/save.php', async (req) => saveCategory(db, body(req, SaveCategoryBody)));

  app.get('/categories/get.php', async (req) => getCategory(db, query(req, zIdQuery).id));

  const list = async (statusId: number | undefined) =>
    loadCategories(db, statusId !== undefined ? { statusId } : {});
  app.get('/categories/list.php', async (req) => list(query(req, ListCategoriesQuery).statusId));
  // One company: the same list.
  app.get('/categories/list-by-company-id.php', async (req) =>
    list(query(req, ListCategoriesQuery).statusId),
  );

  app.get('/categories/by-parent.php', async (req) => {
    const q = query(req, CategoriesByParentQuery);
    return loadCategories(db, {
      parentId: q.parentId ? q.parentId : null,
      ...(q.statusId !== undefined ? { statusId: q.statusId } : {}),
    });
  });

  app.get('/categories/category-and-children.php', async (req) => {
    const { categoryId } = query(req, CategoryAndChildrenQuery);
    await getCategory(db, categoryId);
    return loadCategories(db, { selfOrChildOf: categoryId });
  });

  app.get('/categories/get-category-with-services.php', async (req) => {
    const { id } = query(req, zIdQuery);
    await getCategory(db, id);
    const [allCategories, categoryServices] = await Promise.all([
      loadCategories(db, { statusId: ACTIVE_STATUS_ID }),
      loadServices(db, { categoryId: id, statusId: ACTIVE_STATUS_ID }),
    ]);
    return { allCategories, services: categoryServices };
  });

  app.get('/categories/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const [used] = await db.select({ n: count() }).from(services).where(eq(services.categoryId, id));
    if (used && used.n > 0) {
      throw conflict(
        `This category still has ${used.n} service${used.n === 1 ? '' : 's'}. Move or delete them first.`,
        'IN_USE',
      );
    }
    const deleted = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    if (deleted.length === 0) throw notFound('Category');
    return { success: true };
  });
}
