/**
 * Copies the uploads kept on disk (DATA_DIR/uploads) into the S3 bucket of the configuration, under
 * the same names, so the pages' image URLs keep working after a switch to STORAGE=s3. Safe to run
 * again: a file already in the bucket is skipped. Files whose names are not ours are left alone.
 *   STORAGE=s3 S3_ENDPOINT=... npm run storage:copy -w api
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Storage } from './s3-storage.js';
import { STORED_NAME } from './storage.js';

interface CopyCounts {
  copied: number;
  /** Already in the bucket. */
  skipped: number;
  /** Not a stored name of ours (left on disk, not copied). */
  ignored: number;
}

export async function copyDiskToS3(dir: string, s3: Pick<S3Storage, 'has' | 'putAs'>): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, ignored: 0 };
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isFile()).map((d) => d.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return counts;
    throw err;
  }
  for (const name of names.sort()) {
    if (!STORED_NAME.test(name)) counts.ignored++;
    else if (await s3.has(name)) counts.skipped++;
    else {
      await s3.putAs(name, await readFile(join(dir, name)));
      counts.copied++;
    }
  }
  return counts;
}
