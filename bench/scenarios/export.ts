// The office's bookings export at scale (issue #34 "Exports that stream"): every booking of a generated
// business downloaded through the real gateway and api processes (GET /exports/bookings.csv), with the
// rows, bytes and seconds it took and how much each process grew (resident memory, sampled from
// /proc, and the JavaScript heap, from each one's /metrics, while the file streams). Run with
// --only=export [--scale-years=1] (7 years: about 100,000 bookings).
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../../api/src/db/client.js';
import { seedScale } from '../../api/src/db/seed-scale/seed-scale.js';
import { startPostgres } from '../../scripts/postgres-server.mjs';
import { startStack } from '../../tests/support/stack.js';
import { fmt } from '../lib/load.js';
import { signIn } from '../lib/servers.js';
import { note, section, table } from '../lib/report.js';

const TODAY = '2026-11-28';
const YEARS = Number(
  (process.argv.find((a) => a.startsWith('--scale-years='))?.slice(14) ?? '1').split(',').at(-1),
);

/** A process's resident memory in MiB (Linux /proc; 0 elsewhere). */
function rssMiB(p: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${p.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** A process's JavaScript heap in use, in MiB, from its /metrics (prom-client's default metrics); null when unread. */
async function heapMiB(url: string, prefix: 'api' | 'gateway'): Promise<number | null> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(`${prefix}_nodejs_heap_size_used_bytes `));
    return line ? Number(line.split(' ')[1]) / 1024 / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples both processes' heaps every 100 ms until stopped: the figure before and the highest seen. */
function heapSampler(stack: { apiUrl: string; gatewayUrl: string }) {
  const read = async () => ({
    api: await heapMiB(stack.apiUrl, 'api'),
    gateway: await heapMiB(stack.gatewayUrl, 'gateway'),
  });
  let stopped = false;
  const peak = { api: 0, gateway: 0 };
  const started = read().then(async (before) => {
    while (!stopped) {
      const now = await read();
      peak.api = Math.max(peak.api, now.api ?? 0);
      peak.gateway = Math.max(peak.gateway, now.gateway ?? 0);
      await new Promise((done) => setTimeout(done, 100));
    }
    return before;
  });
  return {
    async stop() {
      stopped = true;
      const before = await started;
      const growth = (k: 'api' | 'gateway') =>
        before[k] === null
          ? 'not read'
          : `${fmt(Math.max(0, peak[k] - before[k]), 1)} (from ${fmt(before[k])})`;
      return { api: growth('api'), gateway: growth('gateway') };
    },
  };
}

export async function exportAtScale() {
  section(
    `Bookings export at scale: ${YEARS} generated year${YEARS === 1 ? '' : 's'}, PostgreSQL (issue #34)`,
  );
  const server = await startPostgres();
  const stack = await startStack({ db: 'postgres', postgres: server, slotCapacity: 4 });
  try {
    const database = await openDatabase({ databaseUrl: stack.databaseUrl!, poolSize: 4 });
    try {
      await seedScale(database.db, { years: YEARS, scale: 1, today: TODAY });
    } finally {
      await database.close();
    }
    const cookie = await signIn(stack.gatewayUrl, 'admin@greenleaf.local', 'admin12345');
    const before = { api: rssMiB(stack.api), gateway: rssMiB(stack.gateway) };
    const peak = { ...before };
    const sampler = setInterval(() => {
      peak.api = Math.max(peak.api, rssMiB(stack.api));
      peak.gateway = Math.max(peak.gateway, rssMiB(stack.gateway));
    }, 25);
    const heaps = heapSampler(stack);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    try {
      const res = await fetch(`${stack.gatewayUrl}/exports/bookings.csv`, { headers: { cookie } });
      if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
      const reader = res.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        bytes += read.value.byteLength;
        for (const b of read.value) if (b === 10) lines++;
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const heap = await heaps.stop();
    table(
      [
        'rows',
        'MB',
        'seconds',
        'rows/s',
        'api RSS growth (MiB)',
        'gateway RSS growth (MiB)',
        'api heap growth (MiB)',
        'gateway heap growth (MiB)',
      ],
      [
        [
          lines - 1,
          fmt(bytes / 1e6, 1),
          fmt(seconds, 1),
          fmt((lines - 1) / seconds),
          `${fmt(peak.api - before.api, 1)} (from ${fmt(before.api)})`,
          `${fmt(peak.gateway - before.gateway, 1)} (from ${fmt(before.gateway)})`,
          heap.api,
          heap.gateway,
        ],
      ],
    );
    note(
      "One admin downloads GET /exports/bookings.csv (every booking, no filter) from the gateway, which pipes the api's admin/export.php (cursor pages of 500, the next read when the last is taken). Rows: CSV lines less the header (a cell with a line break would count twice). RSS growth: the highest resident memory sampled every 25 ms during the download less the figure before it. Heap growth: the highest JavaScript heap in use (each process's /metrics, nodejs_heap_size_used_bytes, every 100 ms) less the figure before; garbage not yet collected counts, so it is an upper bound.",
    );
  } finally {
    await stack.stop();
    await server.stop();
  }
}
