import type { Db } from './client.js';

/** Demo catalogue for an empty database. (Not written yet.) */
export async function seedDemoData(_db: Db): Promise<void> {}
