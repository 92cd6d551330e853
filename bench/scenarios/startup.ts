import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt } from '../lib/load.js';
import { gql } from '../lib/operations.js';
import { section, table } from '../lib/report.js';
import { root } from '../../tests/support/stack.js';

/** `npm start` on an empty data folder, then again on the data it made: the time to a first answer. */
export async function startup() {
  section('Start-up: from `npm start` on a built tree to the first answered GraphQL request');
  const dataDir = mkdtempSync(join(tmpdir(), 'gl-startup-'));
  const rows: (string | number)[][] = [];
  for (const run of [
    'first start (empty data folder: migrate + demo data)',
    'second start (existing data)',
  ]) {
    const t0 = Date.now();
    const child = spawn('node', ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '4390',
        API_PORT: '4391',
        API_URL: 'http://127.0.0.1:4391',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    let ms = -1;
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      try {
        const r = await gql('http://127.0.0.1:4390', '{ __typename }');
        if (r.data) {
          ms = Date.now() - t0;
          break;
        }
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rows.push([run, ms < 0 ? 'did not start' : `${fmt(ms / 1000, 2)} s`]);
  }
  rmSync(dataDir, { recursive: true, force: true });
  table(['run', 'time to first GraphQL answer'], rows);
}
