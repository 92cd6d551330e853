import { join } from 'node:path';
import type { ApiConfig } from '../config.js';
import { S3Storage } from './s3-storage.js';
import { DiskStorage, type Storage } from './storage.js';

/** The disk folder of uploads (the default store, and what `storage:copy` reads). */
export const diskUploadsDir = (config: Pick<ApiConfig, 'DATA_DIR'>) => join(config.DATA_DIR, 'uploads');

/** The S3 driver of a configuration with STORAGE=s3 (loadConfig has checked the S3_* settings). */
export function s3StorageOf(config: ApiConfig): S3Storage {
  return new S3Storage({
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** The store the configuration names, ready to use (an S3 bucket is made when it is missing). */
export async function openStorage(config: ApiConfig): Promise<Storage> {
  if (config.STORAGE === 'disk') return new DiskStorage(diskUploadsDir(config));
  const s3 = s3StorageOf(config);
  await s3.ensureBucket();
  return s3;
}
