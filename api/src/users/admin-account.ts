import type { Db } from '../db/client.js';

/** Creates the first admin account on a database that has none. (Not written yet.) */
export async function ensureAdminAccount(_db: Db, _email: string, _password: string): Promise<void> {}
