import type { Db } from '../db/client.js';
import { categories, services } from '../db/schema.js';

/** Services (name and base price) in one new 'Lawn Care' category; their ids, in the order given. */
export async function insertLawnCareServices(
  db: Db,
  rows: readonly { name: string; basePrice: number }[],
): Promise<number[]> {
  const [category] = await db.insert(categories).values({ name: 'Lawn Care' }).returning();
  const inserted = await db
    .insert(services)
    .values(rows.map((row) => ({ ...row, categoryId: category!.id })))
    .returning({ id: services.id });
  return inserted.map((row) => row.id);
}
