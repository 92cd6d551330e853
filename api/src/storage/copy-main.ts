// `npm run storage:copy -w api`: the disk's uploads into the configured bucket (storage/copy.ts).
import { loadConfig } from '../config.js';
import { copyDiskToS3 } from './copy.js';
import { diskUploadsDir, s3StorageOf } from './open.js';

const config = loadConfig();
if (config.STORAGE !== 's3') {
  console.error('storage:copy needs STORAGE=s3 and the S3_* settings (README.md, "Configuration").');
  process.exit(2);
}
const s3 = s3StorageOf(config);
await s3.ensureBucket();
const dir = diskUploadsDir(config);
const counts = await copyDiskToS3(dir, s3);
console.log(
  `storage:copy from ${dir} to ${config.S3_BUCKET}: ${counts.copied} copied, ${counts.skipped} already there, ${counts.ignored} not ours (left alone)`,
);
