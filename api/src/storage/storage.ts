import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STORED_NAME } from '@greenleaf/shared/rest/uploads';

/** Where uploaded files live. Disk by default; another backend (S3, a shared volume) implements the same. */
export interface Storage {
  /** Stores bytes under a new random name with the given extension; returns the name. */
  put(bytes: Uint8Array, ext: string): Promise<string>;
  /** The bytes of a stored file, or null when there is none. */
  get(name: string): Promise<Uint8Array | null>;
  /** Removes a stored file; false when there was none. */
  remove(name: string): Promise<boolean>;
}

/** Stored names are ours: 32 hex characters and a known extension. Anything else is refused. */
export { STORED_NAME };

export class DiskStorage implements Storage {
  constructor(private readonly dir: string) {}

  async put(bytes: Uint8Array, ext: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(join(this.dir, name), bytes, { flag: 'wx' });
    return name;
  }

  async get(name: string): Promise<Uint8Array | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      return await readFile(join(this.dir, name));
    } catch {
      return null;
    }
  }

  async remove(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    try {
      await unlink(join(this.dir, name));
      return true;
    } catch {
      return false;
    }
  }
}
