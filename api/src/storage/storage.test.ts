// The storage contract, run against both drivers: the disk (the embedded default) and S3 (an
// S3-compatible server, s3rver, running as its own process). Whatever the api stores through one
// behaves the same through the other. Also: the disk-to-bucket copy (`npm run storage:copy`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../../scripts/s3-server.mjs';
import { loadConfig } from '../config.js';
import { copyDiskToS3 } from './copy.js';
import { S3Storage } from './s3-storage.js';
import { DiskStorage, type Storage } from './storage.js';

let server: S3Server;
let diskDir: string;
const s3Of = (bucket: string) =>
  new S3Storage({
    endpoint: server.endpoint,
    bucket,
    region: server.region,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
  });

beforeAll(async () => {
  server = await startS3Server();
  diskDir = mkdtempSync(join(tmpdir(), 'gl-disk-storage-'));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (diskDir) rmSync(diskDir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Storage>][] = [
  ['disk', async () => new DiskStorage(join(diskDir, 'uploads'))],
  [
    's3',
    async () => {
      const s3 = s3Of('greenleaf-contract');
      await s3.ensureBucket();
      await s3.ensureBucket(); // a second start finds it there
      return s3;
    },
  ],
];

describe.each(drivers)('%s storage', (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });

  it('stores bytes under a new name of ours, gives them back, and removes them once', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255]);
    const name = await storage.put(bytes, 'png');
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    const other = await storage.put(bytes, 'png');
    expect(other).not.toBe(name);
    expect(Buffer.from((await storage.get(name))!)).toEqual(Buffer.from(bytes));
    expect(await storage.remove(name)).toBe(true);
    expect(await storage.get(name)).toBeNull();
    expect(await storage.remove(name)).toBe(false);
    // the other file is untouched
    expect(await storage.get(other)).not.toBeNull();
  });

  it('answers null / false for a name that was never stored', async () => {
    const missing = `${'0'.repeat(32)}.jpg`;
    expect(await storage.get(missing)).toBeNull();
    expect(await storage.remove(missing)).toBe(false);
  });

  it('refuses names that are not ours, so no name reaches outside the store', async () => {
    const stored = await storage.put(new Uint8Array([1]), 'gif');
    for (const name of [
      '../etc/passwd',
      `../${stored}`,
      `x/${stored}`,
      `${stored}/`,
      stored.toUpperCase(),
      `${stored.slice(0, 32)}.html`,
      '%2e%2e%2fsecret',
      '',
    ]) {
      expect(await storage.get(name), name).toBeNull();
      expect(await storage.remove(name), name).toBe(false);
    }
    expect(await storage.get(stored)).not.toBeNull();
  });
});

describe('S3 storage against a store that fails', () => {
  it('throws (never answers "none") when the store refuses the credentials or is gone', async () => {
    const gone = new S3Storage({
      endpoint: 'http://127.0.0.1:9',
      bucket: 'greenleaf',
      region: 'us-east-1',
      accessKeyId: 'x',
      secretAccessKey: 'y',
      forcePathStyle: true,
    });
    await expect(gone.get(`${'a'.repeat(32)}.png`)).rejects.toThrow();
    await expect(gone.put(new Uint8Array([1]), 'png')).rejects.toThrow();
  });
});

describe('storage:copy (disk into the bucket)', () => {
  it('copies our files once, skips what the bucket has, leaves other files alone, and reports counts', async () => {
    const dir = join(diskDir, 'to-copy');
    await mkdir(dir, { recursive: true });
    const disk = new DiskStorage(dir);
    const a = await disk.put(new Uint8Array([1, 2]), 'png');
    const b = await disk.put(new Uint8Array([3, 4]), 'webp');
    writeFileSync(join(dir, 'notes.txt'), 'not an upload');
    const s3 = s3Of('greenleaf-copy');
    await s3.ensureBucket();
    await s3.putAs(b, new Uint8Array([3, 4]));
    expect(await copyDiskToS3(dir, s3)).toEqual({ copied: 1, skipped: 1, ignored: 1 });
    expect(Buffer.from((await s3.get(a))!)).toEqual(Buffer.from([1, 2]));
    expect(await copyDiskToS3(dir, s3)).toEqual({ copied: 0, skipped: 2, ignored: 1 });
    expect(await copyDiskToS3(join(dir, 'none'), s3)).toEqual({ copied: 0, skipped: 0, ignored: 0 });
  });
});

describe('STORAGE configuration', () => {
  const base = () => ({ DATA_DIR: diskDir });
  it('keeps the disk as the default', () => {
    expect(loadConfig(base()).STORAGE).toBe('disk');
  });

  it('names every S3 setting that STORAGE=s3 is missing', () => {
    expect(() => loadConfig({ ...base(), STORAGE: 's3', S3_BUCKET: 'greenleaf' })).toThrow(
      /S3_ENDPOINT: required when STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base(), STORAGE: 'azure' })).toThrow(/STORAGE/);
  });

  it('accepts a complete S3 configuration', () => {
    const config = loadConfig({
      ...base(),
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'greenleaf-uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({ STORAGE: 's3', S3_FORCE_PATH_STYLE: true, S3_REGION: 'us-east-1' });
  });
});
