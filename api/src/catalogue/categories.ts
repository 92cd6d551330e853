/** Reading categories in the shape of the contract. */
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { categories } from '../db/schema.js';
import { auditFields } from './fields.js';

type CategoryRow = typeof categories.$inferSelect;

export const toCategory = (row: CategoryRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  parentCategoryId: row.parentCategoryId,
  ...auditFields(row),
});
export type Category = ReturnType<typeof toCategory>;

interface CategoryFilter {
  id?: number;
  statusId?: number;
  /** `null`: top-level categories only. */
  parentId?: number | null;
  /** The category and its direct children. */
  selfOrChildOf?: number;
}

export async function loadCategories(db: Db | Tx, filter: CategoryFilter = {}): Promise<Category[]> {
  const where: SQL[] = [];
  if (filter.id !== undefined) where.push(eq(categories.id, filter.id));
  if (filter.statusId !== undefined) where.push(eq(categories.statusId, filter.statusId));
  if (filter.parentId === null) where.push(isNull(categories.parentCategoryId));
  else if (filter.parentId !== undefined) where.push(eq(categories.parentCategoryId, filter.parentId));
  if (filter.selfOrChildOf !== undefined) {
    const self = or(
      eq(categories.id, filter.selfOrChildOf),
      eq(categories.parentCategoryId, filter.selfOrChildOf),
    );
    if (self) where.push(self);
  }
  const rows = await db
    .select()
    .from(categories)
    .where(and(...where))
    .orderBy(asc(categories.id));
  return rows.map(toCategory);
}
