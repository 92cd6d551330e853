/**
 * Set-ups the tests of partners' reads and creates share: a quote-only service to ask a quote of, and
 * an API client (as the office makes one) whose id a key's reach names.
 */
import { sha256 } from '@greenleaf/shared/sha256';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { categories, services } from '../db/schema.js';
import type { TestApi } from './harness.js';

/** A quote-only service ('Garden design') in a new category: its id. */
export async function insertQuoteOnlyService(db: Db): Promise<number> {
  const [category] = await db.insert(categories).values({ name: 'Landscaping' }).returning();
  const [service] = await db
    .insert(services)
    .values({ categoryId: category!.id, name: 'Garden design', basePrice: 0, quoteOnly: true })
    .returning();
  return service!.id;
}

/** A new API client with these scopes and reach, saved through the api: its id. */
export async function saveApiClient(
  api: TestApi,
  name: string,
  scopes: string[],
  reach?: 'own' | 'all',
): Promise<number> {
  const made = await api.post<{ id: number }>('developers/save.php', {
    name,
    scopes,
    ...(reach ? { reach } : {}),
    secretHash: sha256(`gl_live_${name.replace(/\W/g, '_')}`),
    secretShown: 'gl_live_x',
  });
  expect(made.status, made.text).toBe(200);
  return made.body.id;
}
