// Starts a throw-away S3-compatible server (s3rver, from npm) as a separate process on a free loopback
// port, storing in a temporary folder. Used by the tests of the S3 storage driver and the ops tests:
//   const s3 = await startS3Server(); ... s3.endpoint, s3.accessKeyId ...; await s3.stop();
// No bucket is made: the api makes its bucket when it is missing (api/src/storage/s3-storage.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePorts } from './free-ports.mjs';

const require = createRequire(import.meta.url);

export async function startS3Server() {
  const dir = mkdtempSync(join(tmpdir(), 'gl-s3-'));
  const [port] = await freePorts(1);
  const bin = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child = spawn(
    process.execPath,
    [bin, '--directory', dir, '--address', '127.0.0.1', '--port', String(port), '--silent'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver exited (${child.exitCode})`);
    try {
      await fetch(endpoint);
      break;
    } catch {
      if (Date.now() > until) throw new Error(`s3rver not ready at ${endpoint}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    endpoint,
    port,
    dir,
    region: 'us-east-1',
    // s3rver's fixed credentials
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
