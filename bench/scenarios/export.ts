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

/** What a process's /metrics says of its JavaScript heap, in MiB (prom-client's default metrics). */
interface HeapFigures {
  /** The heap in use, garbage not yet collected included. */
  used: number;
  /** The old generation in use: what survived the young generation's collections. */
  old: number;
  /** The young generation's size (V8 grows it under a high allocation rate, up to its limit). */
  young: number;
}

const metricMiB = (text: string, name: string): number | null => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) / 1024 / 1024 : null;
};

/** A process's heap figures from its /metrics; null when unread. */
async function heapFigures(url: string, prefix: 'api' | 'gateway'): Promise<HeapFigures | null> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const used = metricMiB(text, `${prefix}_nodejs_heap_size_used_bytes`);
    const old = metricMiB(text, `${prefix}_nodejs_heap_space_size_used_bytes{space="old"}`);
    const young = metricMiB(text, `${prefix}_nodejs_heap_space_size_total_bytes{space="new"}`);
    return used === null || old === null || young === null ? null : { used, old, young };
  } catch {
    return null;
  }
}

type Side = 'api' | 'gateway';

/** Samples both processes' heaps every 100 ms until stopped: the figures before and the highest seen. */
function heapSampler(stack: { apiUrl: string; gatewayUrl: string }) {
  const read = async () => ({
    api: await heapFigures(stack.apiUrl, 'api'),
    gateway: await heapFigures(stack.gatewayUrl, 'gateway'),
  });
  let stopped = false;
  const zero = (): HeapFigures => ({ used: 0, old: 0, young: 0 });
  const peak = { api: zero(), gateway: zero() };
  const started = read().then(async (before) => {
    while (!stopped) {
      const now = await read();
      for (const side of ['api', 'gateway'] as const) {
        const figures = now[side];
        if (!figures) continue;
        for (const k of ['used', 'old', 'young'] as const)
          peak[side][k] = Math.max(peak[side][k], figures[k]);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    return before;
  });
  return {
    async stop() {
      stopped = true;
      const before = await started;
      const growth = (side: Side, k: keyof HeapFigures) => {
        const from = before[side];
        return from === null
          ? 'not read'
          : `${fmt(Math.max(0, peak[side][k] - from[k]), 1)} (from ${fmt(from[k])})`;
      };
      return {
        used: { api: growth('api', 'used'), gateway: growth('gateway', 'used') },
        old: { api: growth('api', 'old') },
        young: { api: growth('api', 'young') },
      };
    },
  };
}

interface Stack {
  apiUrl: string;
  gatewayUrl: string;
  api: ChildProcess;
  gateway: ChildProcess;
}

/** One download of every booking through the gateway: its size and time, and what each process grew. */
async function downloadEveryBooking(stack: Stack, cookie: string, label: string) {
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
  return [
    label,
    lines - 1,
    fmt(bytes / 1e6, 1),
    fmt(seconds, 1),
    fmt((lines - 1) / seconds),
    `${fmt(peak.api - before.api, 1)} (from ${fmt(before.api)})`,
    heap.used.api,
    heap.old.api,
    heap.young.api,
    `${fmt(peak.gateway - before.gateway, 1)} (from ${fmt(before.gateway)})`,
    heap.used.gateway,
  ];
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
    // Twice: memory a download keeps would add up; memory V8 grows to once (its young generation's
    // size, under the allocation rate of the first) is reused by the second.
    const first = await downloadEveryBooking(stack, cookie, 'first download');
    const second = await downloadEveryBooking(stack, cookie, 'the same again');
    table(
      [
        'download',
        'rows',
        'MB',
        'seconds',
        'rows/s',
        'api RSS growth (MiB)',
        'api heap growth',
        'api old generation growth',
        'api young generation growth',
        'gateway RSS growth (MiB)',
        'gateway heap growth',
      ],
      [first, second],
    );
    note(
      "One admin downloads GET /exports/bookings.csv (every booking, no filter) from the gateway, which pipes the api's admin/export.php (cursor pages of 500, the next read when the last is taken). Rows: CSV lines less the header (a cell with a line break would count twice). RSS growth: the highest resident memory sampled every 25 ms during the download less the figure before it. Heap growth (MiB): the highest JavaScript heap in use (each process's /metrics, nodejs_heap_size_used_bytes, every 100 ms) less the figure before; garbage not yet collected counts, so it is an upper bound. Old generation: the heap space of what survived the young generation's collections (nodejs_heap_space_size_used_bytes, space old): rows a download kept would pile up there. Young generation: the size V8 gives the new space (nodejs_heap_space_size_total_bytes, space new), which it grows under a high allocation rate, up to its limit, and keeps. The second download runs on the same processes straight after the first.",
    );
  } finally {
    await stack.stop();
    await server.stop();
  }
}
